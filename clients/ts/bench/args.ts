// The command-line pieces the Node benches share (node.ts: npm run bench;
// pwts.ts: npm run bench:pwts): an Error:/Try: usage exit, and the
// dataset and format lists checked against what polywire serves.
import { dataset, type Dataset } from "../src/datasets.js";
import { FORMATS, type Format } from "../src/types.js";

/** Says what is wrong with the command line, CLI style, and exits 2. */
export function usageExit(command: string, tryLine: string): (what: string) => never {
  return (what: string): never => {
    process.stderr.write(`Error: ${command}: ${what}\nTry: ${tryLine}\n`);
    process.exit(2);
  };
}

/** --datasets: comma-separated ids (people, account2, article<N>, …). */
export function parseDatasets(list: string, usage: (what: string) => never): Dataset[] {
  return list.split(",").map((id) => {
    const d = dataset(id.trim());
    if (!d) usage(`--datasets: unknown dataset ${id}; known: people, account1, account2, accountList, article<N>, reports`);
    return d;
  });
}

/** --formats: comma-separated codec names. */
export function parseFormats(list: string, usage: (what: string) => never): Format[] {
  return list.split(",").map((f) => {
    if (!(FORMATS as readonly string[]).includes(f)) usage(`--formats: unknown format ${f}; known: ${FORMATS.join(", ")}`);
    return f as Format;
  });
}
