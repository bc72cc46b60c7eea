// The codec suite: decode, time to the first row, and encode of one body by
// every library, bytes already in memory — no network, so what differs
// between rows is the library alone. The same code runs in Node
// (`npm run bench:pwts`) and in the browser (the lab page's ?suite=codec,
// driven by `polywire bench browser -suite codec`), so the Chromium and
// Node tables of issue 14 come from one implementation.
//
// Method, the same for every contender:
//   - every contender is checked once before it is timed (a decode must
//     hold the dataset's rows; an encode must decode back, by the format's
//     reference decoder, to as many rows): a wrong contender throws, the
//     run stops, and nothing is reported — a wrong answer is never a time;
//   - each contender is warmed (~100 ms of calls) so the JIT has
//     optimised it, then a timing is a batch of k calls, k chosen from the
//     warm calls so a batch lasts ≥ 5 ms: browsers round performance.now() to 0.1 ms
//     (5 µs when cross-origin isolated), too coarse for article 500's
//     decode of a few hundred microseconds;
//   - contenders take turns, one batch each per round, after two warm-up
//     rounds, and gc() (when the runtime exposes it: node --expose-gc,
//     Chromium's --js-flags=--expose-gc) runs before each batch, so every
//     contender pays for collecting its own garbage and nobody else's;
//   - while a contender is timed, nothing but the bodies and its own input
//     is live: an encoder's input (the value its library decodes to) is
//     built before each of its batches, untimed, and dropped after it, and
//     no decoded value outlives its call. Holding every encoder's input for
//     the whole run (eight copies of /people, ~160 MB of objects) made
//     Chromium's JSON.parse of /people 1.3-2× slower and polywire-ts's
//     decoders 2-4× slower — the old method's 1.32× against JSON.parse was
//     1.9-2.4× with a small heap (docs/PWTS.md, "JSON.parse: two measures
//     reconciled");
//   - per-call times are summarised like Go's results.Summarize, in ns.
import { fromBinary, toBinary } from "@bufbuild/protobuf";
import { Builder } from "flatbuffers";
import { canonicalJson } from "./canonical.js";
import type { Dataset } from "./datasets.js";
import { decoder, decoders } from "./decoders.js";
import { fbRoot } from "./fb.js";
import { verifyFlatBuffer } from "./fbverify.js";
import { jsonToMsgpackValue, msgpackEncode, msgpackrPack, unpackr } from "./msgpack.js";
import { PBJS } from "./pbjs.js";
import { PWMP, PWTS } from "./pwts.js";
import { summarize, type Stat } from "./results.js";
import { SCHEMAS } from "./schema.js";
import type { Decoder, Format, JsonValue, TypeName } from "./types.js";

/** Codec operations, as results.CodecRow.op names them. */
export type CodecOp = "decode" | "first-row" | "encode";
export const CODEC_OPS: readonly CodecOp[] = ["decode", "first-row", "encode"];

/**
 * How the suite times, as results record it (config "method"): a run of
 * another method is not comparable. "own-heap" is the method of issue 30:
 * turns, gc() before each batch, and only the contender's own data live.
 */
export const CODEC_METHOD = "turns,gc,own-heap";

/** The formats the suite measures by default: XML's decoders take seconds on /people and are not the question. */
export const CODEC_FORMATS: readonly Format[] = ["json", "proto", "flatbuffers", "msgpack"];

/** One library × operation × dataset (results.CodecRow). Times in ns. */
export interface CodecRow {
  dataset: string;
  format: string;
  library: string;
  op: CodecOp;
  /** The body read (decode, first row) or written (encode). */
  bytes: number;
  nsPerOp: Stat;
  bytesPerOp: number;
  allocsPerOp: number;
  mbPerS: number;
  /** Calls per timed batch. */
  iterations: number;
}

