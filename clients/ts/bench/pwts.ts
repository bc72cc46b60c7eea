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

/** The median of n timings (ms) of f, after three warm-up calls. */
function median(f: () => unknown, n: number): number {
  for (let i = 0; i < 3; i++) f();
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[t.length >> 1]!;
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
  const rows: Record<string, number> = {
    "JSON.parse": median(() => JSON.parse(td.decode(json)), n),
    protobufjs: median(() => PBJS[c.type].decode(pb), n),
    "protobuf-es": median(() => fromBinary(desc, pb), n),
    "polywire-ts": median(() => pw.decode(pb), n),
    "polywire-ts first row (view)": median(() => pwtsFirstRow(pb, c.type), n),
    "JSON.stringify + encode": median(() => te.encode(JSON.stringify(parsed)), n),
    "JSON.stringify": median(() => JSON.stringify(parsed), n),
    "polywire-ts encode": median(() => pw.encode(obj as never), n),
  };
  const j = rows["JSON.parse"]!;
  const p = rows.protobufjs!;
  console.log(`\n${c.name}: proto ${pb.length} B, JSON ${json.length} B, median of ${n} (ms)`);
  for (const [k, v] of Object.entries(rows)) {
    console.log(`  ${k.padEnd(30)} ${v.toFixed(3).padStart(9)}   JSON.parse/x ${(j / v).toFixed(2).padStart(6)}   protobufjs/x ${(p / v).toFixed(2).padStart(6)}`);
  }
  console.log(`  encode ratio JSON.stringify/polywire-ts ${(rows["JSON.stringify"]! / rows["polywire-ts encode"]!).toFixed(2)} (with TextEncoder ${(rows["JSON.stringify + encode"]! / rows["polywire-ts encode"]!).toFixed(2)})`);
}
