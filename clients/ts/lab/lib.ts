// Everything the page takes from the client library (../src), in one place.
// STUB: until src/results.ts and src/index.ts land, the results' types and
// summarize() are defined here.

export { FORMATS, MEDIA_TYPES } from "../src/types.js";
export type { Coding, Decoder, Encoder, Format, JsonValue, TypeName } from "../src/types.js";
export { DATASETS, dataset, type Dataset } from "../src/datasets.js";

export interface Stat { n: number; median: number; mean: number; stddev: number; min: number; max: number; p95: number }

export interface DecodeRow {
  dataset: string; endpoint: string; op: "get" | "post"; protocol: string; format: string; decoder: string;
  coding: string; wireBytes: number; decodedBytes: number; reps: number;
  requestMs: Stat; decodeMs: Stat; totalMs: Stat; firstRowMs?: Stat; serverMs?: Stat;
  heapBytes?: number; items: number; failed?: boolean; error?: string;
}

export interface Runtime { name: string; version: string; userAgent?: string; headless?: boolean }

export interface File {
  schema: "polywire.bench/v1"; kind: string; started: string; seconds: number;
  config?: Record<string, unknown>; runtime?: Runtime; decodes?: DecodeRow[];
}

function quantile(s: number[], q: number): number {
  if (s.length === 1) return s[0]!;
  const pos = q * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, s.length - 1);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

export function summarize(xs: readonly number[]): Stat {
  if (xs.length === 0) return { n: 0, median: 0, mean: 0, stddev: 0, min: 0, max: 0, p95: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const sq = s.reduce((a, x) => a + (x - mean) * (x - mean), 0);
  const stddev = s.length > 1 ? Math.sqrt(sq / (s.length - 1)) : 0;
  return { n: s.length, median: quantile(s, 0.5), mean, stddev, min: s[0]!, max: s[s.length - 1]!, p95: quantile(s, 0.95) };
}

export { decoder, decoders, decodersFor, encoders } from "../src/decoders.js";
