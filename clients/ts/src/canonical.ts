// canonicalJson turns any library's native decoding of a message — a
// JSON.parse tree, a MessagePack map, fast-xml-parser's strings, a
// protobuf.js message with Longs, a FlatBuffers object-API table with
// bigints — into canonical proto3 JSON, walking the protobuf-es descriptor:
// JSON names, 64-bit integers as decimal strings, enums by name, doubles as
// numbers ("NaN", "Infinity", "-Infinity" as strings), defaults and empty
// lists omitted. It is how decoders of different formats are compared by
// value, and it is strict: a value of the wrong type or an unknown key is a
// ShapeError naming the path, which decoders turn into DecodeError.
import { ScalarType } from "@bufbuild/protobuf";
import type { DescEnum, DescField, DescMessage } from "@bufbuild/protobuf";
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

function field(v: unknown, f: DescField, opts: CanonicalOptions, path: string, depth: number): JsonValue | undefined {
  switch (f.fieldKind) {
    case "scalar": {
      const j = scalar(v, f.scalar, opts, path);
      return isDefault(j, f.scalar) ? undefined : j;
    }
    case "enum": {
      const j = enumValue(v, f.enum, opts, path);
      return j === 0 || j === f.enum.values.find((x) => x.number === 0)?.name ? undefined : j;
    }
    case "message":
      return message(v, f.message, opts, path, depth + 1);
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
            out[i] = message(item, f.message, opts, p, depth + 1);
            break;
        }
      }
      return out;
    }
    case "map":
      throw new ShapeError(path, "map fields are not in polywire's schemas");
  }
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
