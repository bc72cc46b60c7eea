// The polywire.bench/v1 result file as TypeScript (results/results.go is the
// source of truth: field names here are its JSON tags), and the summary
// statistics, computed exactly as Go's results.Summarize does, so the Node
// bench, the lab page and `polywire report` agree on every number.

import type { CodecRow } from "./codecbench.js";

export const SCHEMA = "polywire.bench/v1";

/** Repeated measurements of one quantity, in milliseconds here. */
export interface Stat {
  n: number;
  median: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p95: number;
}

/** Linear interpolation between closest ranks of an ascending list. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  if (sorted.length === 1) return sorted[0] as number;
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, sorted.length - 1);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

/** Summarises xs (not modified): sample standard deviation, p95 interpolated. */
export function summarize(xs: readonly number[]): Stat {
  if (xs.length === 0) return { n: 0, median: 0, mean: 0, stddev: 0, min: 0, max: 0, p95: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const sq = s.reduce((a, x) => a + (x - mean) * (x - mean), 0);
  const stddev = s.length > 1 ? Math.sqrt(sq / (s.length - 1)) : 0;
  return { n: s.length, median: quantile(s, 0.5), mean, stddev, min: s[0] as number, max: s[s.length - 1] as number, p95: quantile(s, 0.95) };
}

/** The runtime a browser or Node run measured in. */
export interface Runtime {
  name: string;
  version: string;
  userAgent?: string;
  headless?: boolean;
  /** The JVM's vendor (kind "jvm" files, written by clients/java). */
  vendor?: string;
}

/** Where a run ran (results.Machine). */
export interface Machine {
  os: string;
  arch: string;
  cpus: number;
  cpuModel?: string;
  goVersion: string;
  gitCommit?: string;
}

/** One dataset × protocol × format × decoder × coding (results.DecodeRow). */
export interface DecodeRow {
  dataset: string;
  endpoint: string;
  /** "get" or "post". */
  op: "get" | "post";
  /** rest, connect or grpc-web. */
  protocol: string;
  format: string;
  decoder: string;
  coding: string;
  wireBytes: number;
  decodedBytes: number;
  reps: number;
  requestMs: Stat;
  decodeMs: Stat;
  totalMs: Stat;
  firstRowMs?: Stat;
  serverMs?: Stat;
  heapBytes?: number;
  /** The HTTP version the requests used ("h2c", "h2", "http/1.1"): the JVM lab sets it. */
  http?: string;
  /** Bytes allocated by one decode on the decoding thread (the JVM lab's ThreadMXBean). */
  allocBytes?: number;
  items: number;
  failed?: boolean;
  error?: string;
}

/**
 * One way to read a dataset's rows (results.StreamRow): a server stream in
 * one framing (docs/STREAMING.md) or the same rows in one body ("body").
 * firstRowMs runs from just before the request to the first row decoded,
 * totalMs to the last one.
 */
export interface StreamRow {
  endpoint: string;
  /** ndjson, sse, json-array, envelope, or body. */
  framing: "ndjson" | "sse" | "json-array" | "envelope" | "body";
  format: string;
  decoder?: string;
  coding: string;
  protocol?: string;
  rows: number;
  wireBytes: number;
  firstRowMs: Stat;
  totalMs: Stat;
}

/** A polywire.bench/v1 file of a client runtime (kind "browser" or "node"). */
export interface BenchFile {
  schema: typeof SCHEMA;
  kind: "browser" | "node";
  /** RFC 3339. */
  started: string;
  seconds: number;
  machine: Machine;
  config?: Record<string, unknown>;
  runtime: Runtime;
  decodes: DecodeRow[];
  /** The codec suite's rows (src/codecbench.ts): bytes in memory, no network. */
  codecs?: CodecRow[];
  /** The stream lab's rows (the lab page's dataset people-stream). */
  streams?: StreamRow[];
}

/** The Stat of a failed row: never a result, only a placeholder the schema requires. */
export const EMPTY_STAT: Stat = summarize([]);
