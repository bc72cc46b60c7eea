// Every decoder the lab measures: one library (and mode) per format, all
// behind the Decoder interface of types.ts, all comparable by value through
// toJson (canonical proto3 JSON) and all failing the same way: DecodeError,
// never anything else, on bytes that are not a body of the type asked for.
import { fromBinary, fromJsonString, toJson } from "@bufbuild/protobuf";
import type { DescMessage, Message } from "@bufbuild/protobuf";
import { canonicalJson } from "./canonical.js";
import { DecodeError } from "./errors.js";
import { fbRoot, tableToObject, visitTable } from "./fb.js";
import type { FbTable } from "./fb.js";
import { verifyFlatBuffer, verifyTableAt } from "./fbverify.js";
import { msgpackDecoder, unpackr } from "./msgpack.js";
import { PBJS } from "./pbjs.js";
import { PWFB, PWMP, PWTS, pwfbFirstRow, pwmpFirstRow, pwtsFirstRow } from "./pwts.js";
import { ROWS, SCHEMAS } from "./schema.js";
import type { Decoder, Format, JsonValue, TypeName } from "./types.js";
import { hasDomParser, parseXmlDom, parseXmlFast } from "./xml.js";

export { encoder, encoders, encodersFor } from "./encoders.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Bytes as UTF-8 text; invalid UTF-8 is an error, not U+FFFD. */
export function utf8Text(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

function schema(type: TypeName): DescMessage {
  const d = SCHEMAS[type] as DescMessage | undefined;
  if (!d) throw new Error(`unknown message type ${String(type)}`);
  return d;
}

/** Which field of the native value holds a list: plain arrays in every decoder but the lazy one. */
type ListOf = (value: unknown, field: string) => readonly unknown[];

function arrayField(value: unknown, field: string): readonly unknown[] {
  if (typeof value !== "object" || value === null) throw new Error(`want an object, got ${value === null ? "null" : typeof value}`);
  const v = (value as Record<string, unknown>)[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Error(`${field}: want a list, got ${typeof v}`);
  return v;
}

function countWith(list: ListOf, value: unknown, type: TypeName): number {
  const rows = ROWS[type];
  if (!rows) return 1;
  const items = list(value, rows.field);
  if (!rows.inner) return items.length;
  let n = 0;
  for (const item of items) n += list(item, rows.inner).length;
  return n;
}

function firstWith(list: ListOf, value: unknown, type: TypeName): unknown {
  const rows = ROWS[type];
  if (!rows) return value;
  const items = list(value, rows.field);
  if (!rows.inner) return items[0];
  for (const item of items) {
    const inner = list(item, rows.inner);
    if (inner.length > 0) return inner[0];
  }
  return undefined;
}

/** The parts of a decoder that differ; define() adds the error handling and the rest. */
interface Spec {
  readonly name: string;
  readonly format: Format;
  readonly lazy?: boolean;
  readonly available?: () => boolean;
  decode(bytes: Uint8Array, desc: DescMessage, type: TypeName): unknown;
  toJson(decoded: unknown, desc: DescMessage): JsonValue;
  readonly list?: ListOf;
  firstRow?(bytes: Uint8Array, desc: DescMessage, type: TypeName): unknown;
}

function define(spec: Spec): Decoder {
  const list = spec.list ?? arrayField;
  const guard = <T>(type: TypeName, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof DecodeError) throw e;
      throw new DecodeError(spec.format, spec.name, type, e);
    }
  };
  return {
    name: spec.name,
    format: spec.format,
    lazy: spec.lazy ?? false,
    view: !(spec.lazy ?? false) && spec.firstRow !== undefined,
    available: spec.available ?? (() => true),
    decode: (bytes, type) => guard(type, () => spec.decode(bytes, schema(type), type)),
    firstRow: (bytes, type) =>
      guard(type, () => (spec.firstRow ? spec.firstRow(bytes, schema(type), type) : firstWith(list, spec.decode(bytes, schema(type), type), type))),
    count: (decoded, type) => guard(type, () => countWith(list, decoded, type)),
    toJson: (decoded, type) => guard(type, () => spec.toJson(decoded, schema(type))),
  };
}

/** protobuf-es messages: toJson is the reference every other decoder is compared with. */
const esToJson = (decoded: unknown, desc: DescMessage): JsonValue => {
  const m = decoded as Message;
  if (typeof m !== "object" || m === null || m.$typeName !== desc.typeName) throw new Error(`not a ${desc.typeName} message`);
  return toJson(desc, m) as JsonValue;
};

const canonical = (decoded: unknown, desc: DescMessage): JsonValue => canonicalJson(decoded, desc);

/** The lazy FlatBuffers accessors' lists: flatc's xLength()/x(i) pairs. */
const fbList: ListOf = (value, field) => {
  const t = value as Record<string, (i?: number) => unknown>;
  const len = t[`${field}Length`];
  const at = t[field];
  if (typeof len !== "function" || typeof at !== "function") throw new Error(`${field}: not a FlatBuffers table accessor`);
  const n = len.call(t) as number;
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push(at.call(t, i));
  return out;
};

/**
 * The lazy reader's first row: the root and the path to the first row
 * verified (list-of-table fields only their first element), then that one
 * row read; nothing else in the buffer is touched.
 */
