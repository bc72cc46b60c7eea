// canonicalJson turns any library's native decoding of a message — a
// JSON.parse tree, a MessagePack map, fast-xml-parser's strings, a
// protobuf.js message with Longs, a FlatBuffers object-API table with
// bigints — into canonical proto3 JSON, walking the protobuf-es descriptor:
// JSON names, 64-bit integers as decimal strings, enums by name, doubles as
// numbers ("NaN", "Infinity", "-Infinity" as strings), defaults and empty
// lists and maps omitted — but a oneof member or optional field that is
// set is kept even at its default ("inStock": 0). A map is an object keyed
// by the key's JSON form, whether the library gave an object or a list of
// {key, value} entries (FlatBuffers, XML); a google.protobuf.Timestamp or
// Duration is its JSON string, whether the library gave that or the
// message ({seconds, nanos}: MessagePack, XML, FlatBuffers, protobuf.js).
// It is how decoders of different formats are compared by value, and it is
// strict: a value of the wrong type or an unknown key is a ShapeError
// naming the path, which decoders turn into DecodeError.
import { ScalarType } from "@bufbuild/protobuf";
import type { DescEnum, DescField, DescMessage } from "@bufbuild/protobuf";
import { FeatureSet_FieldPresence } from "@bufbuild/protobuf/wkt";
import type { JsonValue } from "./types.js";

/** A value that does not fit the schema, at path ("transactions[3].amount"). */
export class ShapeError extends Error {
  override readonly name = "ShapeError";
  constructor(path: string, what: string) {
    super(path ? `${path}: ${what}` : what);
  }
}

export interface CanonicalOptions {
  /**
   * XML input: every scalar is text, a repeated field may be a single
   * element (fast-xml-parser only makes an array from two or more), and an
   * empty element ("") is an empty message.
   */
  readonly xml?: boolean;
}

type JsonObject = { [key: string]: JsonValue };

const MAX_DEPTH = 100;

/** The canonical proto3 JSON of value, a native decoding of a desc message. */
export function canonicalJson(value: unknown, desc: DescMessage, opts: CanonicalOptions = {}): JsonObject {
  return message(value, desc, opts, "", 0);
}

function isPlainObject(v: object): boolean {
  const p: unknown = Object.getPrototypeOf(v);
  return p === Object.prototype || p === null;
}

function message(value: unknown, desc: DescMessage, opts: CanonicalOptions, path: string, depth: number): JsonObject {
  if (depth > MAX_DEPTH) throw new ShapeError(path, `nesting deeper than ${MAX_DEPTH}`);
  if (opts.xml && value === "") return {};
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Uint8Array) {
    throw new ShapeError(path, `want a ${desc.name} message, got ${kindOf(value)}`);
  }
  const rec = value as Record<string, unknown>;
  if (isPlainObject(value)) {
    // Plain objects come from parsers of self-describing formats, whose
    // keys polywire chose: anything not a field is an error, as protojson's.
    for (const key of Object.keys(rec)) {
      if (!desc.fields.some((f) => f.jsonName === key || f.localName === key || f.name === key)) {
        throw new ShapeError(join(path, key), `unknown field of ${desc.typeName}`);
      }
    }
  }
  const out: JsonObject = {};
  for (const f of desc.fields) {
    let v = rec[f.localName];
    if (v === undefined && f.jsonName !== f.localName) v = rec[f.jsonName];
    if (v === undefined && f.name !== f.localName) v = rec[f.name];
    if (v === undefined || v === null) continue;
    const p = join(path, f.jsonName);
    const j = field(v, f, opts, p, depth);
    if (j !== undefined) out[f.jsonName] = j;
  }
  return out;
}

/** Whether a singular field is kept at its default when set: a oneof member or an optional field. */
export function hasPresence(f: DescField): boolean {
  return f.oneof !== undefined || f.presence === FeatureSet_FieldPresence.EXPLICIT;
}

