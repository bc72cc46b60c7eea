// FlatBuffers' JavaScript library has no verifier and reads out of bounds
// silently (a Uint8Array read past its end is undefined, so offsets become
// 0 or NaN and vector lengths garbage), so a truncated or hostile buffer
// could return nonsense or loop over a vector "of" two billion elements.
// verifyFlatBuffer checks, before anything is read, every offset the
// generated accessors will follow — driven by the proto descriptor, since
// polywire's .fbs tables mirror the .proto messages slot for slot (proto
// field i in declaration order is table slot i) — the way flatc's C++ and
// Go Verifiers do: tables, vtables, inline fields, strings and vectors all
// inside the buffer, vector lengths bounded by the bytes left, nesting and
// table count bounded. An inline field must lie inside the buffer, not
// inside its table's stated size: the C++ Verifier's rule and
// codec/flatcodec's, since the flatbuffers Go builder shares the vtable of
// a smaller table with the same field offsets, so a field of a valid
// buffer may end past the size its vtable states. At most one member of a
// oneof may be present (polywire's mapping). Map fields are vectors
// of entry tables (key in slot 0, value in slot 1), repeated bytes vectors
// of item tables (value:[ubyte] in slot 0): the .fbs mirror's shapes.
import { ScalarType } from "@bufbuild/protobuf";
import type { DescField, DescMessage } from "@bufbuild/protobuf";

/** A buffer that is not a valid FlatBuffer of the type asked for. */
export class FlatBufferError extends Error {
  override readonly name = "FlatBufferError";
}

const MAX_DEPTH = 64;

interface Ctx {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  tables: number;
  readonly maxTables: number;
}

/**
 * Verifies bytes as a FlatBuffer whose root table is desc and returns the
 * root table's position. With firstOnly, list-of-table fields have only
 * their first element verified (the rest is not read): what firstRow needs.
 */
export function verifyFlatBuffer(bytes: Uint8Array, desc: DescMessage, firstOnly = false): number {
  const ctx = context(bytes);
  const root = offsetAt(ctx, 0, "root offset");
  verifyTable(ctx, root, desc, 0, firstOnly, desc.name);
  return root;
}

/** Verifies one table at pos (an element firstOnly left unverified). */
export function verifyTableAt(bytes: Uint8Array, pos: number, desc: DescMessage, firstOnly: boolean): void {
  verifyTable(context(bytes), pos, desc, 0, firstOnly, desc.name);
}

function context(bytes: Uint8Array): Ctx {
  // A legitimate table takes at least 4 bytes and the builder writes each
  // once; more visits than that means offsets point at shared tables in a
  // way only a crafted buffer does (and could blow up exponentially).
  return { bytes, view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), tables: 0, maxTables: (bytes.length >> 2) + 16 };
}

function check(ctx: Ctx, pos: number, size: number, what: string): void {
  if (!(pos >= 0 && size >= 0 && pos + size <= ctx.bytes.length)) {
    throw new FlatBufferError(`${what}: offset ${pos} out of range (${size} bytes in a buffer of ${ctx.bytes.length})`);
  }
}

/** Follows the uoffset stored at pos (read signed, as the library reads it). */
function offsetAt(ctx: Ctx, pos: number, what: string): number {
  check(ctx, pos, 4, what);
  const rel = ctx.view.getInt32(pos, true);
  if (rel <= 0) throw new FlatBufferError(`${what}: offset ${rel} at ${pos} does not point forward`);
  const target = pos + rel;
  check(ctx, target, 4, what);
  return target;
}

function u16(ctx: Ctx, pos: number, what: string): number {
  check(ctx, pos, 2, what);
  const v = ctx.view.getUint16(pos, true);
  // The library reads vtable entries as int16: above 0x7fff they turn negative.
  if (v > 0x7fff) throw new FlatBufferError(`${what}: vtable entry ${v} at ${pos} too large`);
  return v;
}

function scalarSize(t: ScalarType): number {
  switch (t) {
    case ScalarType.DOUBLE:
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return 8;
    case ScalarType.BOOL:
      return 1;
    case ScalarType.STRING:
    case ScalarType.BYTES:
      return 4; // an offset
    default:
      return 4;
  }
}

function inlineSize(f: DescField): number {
  switch (f.fieldKind) {
    case "scalar":
      return scalarSize(f.scalar);
    case "enum":
      return 4;
    default:
      return 4; // offset to a table, vector or map
  }
}

