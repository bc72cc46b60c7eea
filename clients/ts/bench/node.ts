// npm run bench -- [--target URL] [--datasets people,account2,article500]
//                  [--formats json,proto,…] [--decoders name,…] [--reps 10] [--out FILE]
//
// The lab's client-side measurement in Node.js: each dataset fetched from a
// polywire server in every format and decoded by every decoder available
// here, reps times after a warm-up, written as polywire.bench/v1 JSON with
// kind "node" (what `polywire report` reads beside the browser's and the
// JVM's runs). A decode that fails, a wrong row count or a value different
// from protobuf-es's decoding of the Protobuf body is a failed row, never a
// result, and makes the process exit non-zero.
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { fromBinary, toJson } from "@bufbuild/protobuf";
import type { Dataset } from "../src/datasets.js";
import { decoder as decoderByName, decodersFor } from "../src/decoders.js";
import { describe } from "../src/errors.js";
import { EMPTY_STAT, SCHEMA, summarize } from "../src/results.js";
import type { BenchFile, DecodeRow } from "../src/results.js";
import { SCHEMAS } from "../src/schema.js";
import { FORMATS, MEDIA_TYPES } from "../src/types.js";
import type { Decoder, Format, JsonValue } from "../src/types.js";
import { parseDatasets, parseFormats, thisMachine, usageExit } from "./args.js";
import { startServer, unavailableReason } from "./server.js";

const usage: (what: string) => never = usageExit("npm run bench", "npm run bench -- --datasets people,account2 --reps 10 --out node.json");

let parsed;
try {
  parsed = parseArgs({
  options: {
    target: { type: "string" },
    datasets: { type: "string" },
    formats: { type: "string", default: FORMATS.join(",") },
    decoders: { type: "string" },
    reps: { type: "string", default: "10" },
    out: { type: "string" },
  },
  });
} catch (e) {
  usage(describe(e));
}
const args = parsed.values;

// POLYWIRE_SMOKE=1 (the documented-commands test) keeps every flag as
// written but measures once: the results are marked smoke, never of record.
const smoke = process.env.POLYWIRE_SMOKE === "1";

const reps = smoke ? 1 : Number(args.reps);
if (!Number.isInteger(reps) || reps < 1) usage(`--reps: want a positive integer, got ${args.reps}`);
// Without --datasets: people, account 2 and article 500; a smoke run checks
// the command on the smallest (50,000 people in every decoder is minutes on
// a busy machine, and npm test decodes people already).
const datasetList = args.datasets ?? (smoke ? "article500" : "people,account2,article500");
const datasets: Dataset[] = parseDatasets(datasetList, usage);
const formats = parseFormats(args.formats, usage);
const only = args.decoders?.split(",").map((n) => {
  if (!decoderByName(n)) usage(`--decoders: unknown decoder ${n}`);
  return n;
});