export interface CodecSuiteOptions {
  datasets: readonly Dataset[];
  /** Formats to fetch and measure (default CODEC_FORMATS). */
  formats?: readonly Format[];
  /** Library names to keep (default all): "JSON.parse", "polywire-ts", … */
  libraries?: readonly string[];
  ops?: readonly CodecOp[];
  /** Timed rounds (batches) per contender; the median is of these. */
  runs: number;
  warmup?: number;
  /**
   * Called just before each timed batch, after the forced collection (a
   * test's window on what is live then).
   */
  beforeBatch?(library: string, op: CodecOp): void;
  /** Minimum batch duration in ms (default 5). */
  batchMs?: number;
  /** How long each contender is warmed before its batch is sized, in ms (default 100). */
  warmMs?: number;
  /**
   * Collect garbage before each batch when the runtime exposes gc()
   * (default true). A CPU profile wants false: forced collections would
   * count as the decoders' garbage collection.
   */
  forceGc?: boolean;
  /** The body of path in format, bytes as served (identity coding). */
  get(path: string, format: Format): Promise<Uint8Array>;
  progress?(what: string): void;
}

interface Contender {
  library: string;
  format: Format;
  op: CodecOp;
  /** The body read; for an encoder, set by its check from what it wrote. */
  bytes: number;
  /**
   * The call to time, with what it needs built, untimed: an encoder's
   * input is made anew for each batch and dropped with the returned
   * function, so no other contender's data is live while one is timed.
   */
  setup(): () => unknown;
  /** Throws when a call's result is wrong. */
  check(out: unknown): void;
}

/**
 * An encoder the suite times: prepare() builds the library's own value,
 * untimed (json() parses the JSON body, for the libraries that start from
 * it).
 */
interface EncodeSpec {
  library: string;
  format: Format;
  prepare(body: Uint8Array, type: TypeName, json: () => JsonValue): () => Uint8Array;
}

const te = new TextEncoder();

/**
 * The encoders, each from the value its own library decodes to (what an
 * app holds when it sends): JSON.stringify includes TextEncoder, since the
 * wire takes bytes and every other row produces bytes.
 */
export const ENCODE_SPECS: EncodeSpec[] = [
  { library: "JSON.stringify", format: "json", prepare: (_b, _t, json) => {
    const v = json();
    return () => te.encode(JSON.stringify(v));
  } },
  {
    library: "protobuf-es",
    format: "proto",
    prepare: (b, t) => {
      const m = fromBinary(SCHEMAS[t], b);
      return () => toBinary(SCHEMAS[t], m);
    },
  },
  {
    library: "protobufjs",
    format: "proto",
    prepare: (b, t) => {
      const m = PBJS[t].decode(b);
      return () => PBJS[t].encode(m).finish();
    },
  },
  {
    library: "polywire-ts",
    format: "proto",
    prepare: (b, t) => {
      const o = PWTS[t].decode(b);
      return () => PWTS[t].encode(o as never);
    },
  },
  {
    library: "flatbuffers",
    format: "flatbuffers",
    prepare: (b, t) => {
      const desc = SCHEMAS[t];
      const o = fbRoot(b, desc, verifyFlatBuffer(b, desc)).unpack();
      return () => {
        const builder = new Builder(1024);
        builder.finish(o.pack(builder));
        return builder.asUint8Array();
      };
    },
  },
  {
    library: "msgpackr",
    format: "msgpack",
    prepare: (_b, t, json) => {
      const v = jsonToMsgpackValue(canonicalJson(json(), SCHEMAS[t]), SCHEMAS[t], "msgpackr");
      return () => msgpackrPack(v);
    },
  },
  {
    library: "polywire-ts msgpack",
    format: "msgpack",
    prepare: (b, t) => {
      const o = PWMP[t].decode(b);
      return () => PWMP[t].encode(o as never);
    },
  },
  {
    library: "@msgpack/msgpack",
    format: "msgpack",
    prepare: (_b, t, json) => {
      const v = jsonToMsgpackValue(canonicalJson(json(), SCHEMAS[t]), SCHEMAS[t], "@msgpack/msgpack");
      return () => msgpackEncode(v);
    },
  },
];

/** The decoder that judges an encoder's output: the format's reference. */
const REFERENCE: Readonly<Partial<Record<Format, string>>> = {
  json: "JSON.parse",
  proto: "protobuf-es",
  flatbuffers: "flatbuffers full",
  msgpack: "msgpackr",
};

