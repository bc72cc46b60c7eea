// flatc's generated TypeScript, by proto message name: the table accessors
// (read in place) and the object-API classes (unpack()/pack()), plus the
// schema-driven walks over them. flatc names every accessor after the
// field (name(), transactions(i), transactionsLength()), and polywire's
// tables mirror the protos field for field, so one walk over the proto
// descriptor reaches every generated accessor without a hand-written
// visitor per table.
import { Builder, ByteBuffer } from "flatbuffers";
import { ScalarType } from "@bufbuild/protobuf";
import type { DescField, DescMessage } from "@bufbuild/protobuf";
import * as articles from "./gen/fb/articles_generated.js";
import * as bank from "./gen/fb/bank_generated.js";
import * as docs from "./gen/fb/docs_generated.js";
import * as errors from "./gen/fb/error_generated.js";
import * as people from "./gen/fb/people_generated.js";
import { is64, ShapeError, toBigInt } from "./canonical.js";
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
register("polywire.people.v1", people);

/** The generated classes of a message, by its proto full name. */
export function fbClasses(typeName: string): FbClasses {
  const c = REGISTRY.get(typeName);
  if (!c) throw new Error(`no FlatBuffers table for ${typeName}`);
  return c;
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
    if (f.fieldKind === "list") {
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
    if (f.fieldKind === "list") {
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
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new ShapeError(path, `want a ${desc.name} object`);
  const o = new (fbClasses(desc.typeName).object)() as unknown as Record<string, unknown>;
  for (const f of desc.fields) {
    const v = json[f.jsonName];
    if (v === undefined || v === null) continue;
    const p = path ? `${path}.${f.jsonName}` : f.jsonName;
    if (f.fieldKind === "list") {
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

function fbScalar(v: JsonValue, f: DescField, path: string): unknown {
  if (f.fieldKind === "enum" || (f.fieldKind === "list" && f.listKind === "enum")) {
    const e = f.enum!;
    if (typeof v === "number") return v;
    const ev = e.values.find((x) => x.name === v);
    if (!ev) throw new ShapeError(path, `${String(v)} is not a value of ${e.typeName}`);
    return ev.number;
  }
  const t = f.scalar!;
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
  const builder = new Builder(1024);
  builder.finish(jsonToFbObject(json, desc).pack(builder));
  return builder.asUint8Array().slice();
}
