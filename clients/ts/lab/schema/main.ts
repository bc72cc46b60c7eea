// The lab page on a user's schema (bench browser -proto-path …): the
// samples the server serves in each format, fetched and decoded by
// JSON.parse, protobuf.js (the schema loaded at run time from a JSON
// descriptor the server makes of the compiled schema), msgpackr and
// polywire-ts (generated and bundled by the server at run time, loaded as
// ./decoders.js, which sets globalThis.polywireSchema). The libraries come
// from this bundle, which polywire embeds: the user's machine needs no
// node_modules. Every decoder's value of the whole list is checked against
// Go's protojson of it (./schema.json's reference), through one canonical
// form (canonical.ts); a wrong decode fails its row.
//
// Each repetition fetches the list (request ms), collects garbage and
// times a batch of decodes of at least batch-ms (decode ms: the batch
// over its count, above the clock's resolution for small messages).
//
// Automation, as the lab page's: /lab?run=1&reps=10&warmup=2[&batch-ms=20]
// runs unattended; when done, document.title is "done" and
// window.polywireResults and <script type="application/json" id="results">
// hold polywire.bench/v1 JSON of kind browser (a failure: "error: why").
import protobuf from "protobufjs/light.js";
import { Unpackr } from "msgpackr/unpack";
import { summarize } from "../../src/results.js";
import type { DecodeRow, File } from "../lib.js";
import { runtime } from "../runtime.js";
import { collect } from "../timing.js";
import { canonical } from "./canonical.js";

declare global {
  interface Window { polywireResults?: File }
}

/** ./schema.json: what the server made of the user's schema and samples. */
interface SchemaInfo {
  /** The sample message's full name: the rows' dataset. */
  message: string;
  /** The list message the endpoint answers (polywire.samples.v1.<Name>List). */
  listType: string;
  /** The list endpoint: every sample, GET. */
  endpoint: string;
  items: number;
  /** Formats the server carries the samples in, with their media types. */
  formats: Record<string, string>;
  /** protobuf.js's JSON descriptor of the schema and the list. */
  descriptor: protobuf.INamespace;
  /** Go's protojson of the list (protojson.Marshal), the reference. */
  reference: unknown;
}

type Decode = (bytes: Uint8Array) => unknown;
interface PolywireSchema { proto: Decode; flatbuffers: Decode; msgpack: Decode }

interface Contender {
  format: string;
  decoder: string;
  decode: Decode;
  /** The decoded value as plain data for the canonical form. */
  plain: (v: unknown) => unknown;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true, int64AsType: "bigint" });

function fail(reason: string): void {
  document.title = `error: ${reason}`;
  progress(`Cannot run: ${reason}`);
}

function progress(s: string): void {
  const el = document.getElementById("progress");
  if (el !== null) el.textContent = s;
}

function publish(f: File): void {
  window.polywireResults = f;
  const el = document.createElement("script");
  el.setAttribute("type", "application/json");
  el.id = "results";
  el.textContent = JSON.stringify(f, null, 2).replace(/</g, "\\u003c");
  document.getElementById("results")?.remove();
  document.body.appendChild(el);
}

function contenders(info: SchemaInfo, root: protobuf.Root, pw: PolywireSchema): Contender[] {
  const list = root.lookupType(info.listType);
  const asObject = (v: unknown) => list.toObject(v as protobuf.Message, { longs: String, enums: String, bytes: String });
  const same = (v: unknown) => v;
  const all: Contender[] = [
    { format: "json", decoder: "JSON.parse", decode: (b) => JSON.parse(utf8.decode(b)) as unknown, plain: same },
    { format: "proto", decoder: "protobufjs", decode: (b) => list.decode(b), plain: asObject },
    { format: "proto", decoder: "polywire-ts", decode: pw.proto, plain: same },
    { format: "msgpack", decoder: "msgpackr", decode: (b) => unpackr.unpack(b) as unknown, plain: same },
    { format: "msgpack", decoder: "polywire-ts msgpack", decode: pw.msgpack, plain: same },
    { format: "flatbuffers", decoder: "polywire-ts flatbuffers", decode: pw.flatbuffers, plain: same },
  ];
  return all.filter((c) => info.formats[c.format] !== undefined);
}

function count(v: unknown): number {
  const items = (v as { items?: unknown[] } | null)?.items;
  return Array.isArray(items) ? items.length : 0;
}

async function fetchBody(url: string, media: string): Promise<Uint8Array> {
  const r = await fetch(url, { headers: { Accept: media }, cache: "no-store" });
  if (!r.ok) throw new Error(`GET ${url}: ${r.status} ${await r.text()}`);
  return new Uint8Array(await r.arrayBuffer());
}