function decoderNamed(name: string): Decoder {
  const d = decoder(name);
  if (!d) throw new Error(`no decoder ${name}`);
  return d;
}

function contenders(ds: Dataset, bodies: ReadonlyMap<Format, Uint8Array>, jsonBody: Uint8Array, want: number, o: CodecSuiteOptions): Contender[] {
  const ops = o.ops ?? CODEC_OPS;
  const keep = (lib: string) => o.libraries === undefined || o.libraries.includes(lib);
  const out: Contender[] = [];
  const t = ds.type;
  const rows = (d: Decoder, v: unknown, what: string) => {
    const n = d.count(v, t);
    if (n !== want) throw new Error(`${what} of ${ds.id}: ${n} rows, want ${want}`);
  };
  for (const d of decoders) {
    const b = bodies.get(d.format);
    if (!b || !d.available() || !keep(d.name)) continue;
    if (ops.includes("decode")) {
      out.push({ library: d.name, format: d.format, op: "decode", bytes: b.length, setup: () => () => d.decode(b, t), check: (v) => rows(d, v, `${d.name} decode`) });
    }
    if (ops.includes("first-row") && (d.lazy || d.view)) {
      out.push({
        library: d.name, format: d.format, op: "first-row", bytes: b.length, setup: () => () => d.firstRow(b, t),
        check: (v) => {
          if (want > 0 && (v === undefined || v === null)) throw new Error(`${d.name} first row of ${ds.id}: none`);
        },
      });
    }
  }
  if (ops.includes("encode")) {
    const json = () => JSON.parse(new TextDecoder().decode(jsonBody)) as JsonValue;
    for (const e of ENCODE_SPECS) {
      const b = bodies.get(e.format);
      const ref = REFERENCE[e.format];
      if (!b || !ref || !keep(e.library)) continue;
      const refDecoder = decoderNamed(ref);
      const c: Contender = {
        library: e.library, format: e.format, op: "encode", bytes: 0, setup: () => e.prepare(b, t, json),
        check: (v) => {
          c.bytes = (v as Uint8Array).length;
          rows(refDecoder, refDecoder.decode(v as Uint8Array, t), `${e.library} encode (read back by ${ref})`);
        },
      };
      out.push(c);
    }
  }
  return out;
}

const gc: (() => void) | undefined = (globalThis as { gc?: () => void }).gc;

/** The rows of the JSON body, by JSON.parse; its value is not kept. */
function rowsOf(ds: Dataset, json: Uint8Array): number {
  return decoderNamed("JSON.parse").count(JSON.parse(new TextDecoder().decode(json)), ds.type);
}

/**
 * Checks c once, warms it until the JIT has had its say (≥ 3 calls and
 * ~warmMs, at most 1,000 calls), and returns the calls per batch, sized
 * from the second half's mean: a cold first call would make it tiny and
 * leave the code unoptimised. What c built is dropped on return.
 */
function warm(c: Contender, warmMs: number, batchMs: number): number {
  const run = c.setup();
  c.check(run());
  const times: number[] = [];
  const w0 = performance.now();
  while (times.length < 3 || (performance.now() - w0 < warmMs && times.length < 1000)) {
    const s = performance.now();
    run();
    times.push(performance.now() - s);
  }
  const late = times.slice(times.length >> 1);
  const ms = late.reduce((a, b) => a + b, 0) / late.length;
  return Math.min(10_000, Math.max(1, Math.ceil(batchMs / Math.max(ms, 0.001))));
}

/**
 * One timed batch of n calls, in ns per call: c's input built (untimed),
 * garbage collected, the calls timed, and the input dropped on return.
 */
function batch(c: Contender, n: number, o: CodecSuiteOptions, forceGc: boolean): number {
  const run = c.setup();
  if (forceGc) gc?.();
  o.beforeBatch?.(c.library, c.op);
  const s = performance.now();
  for (let j = 0; j < n; j++) run();
  return ((performance.now() - s) * 1e6) / n;
}

/**
 * Runs the suite. Throws on the first wrong contender (nothing is
 * reported then) and when no contender matches the options.
 */