async function fetchBody(target: string, d: Dataset, format: Format): Promise<{ bytes: Uint8Array; ms: number }> {
  const url = new URL(d.path, target);
  url.searchParams.set("format", format);
  const t0 = performance.now();
  // identity: Node's fetch would decompress transparently, so the body's
  // size on the wire would be unknowable; compression is `bench size`'s.
  const res = await fetch(url, { headers: { Accept: MEDIA_TYPES[format], "Accept-Encoding": "identity" } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: HTTP ${res.status}`);
  return { bytes, ms };
}

function row(d: Dataset, format: Format, dec: Decoder): DecodeRow {
  return {
    dataset: d.id,
    endpoint: d.path,
    op: "get",
    protocol: "rest",
    format,
    decoder: dec.name,
    coding: "identity",
    wireBytes: 0,
    decodedBytes: 0,
    reps: 0,
    requestMs: EMPTY_STAT,
    decodeMs: EMPTY_STAT,
    totalMs: EMPTY_STAT,
    items: 0,
  };
}

async function measure(target: string, d: Dataset, format: Format, dec: Decoder, reference: JsonValue): Promise<DecodeRow> {
  const r = row(d, format, dec);
  try {
    // Warm-up, and the correctness check: count and value.
    const warm = await fetchBody(target, d, format);
    const decoded = dec.decode(warm.bytes, d.type);
    const items = dec.count(decoded, d.type);
    if (d.items !== undefined && items !== d.items) throw new Error(`decoded ${items} rows, want ${d.items}`);
    if (!isDeepStrictEqual(dec.toJson(decoded, d.type), reference)) throw new Error("decoded value differs from protobuf-es's decoding of the Protobuf body");
    const request: number[] = [];
    const decode: number[] = [];
    const total: number[] = [];
    const first: number[] = [];
    let size = 0;
    for (let i = 0; i < reps; i++) {
      const { bytes, ms } = await fetchBody(target, d, format);
      const t0 = performance.now();
      const v = dec.decode(bytes, d.type);
      const t1 = performance.now();
      const n = dec.count(v, d.type);
      if (n !== items) throw new Error(`rep ${i}: decoded ${n} rows, want ${items}`);
      const t2 = performance.now();
      dec.firstRow(bytes, d.type);
      const t3 = performance.now();
      request.push(ms);
      decode.push(t1 - t0);
      total.push(ms + (t1 - t0));
      first.push(ms + (t3 - t2));
      size = bytes.length;
    }
    Object.assign(r, {
      wireBytes: size,
      decodedBytes: size,
      reps,
      requestMs: summarize(request),
      decodeMs: summarize(decode),
      totalMs: summarize(total),
      items,
    });
    if (d.items !== undefined || items > 1) r.firstRowMs = summarize(first);
  } catch (e) {
    r.failed = true;
    r.error = describe(e);
  }
  return r;
}

function table(rows: readonly DecodeRow[]): string {
  const head = ["dataset", "format", "decoder", "bytes", "request ms", "decode ms", "decode p95", "first row ms", "items"];
  const body = rows.map((r) =>
    r.failed
      ? [r.dataset, r.format, r.decoder, "", "", "FAILED", "", "", r.error ?? ""]
      : [
          r.dataset,
          r.format,
          r.decoder,
          String(r.wireBytes),
          r.requestMs.median.toFixed(2),
          r.decodeMs.median.toFixed(2),
          r.decodeMs.p95.toFixed(2),
          r.firstRowMs ? r.firstRowMs.median.toFixed(2) : "",
          String(r.items),
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 3 && i < 8 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

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
  const rows: DecodeRow[] = [];
  try {
    for (const d of datasets) {
      const desc = SCHEMAS[d.type];
      const ref = toJson(desc, fromBinary(desc, (await fetchBody(target, d, "proto")).bytes)) as JsonValue;
      for (const format of formats) {
        for (const dec of decodersFor(format)) {
          if (!dec.available() || (only && !only.includes(dec.name))) continue;
          const r = await measure(target, d, format, dec, ref);
          rows.push(r);
          process.stderr.write(`${d.id} ${format} ${dec.name}: ${r.failed ? `FAILED ${r.error}` : `${r.decodeMs.median.toFixed(2)} ms`}\n`);
        }
      }
    }
  } finally {
    await stop?.();
  }
  const file: BenchFile = {
    schema: SCHEMA,
    kind: "node",
    started: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine: thisMachine(),
    config: { target: args.target ?? "local", datasets: datasets.map((d) => d.id), formats, decoders: only ?? "all", reps, coding: "identity", ...(smoke ? { smoke: true } : {}) },
    runtime: { name: "Node.js", version: process.versions.node },
    decodes: rows,
  };
  if (args.out) writeFileSync(args.out, `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`${table(rows)}\n`);
  const failed = rows.filter((r) => r.failed).length;
  if (failed > 0) process.stderr.write(`${failed} of ${rows.length} measurements failed\n`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`Error: npm run bench: ${describe(e)}\nTry: is a polywire server at --target? (without --target the bench builds and starts one: needs Go)\n`);
    process.exit(2);
  },
);
