// The well-known types' proto3 JSON forms, a section per .proto file, each
// appended to that file's generated module (google/protobuf/<file>_pwts.ts)
// by protoc-gen-polywire-ts (wkt.go). Every module that has a field of one
// of these types holds the field in this form: toJsonX(message, at) after
// reading (at: the byte offset a PolywireDecodeError names), fromJsonX(json)
// before writing. The forms are @bufbuild/protobuf toJson's, and where
// toJson refuses a message (a Timestamp out of range, a Value with no
// kind), toJsonX throws PolywireDecodeError. fromJsonX accepts what
// fromJson accepts and throws a TypeError or RangeError otherwise.
// $I64( and $I64T are the run's 64-bit integer form (String/string or
// BigInt/bigint). Not a module of its own: only the sections are used.

// @file google/protobuf/timestamp.proto
const TIMESTAMP_MS_MIN = Date.parse("0001-01-01T00:00:00Z");
const TIMESTAMP_MS_MAX = Date.parse("9999-12-31T23:59:59Z");

/** A Timestamp as RFC 3339 in UTC, with 0, 3, 6 or 9 fractional digits: "2023-11-14T22:13:20.123456789Z". */
export function toJsonTimestamp(m: Timestamp, at: number): string {
  const ms = Number(m.seconds) * 1000;
  if (ms < TIMESTAMP_MS_MIN || ms > TIMESTAMP_MS_MAX) {
    throw new $PolywireDecodeError("google.protobuf.Timestamp out of range: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive", at);
  }
  if (m.nanos < 0) throw new $PolywireDecodeError("google.protobuf.Timestamp: nanos must not be negative", at);
  if (m.nanos > 999999999) throw new $PolywireDecodeError("google.protobuf.Timestamp: nanos must not be greater than 999999999", at);
  let z = "Z";
  if (m.nanos > 0) {
    const s = (m.nanos + 1000000000).toString().substring(1);
    z = s.substring(3) === "000000" ? `.${s.substring(0, 3)}Z` : s.substring(6) === "000" ? `.${s.substring(0, 6)}Z` : `.${s}Z`;
  }
  return new Date(ms).toISOString().replace(".000Z", z);
}

const RFC3339 = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/;

