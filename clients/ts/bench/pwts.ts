// bench/pwts.ts: polywire-ts (cmd/protoc-gen-polywire-ts) against JSON.parse
// and the Protobuf libraries on the three bodies, in one Node run:
// full decode, time to the first row (lazy view), and encode.
//
//   polywire serve -addr 127.0.0.1:8080 &
//   npm run bench:pwts -- http://127.0.0.1:8080 [runs]
import { fromBinary } from "@bufbuild/protobuf";
import { PBJS } from "../src/pbjs.js";
import { PWTS, pwtsFirstRow } from "../src/pwts.js";
import { SCHEMAS } from "../src/schema.js";
import type { TypeName } from "../src/types.js";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
const runs = Number(process.argv[3] ?? 15);

// Smaller bodies get more runs (scale): a sub-millisecond median of 15 is noise.
const CASES: readonly { name: string; path: string; type: TypeName; scale: number }[] = [
  { name: "people (50,000)", path: "/people", type: "polywire.people.v1.People", scale: 1 },
  { name: "account 2", path: "/account/2", type: "polywire.bank.v1.Account", scale: 5 },
  { name: "article 500", path: "/articles?sections=500&seed=1", type: "polywire.articles.v1.Article", scale: 40 },
];

async function body(path: string, accept: string): Promise<Uint8Array> {
  const res = await fetch(base + path, { headers: { Accept: accept, "Accept-Encoding": "identity" } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The median of n timings (ms) of each function, after three warm-up
 * rounds. The functions take turns within each round, so garbage one
 * leaves behind is collected evenly across all of them, not in the timings
 * of whichever happens to run next.
 */
function medians(fs: Record<string, () => unknown>, n: number): Record<string, number> {
  const names = Object.keys(fs);
  const t: Record<string, number[]> = {};
  for (const k of names) t[k] = [];
  for (let round = 0; round < n + 3; round++) {
    for (const k of names) {
      const s = performance.now();
      fs[k]!();
      if (round >= 3) t[k]!.push(performance.now() - s);
    }
  }
  const out: Record<string, number> = {};
  for (const k of names) {
    const xs = t[k]!.sort((a, b) => a - b);
    out[k] = xs[xs.length >> 1]!;
  }
  return out;
}

const td = new TextDecoder();
const te = new TextEncoder();

for (const c of CASES) {
  const pb = await body(c.path, "application/x-protobuf");
  const json = await body(c.path, "application/json");
  const desc = SCHEMAS[c.type];
  const pw = PWTS[c.type];
  const obj = pw.decode(pb);
  const parsed = JSON.parse(td.decode(json)) as unknown;
  const n = runs * c.scale;
  const rows = medians({
    "JSON.parse": () => JSON.parse(td.decode(json)),
    protobufjs: () => PBJS[c.type].decode(pb),
    "protobuf-es": () => fromBinary(desc, pb),
    "polywire-ts": () => pw.decode(pb),
    "polywire-ts first row (view)": () => pwtsFirstRow(pb, c.type),
    "JSON.stringify + encode": () => te.encode(JSON.stringify(parsed)),
    "JSON.stringify": () => JSON.stringify(parsed),
    "polywire-ts encode": () => pw.encode(obj as never),
  }, n);
  const j = rows["JSON.parse"]!;
  const p = rows.protobufjs!;
  console.log(`\n${c.name}: proto ${pb.length} B, JSON ${json.length} B, median of ${n} (ms)`);
  for (const [k, v] of Object.entries(rows)) {
    console.log(`  ${k.padEnd(30)} ${v.toFixed(3).padStart(9)}   JSON.parse/x ${(j / v).toFixed(2).padStart(6)}   protobufjs/x ${(p / v).toFixed(2).padStart(6)}`);
  }
  console.log(`  encode ratio JSON.stringify/polywire-ts ${(rows["JSON.stringify"]! / rows["polywire-ts encode"]!).toFixed(2)} (with TextEncoder ${(rows["JSON.stringify + encode"]! / rows["polywire-ts encode"]!).toFixed(2)})`);
}
