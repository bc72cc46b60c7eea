// The payloads the lab measures, as the results name them (results.DecodeRow
// .dataset): the seeds' endpoints, with the message each answers and how
// many rows a correct decode holds. Shared by the lab page and the Node bench.
import type { TypeName } from "./types.js";

export interface Dataset {
  /** The id in results and in /lab?datasets=: people, account2, article500… */
  readonly id: string;
  /** The path requested, query included. */
  readonly path: string;
  readonly type: TypeName;
  /** Rows a correct decode holds, when the server's seed data fixes it. */
  readonly items?: number;
  /** The seed article it comes from. */
  readonly seed: string;
}

/** Datasets by id; article<N> (1 ≤ N ≤ 1000) is made by dataset(). */
export const DATASETS: readonly Dataset[] = [
  { id: "people", path: "/people", type: "polywire.people.v1.People", items: 50_000, seed: "004" },
  { id: "account1", path: "/account/1", type: "polywire.bank.v1.Account", items: 1_001, seed: "000" },
  { id: "account2", path: "/account/2", type: "polywire.bank.v1.Account", items: 10_001, seed: "000" },
  { id: "accountList", path: "/accountList", type: "polywire.bank.v1.AccountList", items: 11_002, seed: "000" },
  { id: "article500", path: "/articles?sections=500&seed=1", type: "polywire.articles.v1.Article", items: 500, seed: "002" },
  { id: "reports", path: "/reports?limit=100", type: "polywire.docs.v1.GetAllByLimitAndOffsetResponse", seed: "003" },
];

/** The dataset with this id (article<N> for any N in 1..1000), or undefined. */
export function dataset(id: string): Dataset | undefined {
  const known = DATASETS.find((d) => d.id === id);
  if (known) return known;
  const m = /^article([1-9][0-9]{0,3})$/.exec(id);
  if (m) {
    const n = Number(m[1]);
    if (n <= 1000) {
      return { id, path: `/articles?sections=${n}&seed=1`, type: "polywire.articles.v1.Article", items: n, seed: "002" };
    }
  }
  return undefined;
}
