// The lab's configuration and the automation contract's URL parameters:
//   /lab?run=1&datasets=people,account2&formats=json,proto&decoders=all
//        &codings=identity,gzip&protocols=rest&reps=10&warmup=2
// (dataset= is a synonym of datasets=; every parameter but run is optional).
import { FORMATS, dataset, type Coding, type Format } from "./lib.js";

export type Protocol = "rest" | "connect" | "grpc-web";
export const PROTOCOLS: readonly Protocol[] = ["rest", "connect", "grpc-web"];
export const CODINGS: readonly Coding[] = ["identity", "gzip", "br", "zstd"];

/** The GET datasets the page offers (article<N> stands for any N) and seed 004's POST. */
export const DATASET_IDS = ["people", "account1", "account2", "accountList", "article", "reports", "person"] as const;
export const POST_DATASET = "person";

export interface Config {
  datasets: string[];
  formats: Format[];
  /** Decoder names, or "all" (every decoder this browser has). */
  decoders: "all" | string[];
  codings: Coding[];
  protocols: Protocol[];
  reps: number;
  warmup: number;
  /** POSTs per format in seed 004's experiment (the seed made 50). */
  postReps: number;
}

export const DEFAULTS: Config = {
  datasets: ["people", "account2", POST_DATASET],
  formats: [...FORMATS],
  decoders: "all",
  codings: ["identity"],
  protocols: ["rest"],
  reps: 10,
  warmup: 2,
  postReps: 50,
};

/** A configuration as the JSON File's config records it. */
export function configRecord(c: Config): Record<string, unknown> {
  return {
    datasets: c.datasets.join(","),
    formats: c.formats.join(","),
    decoders: c.decoders === "all" ? "all" : c.decoders.join(","),
    codings: c.codings.join(","),
    protocols: c.protocols.join(","),
    reps: c.reps,
    warmup: c.warmup,
    postReps: c.postReps,
  };
}

/** The query string that reproduces c (without run=1). */
export function toQuery(c: Config): string {
  const r = configRecord(c);
  return Object.entries(r).map(([k, v]) => `${k}=${encodeURIComponent(String(v)).replace(/%2C/g, ",")}`).join("&");
}

/** The first of names present in q, as a comma-separated list (empty items dropped). */
export function list(q: URLSearchParams, ...names: string[]): string[] | undefined {
  for (const n of names) {
    const v = q.get(n);
    if (v !== null) return v.split(",").map((s) => s.trim()).filter((s) => s !== "");
  }
  return undefined;
}

function int(q: URLSearchParams, name: string, def: number, lo: number, hi: number): number {
  const v = q.get(name);
  if (v === null || v === "") return def;
  if (!/^[0-9]+$/.test(v) || Number(v) < lo || Number(v) > hi) {
    throw new Error(`${name}=${v}: want an integer from ${lo} to ${hi}`);
  }
  return Number(v);
}

function oneOf<T extends string>(what: string, vs: string[], allowed: readonly T[]): T[] {
  for (const v of vs) {
    if (!(allowed as readonly string[]).includes(v)) throw new Error(`unknown ${what} "${v}" (want ${allowed.join(", ")})`);
  }
  if (vs.length === 0) throw new Error(`no ${what} given`);
  return [...new Set(vs)] as T[];
}

/**
 * The configuration a URL asks for, over the defaults. Throws an Error with
 * a readable reason for a bad parameter or an unknown dataset.
 */
