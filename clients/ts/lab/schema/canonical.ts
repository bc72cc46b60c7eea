// One canonical JSON text of a decoded message, whichever decoder made it,
// so the page can check every decoder against Go's protojson: fields by
// the schema (protobuf.js reflection), keyed by JSON name, proto3 defaults
// left out (kept for oneof members and optional fields when set), 64-bit
// integers as decimal strings, enums by name, bytes as standard base64,
// floats rounded to 32 bits, NaN and ±Infinity as protojson's strings, map
// keys sorted, and Timestamp and Duration in their JSON string form
// whether they arrive as strings (JSON, polywire-ts) or as messages
// (protobuf.js, MessagePack).
import protobuf from "protobufjs/light.js";

const INT64 = new Set(["int64", "uint64", "sint64", "fixed64", "sfixed64"]);
const INT32 = new Set(["int32", "uint32", "sint32", "fixed32", "sfixed32"]);

type Obj = Record<string, unknown>;

function num(n: number): unknown {
  return Number.isFinite(n) ? n : String(n); // "NaN", "Infinity", "-Infinity"
}

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return Uint8Array.from(v as number[]);
  if (typeof v === "string") {
    let s = v.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
    while (s.length % 4 !== 0) s += "=";
    const bin = atob(s);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  throw new Error(`bytes: unexpected ${typeof v}`);
}

function base64(u: Uint8Array): string {
  let s = "";
  for (const x of u) s += String.fromCharCode(x);
  return btoa(s);
}

/** Seconds and nanos of a Timestamp or Duration, from either form. */
function secondsNanos(v: unknown, parse: (s: string) => [bigint, number]): [bigint, number] {
  if (typeof v === "string") return parse(v);
  const o = (v ?? {}) as Obj;
  return [BigInt(String(o["seconds"] ?? 0)), Number(o["nanos"] ?? 0)];
}

/** protojson's fraction: none, or 3, 6 or 9 digits. */
function fraction(nanos: number): string {
  if (nanos === 0) return "";
  const s = String(nanos).padStart(9, "0");
  if (nanos % 1_000_000 === 0) return "." + s.slice(0, 3);
  if (nanos % 1_000 === 0) return "." + s.slice(0, 6);
  return "." + s;
}

function parseTimestamp(s: string): [bigint, number] {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(s);
  if (m === null) throw new Error(`Timestamp: not RFC 3339: ${s}`);
  const ms = Date.parse(m[1]! + m[3]!);
  return [BigInt(Math.floor(ms / 1000)), Number((m[2] ?? "").padEnd(9, "0") || "0")];
}

function timestamp(v: unknown): string {
  const [sec, nanos] = secondsNanos(v, parseTimestamp);
  const iso = new Date(Number(sec) * 1000).toISOString(); // …T10:00:00.000Z
  return iso.slice(0, 19) + fraction(nanos) + "Z";
}

function parseDuration(s: string): [bigint, number] {
  const m = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(s);
  if (m === null) throw new Error(`Duration: not a duration: ${s}`);
  const sign = m[1] === "-" ? -1 : 1;
  return [BigInt(sign) * BigInt(m[2]!), sign * Number((m[3] ?? "").padEnd(9, "0") || "0")];
}

function duration(v: unknown): string {
  const [sec, nanos] = secondsNanos(v, parseDuration);
  const neg = sec < 0n || nanos < 0;
  const abs = sec < 0n ? -sec : sec;
  return (neg ? "-" : "") + String(abs) + fraction(Math.abs(nanos)) + "s";
}

function value(f: protobuf.Field, v: unknown): unknown {
  const rt = f.resolvedType;
  if (rt instanceof protobuf.Type) return message(rt, v);
  if (rt instanceof protobuf.Enum) return typeof v === "number" ? (rt.valuesById[v] ?? v) : v;
  if (INT64.has(f.type)) return String(v);
  if (INT32.has(f.type)) return Number(v);
  switch (f.type) {
    case "double": return num(Number(v));
    case "float": return num(Math.fround(Number(v)));
    case "bool": return v === true;
    case "string": return String(v);
    case "bytes": return base64(bytesOf(v));
  }
  throw new Error(`field ${f.name}: unknown type ${f.type}`);
}

function isZero(f: protobuf.Field, cv: unknown): boolean {
  const rt = f.resolvedType;
  if (rt instanceof protobuf.Type) return false; // a message is there or not
  if (rt instanceof protobuf.Enum) return cv === 0 || (typeof cv === "string" && rt.values[cv] === 0);
  if (INT64.has(f.type)) return cv === "0";
  return cv === 0 || cv === "" || cv === false;
}

function message(t: protobuf.Type, v: unknown): unknown {
  if (t.fullName === ".google.protobuf.Timestamp") return timestamp(v);
  if (t.fullName === ".google.protobuf.Duration") return duration(v);
  const o = (v ?? {}) as Obj;
  const out: Obj = {};
  for (const f of [...t.fieldsArray].sort((a, b) => a.id - b.id)) {
    const x = o[f.name];
    if (x === undefined || x === null) continue;
    if (f.map) {
      const src = x instanceof Map ? Object.fromEntries(x) as Obj : x as Obj;
      const keys = Object.keys(src).sort();
      if (keys.length === 0) continue;
      const m: Obj = {};
      for (const k of keys) m[k] = value(f, src[k]);
      out[f.name] = m;
      continue;
    }
    if (f.repeated) {
      const arr = Array.from(x as ArrayLike<unknown>);
      if (arr.length > 0) out[f.name] = arr.map((e) => value(f, e));
      continue;
    }
    const cv = value(f, x);
    if (f.partOf === null && isZero(f, cv)) continue;
    out[f.name] = cv;
  }
  return out;
}

/** The canonical JSON text of v, a decoded typeName (a full name). */
export function canonical(v: unknown, typeName: string, root: protobuf.Root): string {
  return JSON.stringify(message(root.lookupType(typeName), v));
}
