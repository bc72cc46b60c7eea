// flatc's generated TypeScript, by proto message name: the table accessors
// (read in place) and the object-API classes (unpack()/pack()), plus the
// schema-driven walks over them. flatc names every accessor after the
// field (name(), transactions(i), transactionsLength()), and polywire's
// tables mirror the protos field for field, so one walk over the proto
// descriptor reaches every generated accessor without a hand-written
// visitor per table.
import { Builder, ByteBuffer } from "flatbuffers";
import { ScalarType } from "@bufbuild/protobuf";
import type { DescEnum, DescField, DescMessage } from "@bufbuild/protobuf";
import * as articles from "./gen/fb/articles_generated.js";
import * as bank from "./gen/fb/bank_generated.js";
import * as docs from "./gen/fb/docs_generated.js";
import * as errors from "./gen/fb/error_generated.js";
import * as inventory from "./gen/fb/inventory_generated.js";
import * as people from "./gen/fb/people_generated.js";
import * as timestamp from "./gen/fb/timestamp_generated.js";
import { hasPresence, is64, ShapeError, toBigInt } from "./canonical.js";
import type { JsonValue } from "./types.js";

/** What every flatc table accessor class has. */
export interface FbTable {
  __init(pos: number, bb: ByteBuffer): FbTable;
  unpack(): FbObject;
}

/** What every flatc object-API class has. */
export interface FbObject {
  pack(builder: Builder): number;
}

interface FbClasses {
  readonly table: new () => FbTable;
  readonly object: new () => FbObject;
}

const REGISTRY = new Map<string, FbClasses>();

function register(pkg: string, mod: object): void {
  const m = mod as Record<string, unknown>;
  for (const [name, table] of Object.entries(m)) {
    const object = m[`${name}T`];
    if (typeof table === "function" && typeof object === "function") {
      REGISTRY.set(`${pkg}.${name}`, { table: table as new () => FbTable, object: object as new () => FbObject });
    }
  }
}
register("polywire.articles.v1", articles);
register("polywire.bank.v1", bank);
register("polywire.docs.v1", docs);
register("polywire.error.v1", errors);
register("polywire.inventory.v1", inventory);
register("polywire.people.v1", people);
register("google.protobuf", timestamp);

/** The generated classes of a message, by its proto full name. */
export function fbClasses(typeName: string): FbClasses {
  const c = REGISTRY.get(typeName);
  if (!c) throw new Error(`no FlatBuffers table for ${typeName}`);
  return c;
}