/** Decodes of bytes in one timed batch: enough for batchMs on this machine. */
function batchSize(dec: Decode, bytes: Uint8Array, batchMs: number): number {
  let n = 1;
  for (;;) {
    const a = performance.now();
    for (let i = 0; i < n; i++) dec(bytes);
    const ms = performance.now() - a;
    if (ms >= batchMs || n >= 1 << 20) return n;
    n = ms <= 0 ? n * 8 : Math.min(n * 8, Math.max(n * 2, Math.ceil((n * batchMs * 1.2) / ms)));
  }
}

async function measure(info: SchemaInfo, c: Contender, canon: (v: unknown) => string, ref: string, reps: number, warmup: number, batchMs: number): Promise<DecodeRow> {
  const url = new URL(info.endpoint, location.href).href;
  const base = { dataset: info.message, endpoint: info.endpoint, op: "get" as const, protocol: "rest", format: c.format, decoder: c.decoder, coding: "identity", reps };
  try {
    const first = await fetchBody(url, info.formats[c.format]!);
    const value = c.decode(first);
    const items = count(c.plain(value));
    const got = canon(c.plain(value));
    if (got !== ref) throw new Error(`decoded value differs from Go's protojson: ${firstDifference(got, ref)}`);
    if (items !== info.items) throw new Error(`decoded ${items} items, want ${info.items}`);
    const n = batchSize(c.decode, first, batchMs);
    const req: number[] = [], dcd: number[] = [];
    for (let i = 0; i < warmup + reps; i++) {
      const t0 = performance.now();
      const bytes = await fetchBody(url, info.formats[c.format]!);
      const t1 = performance.now();
      // the last batch's garbage is collected here, not inside this one
      // (bench browser exposes gc), as on the lab page
      collect();
      const a = performance.now();
      for (let k = 0; k < n; k++) c.decode(bytes);
      const b = performance.now();
      if (i >= warmup) {
        req.push(t1 - t0);
        dcd.push((b - a) / n);
      }
    }
    const decode = summarize(dcd), request = summarize(req);
    return {
      ...base, wireBytes: first.byteLength, decodedBytes: first.byteLength, requestMs: request, decodeMs: decode,
      totalMs: summarize(req.map((r, i) => r + dcd[i]!)), items,
    };
  } catch (e) {
    const none = summarize([]);
    return { ...base, wireBytes: 0, decodedBytes: 0, requestMs: none, decodeMs: none, totalMs: none, items: 0, failed: true, error: e instanceof Error ? e.message : String(e) };
  }
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const at = Math.max(0, i - 40);
  return `at character ${i}: got …${a.slice(at, i + 40)}…, want …${b.slice(at, i + 40)}…`;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`load ${src}`));
    document.head.appendChild(s);
  });
}

async function main(): Promise<void> {
  const q = new URLSearchParams(location.search);
  const reps = Number(q.get("reps") ?? "10"), warmup = Number(q.get("warmup") ?? "2"), batchMs = Number(q.get("batch-ms") ?? "20");
  if (!(reps >= 1 && warmup >= 0 && batchMs > 0)) {
    fail("reps must be at least 1, warmup at least 0, batch-ms positive");
    return;
  }
  if (q.get("run") !== "1") {
    progress("Open with ?run=1 to measure (bench browser does).");
    return;
  }
  document.title = "running — polywire lab";
  const started = new Date();
  const t0 = performance.now();
  try {
    const info = await (await fetch(new URL("schema.json", import.meta.url), { cache: "no-store" })).json() as SchemaInfo;
    await loadScript(new URL("decoders.js", import.meta.url).href);
    const pw = (globalThis as unknown as { polywireSchema?: PolywireSchema }).polywireSchema;
    if (pw === undefined) throw new Error("decoders.js set no polywireSchema");
    const root = protobuf.Root.fromJSON(info.descriptor);
    const canon = (v: unknown) => canonical(v, info.listType, root);
    const ref = canon(info.reference);
    const rows: DecodeRow[] = [];
    for (const c of contenders(info, root, pw)) {
      progress(`${c.format} · ${c.decoder} · ${rows.length} rows done`);
      rows.push(await measure(info, c, canon, ref, reps, warmup, batchMs));
    }
    // the canonical form every decoder matched, of the first sample: a
    // program can hold it against its own reading
    const firstSample = canonical((info.reference as { items?: unknown[] }).items?.[0] ?? {}, info.message, root);
    const rt = await runtime();
    const f: File = {
      schema: "polywire.bench/v1", kind: "browser", started: started.toISOString(), seconds: (performance.now() - t0) / 1000, runtime: rt,
      config: { reps, warmup, batchMs, message: info.message, listType: info.listType, firstSample }, decodes: rows,
    };
    publish(f);
    progress(`Done: ${rows.length} rows, ${rows.filter((r) => r.failed).length} failed.`);
    document.title = "done";
  } catch (e) {
    fail(`internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

void main();
