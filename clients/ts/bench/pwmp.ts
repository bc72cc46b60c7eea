// bench/pwmp.ts: a small one-off measurement of polywire-ts's generated
// MessagePack path (PWMP) against msgpackr, @msgpack/msgpack and
// JSON.parse/JSON.stringify on the three bodies; kept only so the
// numbers in docs/PWTS.md can be repeated, until bench/pwts.ts covers it.
// Contenders take turns every round (three warm-up rounds dropped); the
// medians of 11, 21 and 201 rounds are printed. The library encoders are
// timed on a value already prepared for them (jsonToMsgpackValue), ours on
// the decoded object.
//
//   polywire serve -addr 127.0.0.1:18202 &
//   node --import tsx bench/pwmp.ts http://127.0.0.1:18202
import { PWMP, pwmpFirstRow } from "../src/pwts.js";
import { unpackr, msgpackDecoder, msgpackrPack, msgpackEncode, jsonToMsgpackValue } from "../src/msgpack.js";
import { canonicalJson } from "../src/canonical.js";
import { SCHEMAS } from "../src/schema.js";
import type { TypeName } from "../src/types.js";

const base = process.argv[2] ?? "http://127.0.0.1:18202";
const cases: [string, TypeName, number][] = [
  ["/people", "polywire.people.v1.People", 11],
  ["/account/2", "polywire.bank.v1.Account", 21],
  ["/articles?sections=500&seed=1", "polywire.articles.v1.Article", 201],
];
async function get(path: string, accept: string): Promise<Uint8Array> {
  const r = await fetch(base + path, { headers: { accept, "accept-encoding": "identity" } });
  return new Uint8Array(await r.arrayBuffer());
}
const td = new TextDecoder();
const te = new TextEncoder();
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]!; };
let sink = 0;
for (const [path, type, runs] of cases) {
  const mp = await get(path, "application/msgpack");
  const js = await get(path, "application/json");
  const desc = SCHEMAS[type];
  const c = PWMP[type];
  const obj = c.decode(mp);
  const parsed = JSON.parse(td.decode(js));
  const canon = canonicalJson(parsed, desc);
  const vr = jsonToMsgpackValue(canon, desc, "msgpackr");
  const vm = jsonToMsgpackValue(canon, desc, "@msgpack/msgpack");
  const ours = c.encode(obj as never);
  if (Buffer.compare(Buffer.from(ours), Buffer.from(mp)) !== 0) throw new Error(`${path}: our encoding differs from the server's`);
  if (Buffer.compare(Buffer.from(msgpackrPack(vr)), Buffer.from(mp)) !== 0) throw new Error(`${path}: msgpackr's encoding differs`);
  const contenders: Record<string, () => unknown> = {
    "decode polywire-ts msgpack": () => c.decode(mp),
    "decode msgpackr": () => unpackr.unpack(mp),
    "decode @msgpack/msgpack": () => msgpackDecoder.decode(mp),
    "decode JSON.parse(TextDecoder)": () => JSON.parse(td.decode(js)),
    "first row polywire-ts msgpack view": () => pwmpFirstRow(mp, type),
    "encode polywire-ts msgpack": () => c.encode(obj as never),
    "encode msgpackr (prepared value)": () => msgpackrPack(vr),
    "encode @msgpack/msgpack (prepared value)": () => msgpackEncode(vm),
    "encode JSON.stringify": () => JSON.stringify(parsed),
    "encode JSON.stringify+TextEncoder": () => te.encode(JSON.stringify(parsed)),
  };
  const names = Object.keys(contenders);
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const n of names) contenders[n]!(); // warm
  for (let i = 0; i < runs + 3; i++) {
    for (let j = 0; j < names.length; j++) {
      const n = names[(i + j) % names.length]!;
      const t0 = performance.now();
      const v = contenders[n]!();
      const t = performance.now() - t0;
      if (v) sink++;
      if (i >= 3) times[n]!.push(t);
    }
  }
  console.log(`\n${path}: msgpack ${mp.length} B, JSON ${js.length} B; medians of ${runs} interleaved runs (ms)`);
  for (const n of names) console.log(`  ${n.padEnd(42)} ${median(times[n]!).toFixed(3)}`);
}
console.log(sink > 0 ? "" : "?");