function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The entry table of a map field: proto's map entry message (Attrs:
 * AttrsEntry), hoisted into the namespace by its own name, or prefixed
 * with its message's (Product_AttrsEntry) when another type has that name
 * (codec/flatcodec/fbschema's rule).
 */
function entryClasses(f: DescField): FbClasses {
  const pkg = f.parent.typeName.slice(0, f.parent.typeName.length - f.parent.name.length);
  const entry = `${upper(f.localName)}Entry`;
  const nested = f.parent.typeName.slice(pkg.length).replace(/\./g, "_");
  return REGISTRY.get(`${pkg}${nested}_${entry}`) ?? fbClasses(`${pkg}${entry}`);
}

const patched = new Set<string>();

/**
 * flatc 2.0.8's TypeScript writes an optional scalar (in_stock:int = null)
 * with builder.addFieldInt32(slot, v, 0), which leaves a value equal to 0
 * out of the buffer like any default, so a oneof member or optional field
 * set to its default would read back as unset (later flatc passes null).
 * Each such field's generated addX is wrapped to force defaults while it
 * writes: then a set field is present whatever its value, as polywire's
 * encoders write it. Done once per message type, before its first pack.
 */
function patchOptionalScalars(desc: DescMessage): void {
  if (patched.has(desc.typeName)) return;
  patched.add(desc.typeName);
  const table = fbClasses(desc.typeName).table as unknown as Record<string, unknown>;
  for (const f of desc.fields) {
    if ((f.fieldKind === "scalar" || f.fieldKind === "enum") && hasPresence(f)) {
      const name = `add${upper(f.localName)}`;
      const add = table[name] as ((b: Builder, v: unknown) => void) | undefined;
      if (typeof add !== "function") throw new Error(`${desc.typeName}: flatc wrote no ${name}`);
      table[name] = (b: Builder, v: unknown) => {
        const force = b as unknown as { force_defaults: boolean };
        const was = force.force_defaults;
        force.force_defaults = true;
        try {
          add(b, v);
        } finally {
          force.force_defaults = was;
        }
      };
    }
    const m = f.fieldKind === "message" || (f.fieldKind === "list" && f.listKind === "message") || (f.fieldKind === "map" && f.mapKind === "message") ? f.message : undefined;
    if (m) patchOptionalScalars(m);
  }
}

/** The root table accessor of a (verified) buffer. */
export function fbRoot(bytes: Uint8Array, desc: DescMessage, rootPos: number): FbTable {
  return new (fbClasses(desc.typeName).table)().__init(rootPos, new ByteBuffer(bytes));
}

/**
 * An accessor's generated methods by field name. The cast is the price of
 * one generic walk instead of a visitor per table; the names are flatc's
 * for the .fbs fields, which are the protos' (checked by every vector test).
 */
type Accessors = Record<string, (i?: number) => unknown>;

/**
 * Reads every field of a table through its accessors and returns a number
 * that depends on all of them, so the reads cannot be optimised away: what
 * "flatbuffers lazy" decode costs when nothing is left unread.
 */
export function visitTable(table: unknown, desc: DescMessage): number {
  const t = table as Accessors;
  let sum = 0;
  for (const f of desc.fields) {
    const name = f.localName;
    if (f.fieldKind === "map") {
      const n = t[`${name}Length`]!() as number;
      for (let i = 0; i < n; i++) {
        const e = t[name]!(i) as Accessors;
        sum += weigh(e["key"]!());
        const v = e["value"]!();
        sum += f.mapKind === "message" ? (v === null ? 0 : visitTable(v, f.message)) : weigh(v);
      }
    } else if (f.fieldKind === "list") {
      const n = t[`${name}Length`]!() as number;
      for (let i = 0; i < n; i++) {
        const v = t[name]!(i);
        sum += f.listKind === "message" ? visitTable(v, f.message) : weigh(v);
      }
    } else if (f.fieldKind === "message") {
      const v = t[name]!();
      if (v !== null) sum += visitTable(v, f.message);
    } else {
      sum += weigh(t[name]!());
    }
  }
  return sum;
}

function weigh(v: unknown): number {
  if (typeof v === "string") return v.length;
  if (typeof v === "number") return v === v ? 1 : 0;
  if (typeof v === "bigint") return 1;
  return 0;
}

/** A table accessor's fields as a plain object keyed by field name (for toJson). */
export function tableToObject(table: unknown, desc: DescMessage): Record<string, unknown> {
  const t = table as Accessors;
  const out: Record<string, unknown> = {};
  for (const f of desc.fields) {
    const name = f.localName;
    if (f.fieldKind === "map") {
      // A map is its entries, as canonicalJson reads any library's entry list.
      const n = t[`${name}Length`]!() as number;
      const entries: { key: unknown; value: unknown }[] = [];
      for (let i = 0; i < n; i++) {
        const e = t[name]!(i) as Accessors;
        const v = e["value"]!();
        entries.push({ key: e["key"]!(), value: f.mapKind === "message" && v !== null ? tableToObject(v, f.message) : v });
      }
      out[name] = entries;
    } else if (f.fieldKind === "list") {
      const n = t[`${name}Length`]!() as number;
      const items: unknown[] = [];
      for (let i = 0; i < n; i++) {
        const v = t[name]!(i);
        items.push(f.listKind === "message" ? tableToObject(v, f.message) : v);
      }
      out[name] = items;
    } else if (f.fieldKind === "message") {
      const v = t[name]!();
      if (v !== null) out[name] = tableToObject(v, f.message);
    } else {
      out[name] = t[name]!();
    }
  }
  return out;
}

/**
 * Builds the object-API tree of a proto3 JSON value (which canonicalJson
 * has checked) for pack(): 64-bit integers as bigint, enums as numbers,
 * absent strings and tables as null, as flatc's classes hold them.
 */
export function jsonToFbObject(json: JsonValue, desc: DescMessage, path = ""): FbObject {
  if (desc.typeName === "google.protobuf.Timestamp" && typeof json === "string") return timestampObject(json, path);
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new ShapeError(path, `want a ${desc.name} object`);
  const o = new (fbClasses(desc.typeName).object)() as unknown as Record<string, unknown>;
  for (const f of desc.fields) {
    const v = json[f.jsonName];
    if (v === undefined || v === null) continue;
    const p = path ? `${path}.${f.jsonName}` : f.jsonName;
    if (f.fieldKind === "map") {
      if (typeof v !== "object" || Array.isArray(v)) throw new ShapeError(p, "want a map");
      const entry = entryClasses(f).object;
      // Sorted by key, as flatc's lookup by key (attrsByKey) needs: strings by their bytes, numbers numerically.
      const keys = Object.keys(v).sort(f.mapKey === ScalarType.STRING ? byUtf8 : f.mapKey === ScalarType.BOOL ? undefined : (a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
      o[f.localName] = keys.map((k) => {
        const e = new entry() as unknown as Record<string, unknown>;
        const x = v[k] as JsonValue;
        const kp = `${p}[${JSON.stringify(k)}]`;
        e["key"] = f.mapKey === ScalarType.STRING ? k : f.mapKey === ScalarType.BOOL ? k === "true" : is64(f.mapKey) ? BigInt(k) : Number(k);
        e["value"] = f.mapKind === "message" ? jsonToFbObject(x, f.message, kp) : f.mapKind === "enum" ? fbEnum(x, f.enum, kp) : fbScalarOf(x, f.scalar, kp);
        return e;
      });
    } else if (f.fieldKind === "list") {
      if (!Array.isArray(v)) throw new ShapeError(p, "want a list");
      o[f.localName] = v.map((item, i) =>
        f.listKind === "message" ? jsonToFbObject(item, f.message, `${p}[${i}]`) : fbScalar(item, f, `${p}[${i}]`),
      );
    } else if (f.fieldKind === "message") {
      o[f.localName] = jsonToFbObject(v, f.message, p);
    } else {
      o[f.localName] = fbScalar(v, f, p);
    }
  }
  return o as unknown as FbObject;
}

/** Compares two strings by their UTF-8 bytes (code points), as flatc's key lookup compares them. */
function byUtf8(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** A Timestamp's object-API value from its JSON form. */
function timestampObject(json: string, path: string): FbObject {
  const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.([0-9]{1,9}))?(Z|[+-][0-9]{2}:[0-9]{2})$/.exec(json);
  const ms = m ? Date.parse(m[1]! + m[3]!) : NaN;
  if (!m || Number.isNaN(ms)) throw new ShapeError(path, `${JSON.stringify(json.slice(0, 40))} is not an RFC 3339 date-time`);
  const o = new (fbClasses("google.protobuf.Timestamp").object)() as unknown as Record<string, unknown>;
  o["seconds"] = BigInt(Math.floor(ms / 1000));
  o["nanos"] = m[2] ? parseInt(m[2] + "0".repeat(9 - m[2].length), 10) : 0;
  return o as unknown as FbObject;
}

function fbEnum(v: JsonValue, e: DescEnum, path: string): number {
  if (typeof v === "number") return v;
  const ev = e.values.find((x) => x.name === v);
  if (!ev) throw new ShapeError(path, `${String(v)} is not a value of ${e.typeName}`);
  return ev.number;
}

function fbScalar(v: JsonValue, f: DescField, path: string): unknown {
  if (f.fieldKind === "enum" || (f.fieldKind === "list" && f.listKind === "enum")) return fbEnum(v, f.enum!, path);
  return fbScalarOf(v, f.scalar!, path);
}

function fbScalarOf(v: JsonValue, t: ScalarType, path: string): unknown {
  switch (t) {
    case ScalarType.STRING:
      return v;
    case ScalarType.BOOL:
      return v === true;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return typeof v === "number" ? v : Number(v);
    default: {
      const b = toBigInt(v, t, {}, path);
      return is64(t) ? b : Number(b);
    }
  }
}

/** A finished buffer of the JSON value as a desc table, through the object API. */
export function packFlatBuffer(json: JsonValue, desc: DescMessage): Uint8Array {
  patchOptionalScalars(desc);
  const builder = new Builder(1024);
  builder.finish(jsonToFbObject(json, desc).pack(builder));
  return builder.asUint8Array().slice();
}