function field(v: unknown, f: DescField, opts: CanonicalOptions, path: string, depth: number): JsonValue | undefined {
  switch (f.fieldKind) {
    case "scalar": {
      const j = scalar(v, f.scalar, opts, path);
      return isDefault(j, f.scalar) && !hasPresence(f) ? undefined : j;
    }
    case "enum": {
      const j = enumValue(v, f.enum, opts, path);
      return (j === 0 || j === f.enum.values.find((x) => x.number === 0)?.name) && !hasPresence(f) ? undefined : j;
    }
    case "message":
      return messageValue(v, f.message, opts, path, depth + 1);
    case "list": {
      let items: unknown[];
      if (Array.isArray(v)) items = v;
      else if (opts.xml) items = [v];
      else throw new ShapeError(path, `want a list, got ${kindOf(v)}`);
      if (items.length === 0) return undefined;
      const out: JsonValue[] = new Array<JsonValue>(items.length);
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const p = `${path}[${i}]`;
        if (item === undefined || item === null) throw new ShapeError(p, "null in a list");
        switch (f.listKind) {
          case "scalar":
            out[i] = scalar(item, f.scalar, opts, p);
            break;
          case "enum":
            out[i] = enumValue(item, f.enum, opts, p);
            break;
          case "message":
            out[i] = messageValue(item, f.message, opts, p, depth + 1);
            break;
        }
      }
      return out;
    }
    case "map":
      return mapValue(v, f, opts, path, depth);
  }
}

/** The files of the well-known types whose JSON form is not their message's. */
const SPECIAL_JSON = new Set(["google/protobuf/any", "google/protobuf/struct", "google/protobuf/wrappers", "google/protobuf/field_mask"]);

/** A message field's value: a well-known type with a JSON form of its own as that form, any other as an object. */
function messageValue(v: unknown, desc: DescMessage, opts: CanonicalOptions, path: string, depth: number): JsonValue {
  switch (desc.typeName) {
    case "google.protobuf.Timestamp":
      return timestamp(v, opts, path);
    case "google.protobuf.Duration":
      return duration(v, opts, path);
  }
  if (desc.typeName.startsWith("google.protobuf.") && SPECIAL_JSON.has(desc.file.name)) {
    throw new ShapeError(path, `${desc.typeName} is not supported here (of the well-known types with a JSON form of their own, only Timestamp and Duration)`);
  }
  return message(v, desc, opts, path, depth);
}

/** A map's entries: an object (or Map) of key to value, or a list of {key, value} entries (the last of equal keys wins). */
function mapValue(v: unknown, f: DescField & { fieldKind: "map" }, opts: CanonicalOptions, path: string, depth: number): JsonValue | undefined {
  let entries: [unknown, unknown][];
  if (Array.isArray(v) || (opts.xml && typeof v === "object" && v !== null && !(v instanceof Map) && ("key" in v || "value" in v) && isEntry(v))) {
    const items = Array.isArray(v) ? v : [v];
    entries = items.map((e, i) => {
      if (opts.xml && e === "") return [undefined, undefined] as [unknown, unknown]; // <attrs/>: the zero key and value
      if (typeof e !== "object" || e === null) throw new ShapeError(`${path}[${i}]`, `want a map entry, got ${kindOf(e)}`);
      const rec = e as Record<string, unknown>;
      for (const k of Object.keys(rec)) if (k !== "key" && k !== "value") throw new ShapeError(`${path}[${i}].${k}`, "unknown field of a map entry");
      return [rec["key"], rec["value"]] as [unknown, unknown];
    });
  } else if (v instanceof Map) {
    entries = [...(v as Map<unknown, unknown>).entries()];
  } else if (typeof v === "object" && v !== null) {
    entries = Object.entries(v);
  } else if (opts.xml && v === "") {
    entries = [];
  } else throw new ShapeError(path, `want a map, got ${kindOf(v)}`);
  if (entries.length === 0) return undefined;
  const out: { [key: string]: JsonValue } = {};
  for (const [k, x] of entries) {
    const key = mapKey(k, f.mapKey, opts, path);
    const p = `${path}[${JSON.stringify(key)}]`;
    let j: JsonValue;
    if (x === undefined || x === null || (opts.xml && x === "" && f.mapKind !== "scalar")) {
      j = f.mapKind === "scalar" ? scalarZero(f.scalar) : f.mapKind === "enum" ? (f.enum.values.find((e) => e.number === 0)?.name ?? 0) : messageValue(opts.xml ? "" : {}, f.message, opts, p, depth + 1);
      if (f.mapKind === "scalar" && opts.xml && x === "") j = scalar(x, f.scalar, opts, p);
    } else if (f.mapKind === "scalar") j = scalar(x, f.scalar, opts, p);
    else if (f.mapKind === "enum") j = enumValue(x, f.enum, opts, p);
    else j = messageValue(x, f.message, opts, p, depth + 1);
    if (key === "__proto__") Object.defineProperty(out, key, { value: j, enumerable: true, writable: true, configurable: true });
    else out[key] = j;
  }
  return out;
}

