// Everything the page takes from the client library (../src), in one place.
// STUB: until src/decoders.ts, src/results.ts and src/index.ts land, the
// few decoders and helpers the page needs to run are defined here.
import { fromBinary, fromJson, toBinary, toJson, type JsonValue as EsJson } from "@bufbuild/protobuf";
import type { Decoder, Encoder, Format, JsonValue, TypeName } from "../src/types.js";
import { SCHEMAS } from "./schemas.js";

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

const ROWS: Partial<Record<TypeName, (v: any) => number>> = {
  "polywire.people.v1.People": (v) => v.person.length,
  "polywire.bank.v1.Account": (v) => v.transactions.length,
  "polywire.bank.v1.AccountList": (v) => v.accounts.reduce((n: number, a: any) => n + a.transactions.length, 0),
  "polywire.articles.v1.Article": (v) => v.subsections.length,
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": (v) => v.documents.length,
};
const FIRST: Partial<Record<TypeName, (v: any) => unknown>> = {
  "polywire.people.v1.People": (v) => v.person[0],
  "polywire.bank.v1.Account": (v) => v.transactions[0],
  "polywire.bank.v1.AccountList": (v) => v.accounts[0],
  "polywire.articles.v1.Article": (v) => v.subsections[0],
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": (v) => v.documents[0],
};

const utf8 = new TextDecoder();
function es(name: string, format: Format, parse: (b: Uint8Array, t: TypeName) => unknown): Decoder {
  return {
    name, format, lazy: false,
    available: () => true,
    decode: parse,
    firstRow: (b, t) => FIRST[t]?.(parse(b, t)),
    count: (v, t) => ROWS[t]?.(v) ?? 0,
    toJson: (v, t) => toJson(SCHEMAS[t], v as never) as JsonValue,
  };
}

export const decoders: readonly Decoder[] = [
  {
    name: "JSON.parse", format: "json", lazy: false, available: () => true,
    decode: (b) => JSON.parse(utf8.decode(b)),
    firstRow: (b, t) => FIRST[t]?.(JSON.parse(utf8.decode(b))),
    count: (v, t) => ROWS[t]?.(v) ?? 0,
    toJson: (v, t) => toJson(SCHEMAS[t], fromJson(SCHEMAS[t], v as EsJson)) as JsonValue,
  },
  es("protobuf-es fromJson", "json", (b, t) => fromJson(SCHEMAS[t], JSON.parse(utf8.decode(b)))),
  es("protobuf-es", "proto", (b, t) => fromBinary(SCHEMAS[t], b)),
];

export function decoder(name: string): Decoder | undefined {
  return decoders.find((d) => d.name === name);
}
export function decodersFor(format: Format): Decoder[] {
  return decoders.filter((d) => d.format === format);
}

const utf8e = new TextEncoder();
export const encoders: readonly Encoder[] = [
  { name: "JSON.stringify", format: "json", available: () => true, encode: (v) => utf8e.encode(JSON.stringify(v)) },
  { name: "protobuf-es", format: "proto", available: () => true, encode: (v, t) => toBinary(SCHEMAS[t], fromJson(SCHEMAS[t], v as EsJson)) },
];