function fbFirstRow(bytes: Uint8Array, desc: DescMessage, type: TypeName): unknown {
  const rows = ROWS[type];
  const root = fbRoot(bytes, desc, verifyFlatBuffer(bytes, desc, true));
  if (!rows) {
    visitTable(root, desc);
    return root;
  }
  const t = root as unknown as Record<string, (i?: number, obj?: unknown) => unknown>;
  const rowField = desc.fields.find((f) => f.localName === rows.field);
  const rowDesc = rowField?.fieldKind === "list" && rowField.listKind === "message" ? rowField.message : undefined;
  if (!rowDesc) throw new Error(`${rows.field}: not a list of tables`);
  const n = t[`${rows.field}Length`]!() as number;
  if (!rows.inner) {
    if (n === 0) return undefined;
    const row = t[rows.field]!(0);
    visitTable(row, rowDesc);
    return row;
  }
  const innerField = rowDesc.fields.find((f) => f.localName === rows.inner);
  const innerDesc = innerField?.fieldKind === "list" && innerField.listKind === "message" ? innerField.message : undefined;
  if (!innerDesc) throw new Error(`${rows.inner}: not a list of tables`);
  for (let i = 0; i < n; i++) {
    const item = t[rows.field]!(i) as FbTable & { bb_pos: number } & Record<string, (i?: number) => unknown>;
    if (i > 0) verifyTableAt(bytes, item.bb_pos, rowDesc, true); // the first was verified with the root
    if ((item[`${rows.inner}Length`]!() as number) > 0) {
      const row = item[rows.inner]!(0);
      visitTable(row, innerDesc);
      return row;
    }
  }
  return undefined;
}

/** Every decoder, in the order results and the page list them. */
export const decoders: readonly Decoder[] = [
  define({
    name: "JSON.parse",
    format: "json",
    decode: (bytes) => JSON.parse(utf8Text(bytes)) as unknown,
    toJson: canonical,
  }),
  define({
    name: "protobuf-es fromJson",
    format: "json",
    decode: (bytes, desc) => fromJsonString(desc, utf8Text(bytes)),
    toJson: esToJson,
  }),
  define({
    name: "protobuf-es",
    format: "proto",
    decode: (bytes, desc) => fromBinary(desc, bytes),
    toJson: esToJson,
  }),
  define({
    name: "protobufjs",
    format: "proto",
    decode: (bytes, _desc, type) => PBJS[type].decode(bytes),
    toJson: canonical,
  }),
  define({
    // polywire's own generated decoder (cmd/protoc-gen-polywire-ts): plain
    // objects of the proto3 JSON shape; firstRow goes through its lazy view.
    name: "polywire-ts",
    format: "proto",
    decode: (bytes, _desc, type) => PWTS[type].decode(bytes),
    toJson: canonical,
    firstRow: (bytes, _desc, type) => pwtsFirstRow(bytes, type),
  }),
  define({
    name: "flatbuffers lazy",
    format: "flatbuffers",
    lazy: true,
    decode: (bytes, desc) => {
      const root = fbRoot(bytes, desc, verifyFlatBuffer(bytes, desc));
      visitTable(root, desc);
      return root;
    },
    toJson: (decoded, desc) => canonicalJson(tableToObject(decoded, desc), desc),
    list: fbList,
    firstRow: fbFirstRow,
  }),
  define({
    name: "flatbuffers full",
    format: "flatbuffers",
    decode: (bytes, desc) => fbRoot(bytes, desc, verifyFlatBuffer(bytes, desc)).unpack(),
    toJson: canonical,
  }),
  define({
    // polywire's generated FlatBuffers decoder (protoc-gen-polywire-ts,
    // fb=true): verifies as it reads, into the same plain objects as
    // "polywire-ts"; firstRow goes through its view (the vector is the index).
    name: "polywire-ts flatbuffers",
    format: "flatbuffers",
    decode: (bytes, _desc, type) => PWFB[type].decode(bytes),
    toJson: canonical,
    firstRow: (bytes, _desc, type) => pwfbFirstRow(bytes, type),
  }),
  define({
    name: "msgpackr",
    format: "msgpack",
    decode: (bytes) => unpackr.unpack(bytes) as unknown,
    toJson: canonical,
  }),
  define({
    // polywire's generated MessagePack decoder (protoc-gen-polywire-ts
    // msgpack=true): the same plain objects as polywire-ts; firstRow
    // through its lazy view.
    name: "polywire-ts msgpack",
    format: "msgpack",
    decode: (bytes, _desc, type) => PWMP[type].decode(bytes),
    toJson: canonical,
    firstRow: (bytes, _desc, type) => pwmpFirstRow(bytes, type),
  }),
  define({
    name: "@msgpack/msgpack",
    format: "msgpack",
    decode: (bytes) => msgpackDecoder.decode(bytes),
    toJson: canonical,
  }),
  define({
    name: "DOMParser",
    format: "xml",
    available: hasDomParser,
    decode: (bytes, desc) => parseXmlDom(utf8Text(bytes), desc),
    toJson: canonical,
  }),
  define({
    name: "fast-xml-parser",
    format: "xml",
    decode: (bytes, desc) => parseXmlFast(utf8Text(bytes), desc),
    toJson: canonical,
  }),
];

/** The decoder with this name, or undefined. */
export function decoder(name: string): Decoder | undefined {
  return decoders.find((d) => d.name === name);
}

/** The decoders of one format (available or not: check available()). */
export function decodersFor(format: Format): readonly Decoder[] {
  return decoders.filter((d) => d.format === format);
}

/**
 * The decoder the client uses for a format when none is named: the one
 * that yields protobuf-es messages directly where there is one, else the
 * format's first available decoder.
 */
export function defaultDecoder(format: Format): Decoder {
  const preferred: Record<Format, string> = {
    json: "protobuf-es fromJson",
    proto: "protobuf-es",
    flatbuffers: "flatbuffers full",
    msgpack: "msgpackr",
    xml: "fast-xml-parser",
  };
  return decoder(preferred[format]) ?? decodersFor(format).find((d) => d.available()) ?? (decoders[0] as Decoder);
}