function isEntry(v: object): boolean {
  return Object.keys(v).every((k) => k === "key" || k === "value");
}

/** A map key in its JSON form: strings as they are, integers in decimal, bools "true"/"false". */
function mapKey(k: unknown, t: ScalarType, opts: CanonicalOptions, path: string): string {
  if (k === undefined || k === null || (opts.xml && k === "")) return t === ScalarType.STRING ? "" : t === ScalarType.BOOL ? "false" : "0";
  if (t === ScalarType.STRING) {
    if (typeof k !== "string") throw new ShapeError(path, `want a string map key, got ${kindOf(k)}`);
    return k;
  }
  if (t === ScalarType.BOOL) {
    if (k === true || k === "true") return "true";
    if (k === false || k === "false") return "false";
    throw new ShapeError(path, `want a bool map key, got ${kindOf(k)}`);
  }
  return toBigInt(k, t, opts, path).toString();
}

function scalarZero(t: ScalarType): JsonValue {
  switch (t) {
    case ScalarType.STRING:
    case ScalarType.BYTES:
      return "";
    case ScalarType.BOOL:
      return false;
    default:
      return is64(t) ? "0" : 0;
  }
}

const TIMESTAMP_MS_MIN = Date.parse("0001-01-01T00:00:00Z");
const TIMESTAMP_MS_MAX = Date.parse("9999-12-31T23:59:59Z");
const RFC3339 = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/;

/** seconds and nanos of a {seconds, nanos} message in any library's form ("" in XML: the empty message). */
function secondsNanos(v: unknown, opts: CanonicalOptions, path: string): [bigint, number] {
  if (opts.xml && v === "") return [0n, 0];
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new ShapeError(path, `want a string or a {seconds, nanos} message, got ${kindOf(v)}`);
  const rec = v as Record<string, unknown>;
  if (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null) {
    for (const k of Object.keys(rec)) if (k !== "seconds" && k !== "nanos") throw new ShapeError(`${path}.${k}`, "unknown field");
  }
  const s = rec["seconds"];
  const n = rec["nanos"];
  return [s === undefined || s === null ? 0n : toBigInt(s, ScalarType.INT64, opts, `${path}.seconds`), n === undefined || n === null ? 0 : Number(toBigInt(n, ScalarType.INT32, opts, `${path}.nanos`))];
}

