// Checking a decode by value: row counts against the dataset, and the
// first row (or, for a small body, the whole value) as proto3 JSON against
// protobuf-es's decode of the same dataset's Protobuf body.
import type { JsonValue, TypeName } from "./lib.js";

/** Bodies under this many bytes are compared whole. */
export const SMALL = 64 * 1024;

type Obj = { [k: string]: JsonValue };

function first(v: JsonValue | undefined, key: string): JsonValue | undefined {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  const list = (v as Obj)[key];
  return Array.isArray(list) ? list[0] : undefined;
}

/** The part of a decoded value (as proto3 JSON) that decoders are compared on. */
export function sample(v: JsonValue, type: TypeName, small: boolean): JsonValue | undefined {
  if (small) return v;
  switch (type) {
    case "polywire.people.v1.People":
      return first(v, "person");
    case "polywire.bank.v1.Account":
      return first(v, "transactions");
    case "polywire.bank.v1.AccountList": {
      const a = first(v, "accounts");
      if (a === null || typeof a !== "object" || Array.isArray(a) || a === undefined) return a;
      const ts = (a as Obj)["transactions"];
      return { ...(a as Obj), transactions: Array.isArray(ts) ? ts.slice(0, 1) : [] };
    }
    case "polywire.articles.v1.Article":
      return first(v, "subsections");
    case "polywire.docs.v1.GetAllByLimitAndOffsetResponse":
      return first(v, "documents");
    default:
      return v;
  }
}

function show(v: JsonValue | undefined): string {
  const s = v === undefined ? "absent" : JSON.stringify(v);
  return s.length > 60 ? s.slice(0, 57) + "…" : s;
}

/** Where got differs from want, as "path: got X, want Y", or undefined. */
export function diff(got: JsonValue | undefined, want: JsonValue | undefined, path = "$"): string | undefined {
  if (got === want) return undefined;
  if (typeof got !== typeof want || got === null || want === null || got === undefined || want === undefined ||
    typeof got !== "object" || Array.isArray(got) !== Array.isArray(want)) {
    return `${path}: got ${show(got)}, want ${show(want)}`;
  }
  if (Array.isArray(got)) {
    const w = want as JsonValue[];
    for (let i = 0; i < Math.max(got.length, w.length); i++) {
      const d = diff(got[i], w[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const g = got as Obj;
  const w = want as Obj;
  for (const k of new Set([...Object.keys(g), ...Object.keys(w)])) {
    const d = diff(g[k], w[k], `${path}.${k}`);
    if (d !== undefined) return d;
  }
  return undefined;
}