export async function runCodecSuite(o: CodecSuiteOptions): Promise<CodecRow[]> {
  const formats = o.formats ?? CODEC_FORMATS;
  const warmup = o.warmup ?? 2;
  const batchMs = o.batchMs ?? 5;
  const warmMs = o.warmMs ?? 100;
  const forceGc = o.forceGc ?? true;
  const rows: CodecRow[] = [];
  for (const ds of o.datasets) {
    o.progress?.(`${ds.id}: fetching ${formats.join(", ")}`);
    const bodies = new Map<Format, Uint8Array>();
    // JSON always: its parse is every ratio's baseline and the encoders' source value.
    for (const f of new Set<Format>(["json", ...formats])) bodies.set(f, await o.get(ds.path, f));
    const jsonBody = bodies.get("json") as Uint8Array;
    const want = rowsOf(ds, jsonBody);
    if (ds.items !== undefined && want !== ds.items) throw new Error(`${ds.id}: the server sent ${want} rows, want ${ds.items}`);
    if (!formats.includes("json")) bodies.delete("json");
    const cs = contenders(ds, bodies, jsonBody, want, o);
    if (cs.length === 0) throw new Error(`${ds.id}: no contender matches the chosen formats, libraries and operations`);
    const k: number[] = [];
    for (const c of cs) {
      o.progress?.(`${ds.id}: checking and warming ${c.library} ${c.op}`);
      k.push(warm(c, warmMs, batchMs));
    }
    const ns: number[][] = cs.map(() => []);
    for (let round = 0; round < warmup + o.runs; round++) {
      o.progress?.(`${ds.id}: round ${round + 1} of ${warmup + o.runs}${round < warmup ? " (warm-up)" : ""}`);
      for (let i = 0; i < cs.length; i++) {
        const per = batch(cs[i] as Contender, k[i] as number, o, forceGc);
        if (round >= warmup) (ns[i] as number[]).push(per);
      }
      // a browser tab must paint its progress now and then
      await new Promise((r) => setTimeout(r, 0));
    }
    cs.forEach((c, i) => {
      const st = summarize(ns[i] as number[]);
      rows.push({
        dataset: ds.id, format: c.format, library: c.library, op: c.op, bytes: c.bytes, nsPerOp: st,
        bytesPerOp: 0, allocsPerOp: 0, mbPerS: st.median > 0 ? (c.bytes / st.median) * 1e3 : 0, iterations: k[i] as number,
      });
    });
  }
  return rows;
}

/**
 * The suite's table: per dataset and operation, each library's median and
 * its ratio to JSON.parse's decode (JSON.stringify's encode) and to
 * protobufjs's — ratio > 1 means faster than the baseline.
 */
export function codecTable(rows: readonly CodecRow[]): string {
  const lines: string[] = [];
  const median = (r: CodecRow | undefined) => r?.nsPerOp.median;
  for (const ds of [...new Set(rows.map((r) => r.dataset))]) {
    const of = rows.filter((r) => r.dataset === ds);
    const find = (lib: string, op: CodecOp) => of.find((r) => r.library === lib && r.op === op);
    lines.push(`\n${ds}`);
    lines.push(`  ${"op".padEnd(10)}${"format".padEnd(13)}${"library".padEnd(26)}${"ms".padStart(10)}${"bytes".padStart(11)}${"vs JSON".padStart(11)}${"vs pbjs".padStart(11)}`);
    for (const r of of) {
      const base = r.op === "encode" ? median(find("JSON.stringify", "encode")) : median(find("JSON.parse", "decode"));
      const pbjs = median(find("protobufjs", r.op === "encode" ? "encode" : "decode"));
      const ratio = (b: number | undefined) => (b === undefined ? "—" : `${(b / r.nsPerOp.median).toFixed(2)}×`);
      lines.push(`  ${r.op.padEnd(10)}${r.format.padEnd(13)}${r.library.padEnd(26)}${(r.nsPerOp.median / 1e6).toFixed(3).padStart(10)}${String(r.bytes).padStart(11)}${ratio(base).padStart(11)}${ratio(pbjs).padStart(11)}`);
    }
  }
  return lines.join("\n");
}
