// MessagePack with the two libraries the ecosystem uses, configured to read
// and write exactly polywire's mapping (codec/msgpackcodec): maps keyed by
// proto JSON names in declaration order, defaults omitted, enums by name,
// integers in their smallest encoding, doubles always float 64, 64-bit
// integers as integers (read back as bigint, so ids above 2^53 survive).
import { Decoder as MsgpackDecoder, Encoder as MsgpackEncoder } from "@msgpack/msgpack";
import { addExtension, Packr, Unpackr } from "msgpackr";
import { ScalarType } from "@bufbuild/protobuf";
import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { is64, ShapeError, toBigInt } from "./canonical.js";
import type { JsonValue } from "./types.js";

/**
 * A double to be written as float 64 even when it holds an integer (12.0):
 * JavaScript numbers cannot say "double", and both libraries write integral
 * numbers as ints, where polywire writes 0xcb for every double field.
 */
export class Float64 {
  constructor(readonly value: number) {}
}

/**
 * A 64-bit integer outside 32 bits, written as uint 64 (0xcf) when it is
 * non-negative and int 64 (0xd3) otherwise, as polywire (and the spec's
 * "smallest encoding") does. msgpackr writes a bigint below 2^63 as int 64
 * and an integral number above 2^32 as a float, so it needs this.
 */
export class Int64 {
  constructor(readonly value: bigint) {}
}

// msgpackr's extension hook with a pack() that writes raw bytes through
// allocateForWrite and returns nothing emits no ext header: the documented
// way its own Date support writes timestamps. The type codes are only
// claimed so addExtension accepts the Class; reading them is an error.
addExtension({
  Class: Float64,
  type: 0x7d,
  pack(v: Float64, allocateForWrite: (n: number) => { target: Uint8Array; targetView: DataView; position: number }) {
    const { target, targetView, position } = allocateForWrite(9);
    target[position] = 0xcb;
    targetView.setFloat64(position + 1, v.value);
  },
  unpack() {
    throw new Error("ext type 0x7d is not used by polywire");
  },
} as unknown as Parameters<typeof addExtension>[0]); // its .d.ts omits pack()'s allocateForWrite form
addExtension({
  Class: Int64,
  type: 0x7c,
  pack(v: Int64, allocateForWrite: (n: number) => { target: Uint8Array; targetView: DataView; position: number }) {
    const { target, targetView, position } = allocateForWrite(9);
    if (v.value >= 0n) {
      target[position] = 0xcf;
      targetView.setBigUint64(position + 1, v.value);
    } else {
      target[position] = 0xd3;
      targetView.setBigInt64(position + 1, v.value);
    }
  },
  unpack() {
    throw new Error("ext type 0x7c is not used by polywire");
  },
} as unknown as Parameters<typeof addExtension>[0]); // its .d.ts omits pack()'s allocateForWrite form

/** msgpackr reading plain maps as objects and every int 64/uint 64 as bigint. */
export const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true, int64AsType: "bigint" });

/** msgpackr writing standard maps with the smallest headers (variableMapSize). */
const packr = new Packr({ useRecords: false, variableMapSize: true });

/** @msgpack/msgpack reading int 64/uint 64 as bigint. */
export const msgpackDecoder = new MsgpackDecoder({ useBigInt64: true });

interface EncoderInternals {
  doEncode(object: unknown, depth: number): void;
  encodeNumberAsFloat(n: number): void;
}

/**
 * @msgpack/msgpack has no per-value way to ask for float 64 (its
 * forceIntegerToFloat applies to every number, ids included), so this
 * encoder routes Float64 values to its own float writer. doEncode and
 * encodeNumberAsFloat are private in its TypeScript declarations but plain
 * methods at run time; the version is pinned and the golden-vector tests
 * compare the bytes, so a change in the library fails loudly.
 */
function newMsgpackEncoder(): MsgpackEncoder {
  const enc = new MsgpackEncoder({ useBigInt64: true, ignoreUndefined: true });
  const inner = enc as unknown as EncoderInternals;
  const doEncode = inner.doEncode.bind(enc);
  inner.doEncode = (o: unknown, depth: number) => (o instanceof Float64 ? inner.encodeNumberAsFloat(o.value) : doEncode(o, depth));
  return enc;
}
const msgpackEncoder = newMsgpackEncoder();

type Flavor = "msgpackr" | "@msgpack/msgpack";