function verifyTable(ctx: Ctx, pos: number, desc: DescMessage, depth: number, firstOnly: boolean, path: string): void {
  const [vt, vtSize] = openTable(ctx, pos, depth, path);
  const fields = desc.fields;
  const members = new Map<string, string>(); // oneof -> the member present
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i] as DescField;
    const slot = 4 + 2 * i;
    if (slot >= vtSize) break;
    const voff = ctx.view.getUint16(vt + slot, true);
    if (voff === 0) continue;
    const fpath = `${path}.${f.localName}`;
    if (voff < 4 || pos + voff + inlineSize(f) > ctx.bytes.length) throw new FlatBufferError(`${fpath}: field offset ${voff} outside the buffer`);
    if (f.oneof) {
      // polywire's mapping: at most one member of a oneof (codec/flatcodec refuses more).
      const other = members.get(f.oneof.name);
      if (other !== undefined) throw new FlatBufferError(`${fpath}: ${other} of the same oneof ${f.oneof.name} is present too`);
      members.set(f.oneof.name, f.localName);
    }
    const at = pos + voff;
    switch (f.fieldKind) {
      case "scalar":
        if (f.scalar === ScalarType.STRING || f.scalar === ScalarType.BYTES) verifyString(ctx, offsetAt(ctx, at, fpath), fpath);
        break;
      case "enum":
        break;
      case "message":
        verifyTable(ctx, offsetAt(ctx, at, fpath), f.message, depth + 1, firstOnly, fpath);
        break;
      case "list": {
        const vec = offsetAt(ctx, at, fpath);
        const n = ctx.view.getUint32(vec, true);
        const elem = f.listKind === "scalar" ? scalarSize(f.scalar) : 4;
        // Checked against the bytes left before any element is touched, so a
        // corrupt length can neither allocate nor loop beyond the buffer.
        if (n > (ctx.bytes.length - vec - 4) / elem) throw new FlatBufferError(`${fpath}: vector of ${n} elements longer than the buffer`);
        if (f.listKind === "message") {
          const m = firstOnly ? Math.min(n, 1) : n;
          for (let k = 0; k < m; k++) verifyTable(ctx, offsetAt(ctx, vec + 4 + 4 * k, fpath), f.message, depth + 1, firstOnly, `${fpath}[${k}]`);
        } else if (f.listKind === "scalar" && f.scalar === ScalarType.STRING) {
          for (let k = 0; k < n; k++) verifyString(ctx, offsetAt(ctx, vec + 4 + 4 * k, fpath), `${fpath}[${k}]`);
        } else if (f.listKind === "scalar" && f.scalar === ScalarType.BYTES) {
          for (let k = 0; k < n; k++) verifyItem(ctx, offsetAt(ctx, vec + 4 + 4 * k, fpath), depth + 1, `${fpath}[${k}]`);
        }
        break;
      }
      case "map": {
        const vec = offsetAt(ctx, at, fpath);
        const n = ctx.view.getUint32(vec, true);
        if (n > (ctx.bytes.length - vec - 4) / 4) throw new FlatBufferError(`${fpath}: vector of ${n} entries longer than the buffer`);
        for (let k = 0; k < n; k++) verifyEntry(ctx, offsetAt(ctx, vec + 4 + 4 * k, fpath), f, depth + 1, `${fpath}[${k}]`);
        break;
      }
    }
  }
}

/** Opens the table at pos: vtable and table inside the buffer; returns the vtable's position and size. */
function openTable(ctx: Ctx, pos: number, depth: number, path: string): [number, number] {
  if (depth > MAX_DEPTH) throw new FlatBufferError(`${path}: tables nested deeper than ${MAX_DEPTH}`);
  if (++ctx.tables > ctx.maxTables) throw new FlatBufferError(`${path}: more tables than the buffer can hold`);
  check(ctx, pos, 4, path);
  const vt = pos - ctx.view.getInt32(pos, true);
  const vtSize = u16(ctx, vt, `${path} vtable`);
  const tblSize = u16(ctx, vt + 2, `${path} vtable`);
  if (vtSize < 4 || vtSize % 2 !== 0) throw new FlatBufferError(`${path}: vtable size ${vtSize} invalid`);
  check(ctx, vt, vtSize, `${path} vtable`);
  if (tblSize < 4) throw new FlatBufferError(`${path}: table size ${tblSize} invalid`);
  check(ctx, pos, tblSize, path);
  return [vt, vtSize];
}

/** The field at slot (0-based) of the table at pos whose vtable is vt: its position, or -1 when absent. */
function slotAt(ctx: Ctx, pos: number, vt: number, vtSize: number, slot: number, size: number, path: string): number {
  const e = 4 + 2 * slot;
  if (e >= vtSize) return -1;
  const voff = ctx.view.getUint16(vt + e, true);
  if (voff === 0) return -1;
  if (voff < 4 || pos + voff + size > ctx.bytes.length) throw new FlatBufferError(`${path}: field offset ${voff} outside the buffer`);
  return pos + voff;
}

/** One element of a repeated bytes field: an item table with value:[ubyte] in slot 0. */
function verifyItem(ctx: Ctx, pos: number, depth: number, path: string): void {
  const [vt, vtSize] = openTable(ctx, pos, depth, path);
  const at = slotAt(ctx, pos, vt, vtSize, 0, 4, `${path}.value`);
  if (at >= 0) verifyString(ctx, offsetAt(ctx, at, `${path}.value`), `${path}.value`);
}

/** One entry table of a map field: key in slot 0, value in slot 1. */
function verifyEntry(ctx: Ctx, pos: number, f: DescField & { fieldKind: "map" }, depth: number, path: string): void {
  const [vt, vtSize] = openTable(ctx, pos, depth, path);
  const k = slotAt(ctx, pos, vt, vtSize, 0, scalarSize(f.mapKey), `${path}.key`);
  if (k >= 0 && f.mapKey === ScalarType.STRING) verifyString(ctx, offsetAt(ctx, k, `${path}.key`), `${path}.key`);
  const size = f.mapKind === "scalar" ? scalarSize(f.scalar) : 4;
  const v = slotAt(ctx, pos, vt, vtSize, 1, size, `${path}.value`);
  if (v < 0) return;
  if (f.mapKind === "message") verifyTable(ctx, offsetAt(ctx, v, `${path}.value`), f.message, depth + 1, false, `${path}.value`);
  else if (f.mapKind === "scalar" && (f.scalar === ScalarType.STRING || f.scalar === ScalarType.BYTES)) {
    verifyString(ctx, offsetAt(ctx, v, `${path}.value`), `${path}.value`);
  }
}

function verifyString(ctx: Ctx, pos: number, path: string): void {
  const n = ctx.view.getUint32(pos, true);
  // The string, then its terminating zero byte.
  if (n > ctx.bytes.length - pos - 5) throw new FlatBufferError(`${path}: string of ${n} bytes longer than the buffer`);
  if (ctx.bytes[pos + 4 + n] !== 0) throw new FlatBufferError(`${path}: string at ${pos} not zero-terminated`);
}