/** A Timestamp from RFC 3339 (any offset; as fromJson reads it). */
export function fromJsonTimestamp(v: string): Timestamp {
  const m = typeof v === "string" ? RFC3339.exec(v) : null;
  if (!m) throw new TypeError(`google.protobuf.Timestamp: ${JSON.stringify(v)} is not an RFC 3339 date-time`);
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[8] ?? "Z"}`);
  if (Number.isNaN(ms)) throw new TypeError(`google.protobuf.Timestamp: ${JSON.stringify(v)} is not an RFC 3339 date-time`);
  if (ms < TIMESTAMP_MS_MIN || ms > TIMESTAMP_MS_MAX) throw new RangeError(`google.protobuf.Timestamp: ${v} is outside 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z`);
  const frac = m[7];
  return { seconds: $I64(Math.floor(ms / 1000)), nanos: frac ? parseInt(frac + "0".repeat(9 - frac.length), 10) : 0 };
}

// @file google/protobuf/duration.proto
const DURATION_SECONDS_MAX = 315576000000;

/** A Duration as seconds with 0, 3, 6 or 9 fractional digits and "s": "-1.500s". */
export function toJsonDuration(m: Duration, at: number): string {
  const seconds = Number(m.seconds);
  const nanos = m.nanos;
  if (seconds > DURATION_SECONDS_MAX || seconds < -DURATION_SECONDS_MAX) throw new $PolywireDecodeError("google.protobuf.Duration out of range", at);
  if ((seconds > 0 && nanos < 0) || (seconds < 0 && nanos > 0)) throw new $PolywireDecodeError("google.protobuf.Duration: nanos sign must match seconds sign", at);
  let text = m.seconds.toString();
  if (nanos !== 0) {
    let s = Math.abs(nanos).toString();
    s = "0".repeat(9 - s.length) + s;
    if (s.substring(3) === "000000") s = s.substring(0, 3);
    else if (s.substring(6) === "000") s = s.substring(0, 6);
    text += "." + s;
    if (nanos < 0 && seconds === 0) text = "-" + text;
  }
  return text + "s";
}

/** A Duration from its JSON form. */
export function fromJsonDuration(v: string): Duration {
  const m = typeof v === "string" ? /^(-?[0-9]+)(?:\.([0-9]+))?s/.exec(v) : null;
  if (!m) throw new TypeError(`google.protobuf.Duration: ${JSON.stringify(v)} is not a duration`);
  const seconds = Number(m[1]);
  if (seconds > DURATION_SECONDS_MAX || seconds < -DURATION_SECONDS_MAX) throw new RangeError(`google.protobuf.Duration: ${v} out of range`);
  let nanos = 0;
  if (m[2] !== undefined) {
    nanos = parseInt(m[2] + "0".repeat(Math.max(0, 9 - m[2].length)), 10);
    if (seconds < 0 || Object.is(seconds, -0) || m[1]!.startsWith("-")) nanos = -nanos;
  }
  return { seconds: $I64(seconds), nanos };
}

// @file google/protobuf/empty.proto
/** Empty as {}. */
export function toJsonEmpty(_m: Empty, _at: number): $JsonObject {
  return {};
}

export function fromJsonEmpty(_v: $JsonObject): Empty {
  return {};
}

// @file google/protobuf/field_mask.proto
function camel(p: string): string {
  let out = "";
  let up = false;
  for (const c of p) {
    if (c === "_") up = true;
    else if (c >= "0" && c <= "9") {
      out += c;
      up = false;
    } else {
      out += up ? c.toUpperCase() : c;
      up = false;
    }
  }
  return out;
}

function snake(p: string): string {
  return p.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());
}

/** A FieldMask as its paths in lowerCamelCase, joined by commas: "user.displayName,photo". */
export function toJsonFieldMask(m: FieldMask, at: number): string {
  return m.paths
    .map((p) => {
      const c = camel(p);
      if (snake(c) !== p) throw new $PolywireDecodeError(`google.protobuf.FieldMask: lowerCamelCase of path name ${JSON.stringify(p)} is irreversible`, at);
      return c;
    })
    .join(",");
}

export function fromJsonFieldMask(v: string): FieldMask {
  if (typeof v !== "string") throw new TypeError("google.protobuf.FieldMask: want a string");
  if (v === "") return { paths: [] };
  return {
    paths: v.split(",").map((p) => {
      if (p.includes("_")) throw new TypeError(`google.protobuf.FieldMask: path ${JSON.stringify(p)} is not lowerCamelCase`);
      return snake(p);
    }),
  };
}

// @file google/protobuf/struct.proto
/** A Struct as a JSON object. */
export function toJsonStruct(m: Struct, at: number): $JsonObject {
  const out: $JsonObject = {};
  for (const k of Object.keys(m.fields)) $setOwn(out, k, toJsonValue(m.fields[k]!, at));
  return out;
}

/** A Value as the JSON value it holds; a Value with none (or a non-finite number) has no JSON form. */
export function toJsonValue(m: Value, at: number): $JsonValue {
  if (m.nullValue !== undefined) return null;
  if (m.numberValue !== undefined) {
    if (!Number.isFinite(m.numberValue)) throw new $PolywireDecodeError("google.protobuf.Value cannot be NaN or Infinity", at);
    return m.numberValue;
  }
  if (m.stringValue !== undefined) return m.stringValue;
  if (m.boolValue !== undefined) return m.boolValue;
  if (m.structValue !== undefined) return toJsonStruct(m.structValue, at);
  if (m.listValue !== undefined) return toJsonListValue(m.listValue, at);
  throw new $PolywireDecodeError("google.protobuf.Value must have a value", at);
}

/** A ListValue as a JSON array. */
export function toJsonListValue(m: ListValue, at: number): $JsonValue[] {
  return m.values.map((v) => toJsonValue(v, at));
}

export function fromJsonStruct(v: $JsonObject): Struct {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new TypeError("google.protobuf.Struct: want an object");
  const fields: { [key: string]: Value } = {};
  for (const k of Object.keys(v)) $setOwn(fields, k, fromJsonValue(v[k] as $JsonValue));
  return { fields };
}

export function fromJsonValue(v: $JsonValue): Value {
  const m: Value = { nullValue: undefined, numberValue: undefined, stringValue: undefined, boolValue: undefined, structValue: undefined, listValue: undefined };
  switch (typeof v) {
    case "number":
      m.numberValue = v;
      break;
    case "string":
      m.stringValue = v;
      break;
    case "boolean":
      m.boolValue = v;
      break;
    case "object":
      if (v === null) m.nullValue = null;
      else if (Array.isArray(v)) m.listValue = fromJsonListValue(v);
      else m.structValue = fromJsonStruct(v);
      break;
    default:
      throw new TypeError(`google.protobuf.Value: ${typeof v} is not a JSON value`);
  }
  return m;
}

export function fromJsonListValue(v: $JsonValue[]): ListValue {
  if (!Array.isArray(v)) throw new TypeError("google.protobuf.ListValue: want an array");
  return { values: v.map(fromJsonValue) };
}

// @file google/protobuf/any.proto
/**
 * An Any as "@type" and the fields of the message it holds (or "@type" and
 * "value" for a well-known type), read by the type's registered decoder:
 * the module that declares the type must be imported. An Any of a type no
 * module registered has no JSON form.
 */
export function toJsonAny(m: Any, at: number): $AnyJson {
  if (m.typeUrl === "") return {};
  const t = $lookupType(m.typeUrl.substring(m.typeUrl.lastIndexOf("/") + 1));
  if (t === undefined) throw new $PolywireDecodeError(`google.protobuf.Any: ${JSON.stringify(m.typeUrl)} is not a registered type (import the module that declares it)`, at);
  const v = t.decode(m.value);
  if (t.wkt) return { "@type": m.typeUrl, value: v };
  return { "@type": m.typeUrl, ...(v as object) };
}

export function fromJsonAny(v: $AnyJson): Any {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new TypeError("google.protobuf.Any: want an object");
  const url = v["@type"];
  if (url === undefined && Object.keys(v).length === 0) return { typeUrl: "", value: new Uint8Array(0) };
  if (typeof url !== "string" || url === "") throw new TypeError('google.protobuf.Any: "@type" is empty');
  const t = $lookupType(url.substring(url.lastIndexOf("/") + 1));
  if (t === undefined) throw new RangeError(`google.protobuf.Any: ${JSON.stringify(url)} is not a registered type`);
  if (t.wkt) return { typeUrl: url, value: t.encode(v["value"]) };
  const content: { [key: string]: unknown } = {};
  for (const k of Object.keys(v)) if (k !== "@type") $setOwn(content, k, v[k]);
  return { typeUrl: url, value: t.encode(content) };
}