export function parse(q: URLSearchParams, knownDecoders: readonly string[]): Config {
  const c: Config = { ...DEFAULTS, formats: [...DEFAULTS.formats], codings: [...DEFAULTS.codings], protocols: [...DEFAULTS.protocols], datasets: [...DEFAULTS.datasets] };
  const ds = list(q, "datasets", "dataset");
  if (ds !== undefined) {
    if (ds.length === 0) throw new Error("no dataset given");
    for (const d of ds) {
      if (d !== POST_DATASET && dataset(d) === undefined) {
        throw new Error(`unknown dataset "${d}" (want people, account1, account2, accountList, article<N> with N 1..1000, reports or person)`);
      }
    }
    c.datasets = [...new Set(ds)];
  }
  const fs = list(q, "formats", "format");
  if (fs !== undefined && !(fs.length === 1 && fs[0] === "all")) c.formats = oneOf("format", fs, FORMATS);
  const dec = list(q, "decoders", "decoder");
  if (dec !== undefined && !(dec.length === 1 && dec[0] === "all")) {
    for (const d of dec) {
      if (!knownDecoders.includes(d)) throw new Error(`unknown decoder "${d}" (want all or ${knownDecoders.join(", ")})`);
    }
    if (dec.length === 0) throw new Error("no decoder given");
    c.decoders = [...new Set(dec)];
  }
  const cs = list(q, "codings", "coding");
  if (cs !== undefined && !(cs.length === 1 && cs[0] === "all")) c.codings = oneOf("coding", cs, CODINGS);
  else if (cs !== undefined) c.codings = [...CODINGS];
  const ps = list(q, "protocols", "protocol");
  if (ps !== undefined && !(ps.length === 1 && ps[0] === "all")) c.protocols = oneOf("protocol", ps, PROTOCOLS);
  else if (ps !== undefined) c.protocols = [...PROTOCOLS];
  c.reps = int(q, "reps", DEFAULTS.reps, 1, 1000);
  c.warmup = int(q, "warmup", DEFAULTS.warmup, 0, 100);
  c.postReps = int(q, "postReps", DEFAULTS.postReps, 1, 1000);
  return c;
}

/** The stream lab's dataset: seed 004's people, streamed (GET /people:stream) against one body (GET /people). */
export const STREAM_DATASET = "people-stream";

/** What the stream lab can measure: a framing (or one body) in a format. */
export const STREAM_WAYS = ["ndjson", "sse", "json-array", "proto", "msgpack", "flatbuffers", "body-json", "body-proto"] as const;
export type StreamWay = (typeof STREAM_WAYS)[number];

/**
 * The stream lab's configuration:
 *   /lab?run=1&dataset=people-stream&limit=1000&ways=ndjson,proto,body-json&codings=identity,gzip&reps=10&warmup=2
 * limit 0 (the default) is all 50,000 people; ways defaults to every one.
 */
export interface StreamConfig {
  limit: number;
  ways: StreamWay[];
  codings: Coding[];
  reps: number;
  warmup: number;
}

/** Whether q asks for the stream lab (dataset=people-stream or datasets=people-stream). */
export function isStreamQuery(q: URLSearchParams): boolean {
  const ds = list(q, "datasets", "dataset");
  return ds !== undefined && ds.includes(STREAM_DATASET);
}

/** The stream lab's configuration a URL asks for; throws an Error with a readable reason for a bad parameter. */
export function parseStream(q: URLSearchParams): StreamConfig {
  const ds = list(q, "datasets", "dataset") ?? [];
  if (ds.length !== 1 || ds[0] !== STREAM_DATASET) throw new Error(`dataset ${STREAM_DATASET} runs alone (got ${ds.join(",")})`);
  const ws = list(q, "ways", "way");
  const cs = list(q, "codings", "coding");
  return {
    limit: int(q, "limit", 0, 0, 50_000),
    ways: ws === undefined || (ws.length === 1 && ws[0] === "all") ? [...STREAM_WAYS] : oneOf("way", ws, STREAM_WAYS),
    codings: cs === undefined ? ["identity"] : cs.length === 1 && cs[0] === "all" ? [...CODINGS] : oneOf("coding", cs, CODINGS),
    reps: int(q, "reps", DEFAULTS.reps, 1, 1000),
    warmup: int(q, "warmup", DEFAULTS.warmup, 0, 100),
  };
}

/** A stream configuration as the JSON File's config records it. */
export function streamRecord(c: StreamConfig): Record<string, unknown> {
  return { datasets: STREAM_DATASET, limit: c.limit, ways: c.ways.join(","), codings: c.codings.join(","), reps: c.reps, warmup: c.warmup };
}
