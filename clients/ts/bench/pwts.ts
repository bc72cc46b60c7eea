// npm run bench:pwts -- [--target URL] [--datasets people,account2,article500]
//                       [--formats json,proto,flatbuffers,msgpack] [--libraries a,b]
//                       [--ops decode,first-row,encode] [--runs 15] [--out FILE]
//
// The codec suite (src/codecbench.ts) in Node: every library's decode,
// time to the first row and encode of the same bodies, bytes in memory,
// contenders taking turns, with ratios to JSON.parse / JSON.stringify and
// to protobuf.js. The same suite runs in Chromium as
// `polywire bench browser -suite codec`. --out writes polywire.bench/v1
// JSON of kind "node" with codecs rows. A wrong contender (wrong row
// count, an encode that does not read back) stops the run: exit 1, no
// results. Run with node --expose-gc (the npm script does) so every
// contender pays for its own garbage only.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CODEC_FORMATS, CODEC_METHOD, CODEC_OPS, codecTable, runCodecSuite, type CodecOp } from "../src/codecbench.js";
import type { Dataset } from "../src/datasets.js";
import { describe } from "../src/errors.js";
import { SCHEMA, type BenchFile } from "../src/results.js";
import { MEDIA_TYPES } from "../src/types.js";
import { parseDatasets, parseFormats, thisMachine, usageExit } from "./args.js";
import { startServer, unavailableReason } from "./server.js";

const usage: (what: string) => never = usageExit("npm run bench:pwts", "npm run bench:pwts -- --datasets people,account2,article500 --runs 15 --out node-codec.json");

let parsed;
try {
  parsed = parseArgs({
    options: {
      target: { type: "string" },
      datasets: { type: "string" },
      formats: { type: "string", default: CODEC_FORMATS.join(",") },
      libraries: { type: "string" },
      ops: { type: "string", default: CODEC_OPS.join(",") },
      runs: { type: "string", default: "15" },
      out: { type: "string" },
    },
  });
} catch (e) {
  usage(describe(e));
}
const args = parsed.values;
// POLYWIRE_SMOKE=1 (the documented-commands test): article 500, one run.
const smoke = process.env.POLYWIRE_SMOKE === "1";
const runs = smoke ? 1 : Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs: want a positive integer, got ${args.runs}`);
const datasets: Dataset[] = parseDatasets(args.datasets ?? (smoke ? "article500" : "people,account2,article500"), usage);
const formats = parseFormats(args.formats, usage);
const ops = args.ops.split(",").map((o) => {
  if (!(CODEC_OPS as readonly string[]).includes(o)) usage(`--ops: unknown operation ${o}; known: ${CODEC_OPS.join(", ")}`);
  return o as CodecOp;
});
const libraries = args.libraries?.split(",").map((s) => s.trim());

async function main(): Promise<number> {
  const started = new Date();
  let target = args.target;
  let stop: (() => Promise<void>) | undefined;
  if (!target) {
    const why = unavailableReason();
    if (why) throw new Error(`${why}; pass --target URL of a running polywire`);
    const s = await startServer();
    target = s.url;
    stop = s.stop;
  }
  const base = target;
  let rows;
  try {
    rows = await runCodecSuite({
      datasets, formats, ops, runs, libraries,
      // a smoke run checks the command, not the numbers: little warming
      ...(smoke ? { warmMs: 5, batchMs: 1 } : {}),
      get: async (path, format) => {
        const url = new URL(path, base);
        url.searchParams.set("format", format);
        const res = await fetch(url, { headers: { Accept: MEDIA_TYPES[format], "Accept-Encoding": "identity" } });
        if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: HTTP ${res.status}`);
        return new Uint8Array(await res.arrayBuffer());
      },
      progress: (what) => process.stderr.write(`${what}\n`),
    });
  } catch (e) {
    await stop?.();
    process.stderr.write(`Error: npm run bench:pwts: ${describe(e)} (no results written)\nTry: a wrong decode or encode is a bug in that library's registry entry; run npm test\n`);
    return 1;
  }
  await stop?.();
  const file: BenchFile = {
    schema: SCHEMA,
    kind: "node",
    started: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine: thisMachine(),
    config: {
      suite: "codec", method: CODEC_METHOD, target: args.target ?? "local", datasets: datasets.map((d) => d.id), formats, ops, libraries: libraries ?? "all", runs,
      gc: typeof (globalThis as { gc?: unknown }).gc === "function", ...(smoke ? { smoke: true } : {}),
    },
    runtime: { name: "Node.js", version: process.versions.node },
    decodes: [],
    codecs: rows,
  };
  process.stdout.write(`${codecTable(rows)}\n`);
  if (args.out) {
    writeFileSync(args.out, `${JSON.stringify(file, null, 2)}\n`);
    process.stderr.write(`wrote ${args.out}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`Error: npm run bench:pwts: ${describe(e)}\nTry: is a polywire server at --target? (without --target the bench builds and starts one: needs Go)\n`);
    process.exit(2);
  },
);