/** A Timestamp's JSON form (toJson's: UTC, 0, 3, 6 or 9 fractional digits) from an RFC 3339 string or the message. */
function timestamp(v: unknown, opts: CanonicalOptions, path: string): string {
  let seconds: bigint;
  let nanos: number;
  if (typeof v === "string" && !(opts.xml && v === "")) {
    const m = RFC3339.exec(v);
    const ms = m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[8] ?? "Z"}`) : NaN;
    if (!m || Number.isNaN(ms)) throw new ShapeError(path, `${JSON.stringify(v.slice(0, 40))} is not an RFC 3339 date-time`);
    seconds = BigInt(Math.floor(ms / 1000));
    nanos = m[7] ? parseInt(m[7] + "0".repeat(9 - m[7].length), 10) : 0;
  } else [seconds, nanos] = secondsNanos(v, opts, path);
  const ms = Number(seconds) * 1000;
  if (ms < TIMESTAMP_MS_MIN || ms > TIMESTAMP_MS_MAX || nanos < 0 || nanos > 999999999) throw new ShapeError(path, "Timestamp out of range");
  let z = "Z";
  if (nanos > 0) {
    const d = (nanos + 1000000000).toString().substring(1);
    z = d.substring(3) === "000000" ? `.${d.substring(0, 3)}Z` : d.substring(6) === "000" ? `.${d.substring(0, 6)}Z` : `.${d}Z`;
  }
  return new Date(ms).toISOString().replace(".000Z", z);
}

/** A Duration's JSON form ("-1.5s") from that string or the message. */
function duration(v: unknown, opts: CanonicalOptions, path: string): string {
  let seconds: bigint;
  let nanos: number;
  if (typeof v === "string" && !(opts.xml && v === "")) {
    const m = /^(-?)([0-9]+)(?:\.([0-9]{1,9}))?s$/.exec(v);
    if (!m) throw new ShapeError(path, `${JSON.stringify(v.slice(0, 40))} is not a duration`);
    seconds = BigInt(m[1]! + m[2]!);
    nanos = m[3] ? parseInt(m[3] + "0".repeat(9 - m[3].length), 10) * (m[1] ? -1 : 1) : 0;
  } else [seconds, nanos] = secondsNanos(v, opts, path);
  if ((seconds > 0n && nanos < 0) || (seconds < 0n && nanos > 0) || nanos > 999999999 || nanos < -999999999) throw new ShapeError(path, "invalid Duration");
  let text = seconds.toString();
  if (nanos !== 0) {
    let d = Math.abs(nanos).toString();
    d = "0".repeat(9 - d.length) + d;
    if (d.substring(3) === "000000") d = d.substring(0, 3);
    else if (d.substring(6) === "000") d = d.substring(0, 6);
    text += "." + d;
    if (nanos < 0 && seconds === 0n) text = "-" + text;
  }
  return text + "s";
}

function isDefault(j: JsonValue, t: ScalarType): boolean {
  // "0" is the default of a 64-bit integer only: a string field "0" is data.
  return j === 0 || j === "" || j === false || (j === "0" && is64(t));
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (v instanceof Uint8Array) return "bytes";
  return typeof v === "object" ? "an object" : `${typeof v} ${JSON.stringify(String(v)).slice(0, 40)}`;
}

const INT = /^-?[0-9]+$/;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
// XML Schema lets numbers carry surrounding whitespace; strings keep theirs.
const XML_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;

const RANGES: Partial<Record<ScalarType, readonly [bigint, bigint]>> = {
  [ScalarType.INT32]: [-(2n ** 31n), 2n ** 31n - 1n],
  [ScalarType.SINT32]: [-(2n ** 31n), 2n ** 31n - 1n],
  [ScalarType.SFIXED32]: [-(2n ** 31n), 2n ** 31n - 1n],
  [ScalarType.UINT32]: [0n, 2n ** 32n - 1n],
  [ScalarType.FIXED32]: [0n, 2n ** 32n - 1n],
  [ScalarType.INT64]: [-(2n ** 63n), 2n ** 63n - 1n],
  [ScalarType.SINT64]: [-(2n ** 63n), 2n ** 63n - 1n],
  [ScalarType.SFIXED64]: [-(2n ** 63n), 2n ** 63n - 1n],
  [ScalarType.UINT64]: [0n, 2n ** 64n - 1n],
  [ScalarType.FIXED64]: [0n, 2n ** 64n - 1n],
};

/** Whether t is a 64-bit integer type (a string in proto3 JSON). */
export function is64(t: ScalarType): boolean {
  return t === ScalarType.INT64 || t === ScalarType.UINT64 || t === ScalarType.SINT64 || t === ScalarType.FIXED64 || t === ScalarType.SFIXED64;
}

/** A protobuf.js Long (or anything shaped like one). */
interface LongLike {
  low: number;
  high: number;
  unsigned: boolean;
}

function isLong(v: unknown): v is LongLike {
  return typeof v === "object" && v !== null && typeof (v as LongLike).low === "number" && typeof (v as LongLike).high === "number";
}

/** An integer of any native form as a bigint, or a ShapeError. */
export function toBigInt(v: unknown, t: ScalarType, opts: CanonicalOptions, path: string): bigint {
  let b: bigint;
  if (typeof v === "bigint") b = v;
  else if (typeof v === "number") {
    if (!Number.isInteger(v)) throw new ShapeError(path, `want an integer, got ${v}`);
    b = BigInt(v);
  } else if (typeof v === "string") {
    const s = opts.xml ? v.replace(XML_SPACE, "") : v;
    if (!INT.test(s)) throw new ShapeError(path, `want an integer, got ${kindOf(v)}`);
    b = BigInt(s);
  } else if (isLong(v)) {
    const bits = (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
    b = v.unsigned ? bits : BigInt.asIntN(64, bits);
  } else throw new ShapeError(path, `want an integer, got ${kindOf(v)}`);
  const r = RANGES[t];
  if (r && (b < r[0] || b > r[1])) throw new ShapeError(path, `${b} out of range for ${ScalarType[t].toLowerCase()}`);
  return b;
}

function scalar(v: unknown, t: ScalarType, opts: CanonicalOptions, path: string): JsonValue {
  switch (t) {
    case ScalarType.STRING:
      if (typeof v !== "string") throw new ShapeError(path, `want a string, got ${kindOf(v)}`);
      return v;
    case ScalarType.BOOL:
      if (typeof v === "boolean") return v;
      if (opts.xml && typeof v === "string") {
        const s = v.replace(XML_SPACE, "");
        if (s === "true") return true;
        if (s === "false") return false;
      }
      throw new ShapeError(path, `want a bool, got ${kindOf(v)}`);
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT: {
      let n: number;
      if (typeof v === "number") n = v;
      else if (typeof v === "string") {
        const s = opts.xml ? v.replace(XML_SPACE, "") : v;
        if (s === "NaN") n = NaN;
        else if (s === "Infinity") n = Infinity;
        else if (s === "-Infinity") n = -Infinity;
        else if (NUMBER.test(s)) n = Number(s);
        else throw new ShapeError(path, `want a number, got ${kindOf(v)}`);
      } else throw new ShapeError(path, `want a number, got ${kindOf(v)}`);
      if (t === ScalarType.FLOAT) n = Math.fround(n);
      if (Number.isNaN(n)) return "NaN";
      if (n === Infinity) return "Infinity";
      if (n === -Infinity) return "-Infinity";
      return n;
    }
    case ScalarType.BYTES:
      if (v instanceof Uint8Array) return bytesToBase64(v);
      if (typeof v === "string") return v;
      throw new ShapeError(path, `want bytes, got ${kindOf(v)}`);
    default: {
      const b = toBigInt(v, t, opts, path);
      return is64(t) ? b.toString() : Number(b);
    }
  }
}

function enumValue(v: unknown, e: DescEnum, opts: CanonicalOptions, path: string): JsonValue {
  let n: number;
  if (typeof v === "string") {
    const s = opts.xml ? v.replace(XML_SPACE, "") : v;
    const byName = e.values.find((x) => x.name === s);
    if (byName) return byName.name;
    if (!INT.test(s)) throw new ShapeError(path, `${JSON.stringify(s.slice(0, 40))} is not a value of ${e.typeName}`);
    n = Number(s);
  } else if (typeof v === "number" && Number.isInteger(v)) n = v;
  else throw new ShapeError(path, `want an enum, got ${kindOf(v)}`);
  if (n < -(2 ** 31) || n > 2 ** 31 - 1) throw new ShapeError(path, `enum number ${n} out of range`);
  // proto3 enums are open: a number without a name stays a number.
  return e.values.find((x) => x.number === n)?.name ?? n;
}

function bytesToBase64(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i] as number);
  return btoa(s);
}