/**
 * The value each library must be handed to write polywire's bytes for a
 * proto3 JSON message: fields in declaration order, doubles as Float64,
 * integers outside 32 bits as Int64 (msgpackr) or bigint (@msgpack/msgpack,
 * which writes them as 0xcf/0xd3), enums by name.
 */
export function jsonToMsgpackValue(json: JsonValue, desc: DescMessage, flavor: Flavor, path = ""): Record<string, unknown> {
  if (desc.typeName === "google.protobuf.Timestamp" && typeof json === "string") return timestampValue(json, flavor, path);
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new ShapeError(path, `want a ${desc.name} object`);
  const out: Record<string, unknown> = {};
  for (const f of desc.fields) {
    const v = json[f.jsonName];
    if (v === undefined || v === null) continue;
    const p = path ? `${path}.${f.jsonName}` : f.jsonName;
    if (f.fieldKind === "map") {
      // A map keyed by the keys' JSON form, entries in the object's order (canonical JSON's: polywire's, by key).
      if (typeof v !== "object" || Array.isArray(v)) throw new ShapeError(p, "want a map");
      const m: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const kp = `${p}[${JSON.stringify(k)}]`;
        const value = f.mapKind === "message" ? jsonToMsgpackValue(x, f.message, flavor, kp) : f.mapKind === "enum" ? x : scalarOf(x, f.scalar, flavor, kp);
        if (k === "__proto__") Object.defineProperty(m, k, { value, enumerable: true, writable: true, configurable: true });
        else m[k] = value;
      }
      if (Object.keys(m).length > 0) out[f.jsonName] = m;
    } else if (f.fieldKind === "list") {
      if (!Array.isArray(v)) throw new ShapeError(p, "want a list");
      if (v.length === 0) continue;
      out[f.jsonName] = v.map((item, i) =>
        f.listKind === "message" ? jsonToMsgpackValue(item, f.message, flavor, `${p}[${i}]`) : scalar(item, f, flavor, `${p}[${i}]`),
      );
    } else if (f.fieldKind === "message") {
      out[f.jsonName] = jsonToMsgpackValue(v, f.message, flavor, p);
    } else {
      out[f.jsonName] = scalar(v, f, flavor, p);
    }
  }
  return out;
}

/** A Timestamp as polywire's MessagePack writes it: the message {seconds, nanos}, defaults left out. */
function timestampValue(json: string, flavor: Flavor, path: string): Record<string, unknown> {
  const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.([0-9]{1,9}))?(Z|[+-][0-9]{2}:[0-9]{2})$/.exec(json);
  const ms = m ? Date.parse(m[1]! + m[3]!) : NaN;
  if (!m || Number.isNaN(ms)) throw new ShapeError(path, `${JSON.stringify(json.slice(0, 40))} is not an RFC 3339 date-time`);
  const out: Record<string, unknown> = {};
  const seconds = Math.floor(ms / 1000);
  const nanos = m[2] ? parseInt(m[2] + "0".repeat(9 - m[2].length), 10) : 0;
  if (seconds !== 0) out["seconds"] = scalarOf(String(seconds), ScalarType.INT64, flavor, `${path}.seconds`);
  if (nanos !== 0) out["nanos"] = nanos;
  return out;
}

function scalar(v: JsonValue, f: DescField, flavor: Flavor, path: string): unknown {
  if (f.fieldKind === "enum" || (f.fieldKind === "list" && f.listKind === "enum")) return v;
  return scalarOf(v, f.scalar!, flavor, path);
}

function scalarOf(v: JsonValue, t: ScalarType, flavor: Flavor, path: string): unknown {
  switch (t) {
    case ScalarType.STRING:
    case ScalarType.BOOL:
      return v;
    case ScalarType.DOUBLE:
      return new Float64(typeof v === "number" ? v : Number(v));
    case ScalarType.FLOAT:
      throw new ShapeError(path, "float fields are not in polywire's schemas");
    case ScalarType.BYTES:
      throw new ShapeError(path, "bytes fields are not in polywire's schemas");
    default: {
      const b = toBigInt(v, t, {}, path);
      if (b >= -(2n ** 31n) && b < 2n ** 32n) return Number(b);
      if (!is64(t)) throw new ShapeError(path, `${b} out of range`);
      return flavor === "msgpackr" ? new Int64(b) : b;
    }
  }
}

export function msgpackrPack(value: unknown): Uint8Array {
  return packr.pack(value);
}

export function msgpackEncode(value: unknown): Uint8Array {
  return msgpackEncoder.encode(value);
}
