// The seeded random-message generator and byte mutator the differential
// tests share (pwts.test.ts against protobuf-es, pwfb.test.ts against
// flatc's FlatBuffers decoder, pwmp.test.ts against msgpackr): valid messages of any polywire schema, with
// edge values (NaN, -0, 2^64-1, unpaired-looking UTF-8 boundaries, BOMs),
// maps, oneof members (at their default too), valid Timestamps, and
// single-byte corruptions of their encodings.
import { create, ScalarType } from "@bufbuild/protobuf";
import type { DescField, DescMessage, Message } from "@bufbuild/protobuf";

// mulberry32: small, seeded, good enough for test data.
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-_/@:";
const UNICODE = ["é", "ß", "€", "中", "文", "😀", "🧪", "\u{10FFFF}", "\uFEFF", "\u0000", "\u007F", "\u0080", "\u07FF", "\u0800", "\uFFFD"];

/**
 * One seeded corruption of src: a truncation, byte flips, an insertion, a
 * run of 0xff where lengths and offsets live, or a boundary byte.
 */
export function corrupt(src: Uint8Array, r: () => number): Uint8Array {
  const at = (n: number) => Math.floor(r() * n);
  switch (at(5)) {
    case 0:
      return src.slice(0, at(src.length));
    case 1: {
      const b = src.slice();
      for (let k = 1 + at(4); k > 0; k--) {
        const i = at(b.length);
        b[i] = (b[i] ?? 0) ^ (1 + at(255));
      }
      return b;
    }
    case 2: {
      const i = at(src.length + 1);
      const ins = Uint8Array.from({ length: 1 + at(8) }, () => at(256));
      const b = new Uint8Array(src.length + ins.length);
      b.set(src.subarray(0, i));
      b.set(ins, i);
      b.set(src.subarray(i), i + ins.length);
      return b;
    }
    case 3: {
      const b = src.slice();
      const i = at(Math.max(1, b.length - 4));
      b.fill(0xff, i, Math.min(b.length, i + 4));
      return b;
    }
    default: {
      const b = src.slice();
      const i = at(b.length);
      b[i] = [0x00, 0x7f, 0x80, 0xff, 0xc1, 0xdd, 0xdf][at(7)] ?? 0;
      return b.slice(0, b.length - at(2));
    }
  }
}

export class Gen {
  constructor(readonly r: () => number) {}
  int(n: number): number {
    return Math.floor(this.r() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  string(): string {
    switch (this.int(8)) {
      case 0:
        return "";
      case 1: {
        let s = "";
        const n = 1 + this.int(12);
        for (let i = 0; i < n; i++) s += this.r() < 0.5 ? this.pick(UNICODE) : this.pick([...ASCII]);
        return s;
      }
      case 2: {
        // Longer than the ASCII fast path: TextDecoder's side.
        let s = "";
        const n = 30 + this.int(80);
        for (let i = 0; i < n; i++) s += this.r() < 0.05 ? this.pick(UNICODE) : ASCII[this.int(ASCII.length)];
        return s;
      }
      default: {
        let s = "";
        const n = 1 + this.int(40);
        for (let i = 0; i < n; i++) s += ASCII[this.int(ASCII.length)];
        return s;
      }
    }
  }
  scalar(t: ScalarType): unknown {
    const edge = this.r() < 0.3;
    switch (t) {
      case ScalarType.STRING:
        return this.string();
      case ScalarType.BOOL:
        return this.r() < 0.5;
      case ScalarType.DOUBLE:
        return edge ? this.pick([0, -0, NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE, -1.5, 1e-300]) : (this.r() - 0.5) * 10 ** this.int(12);
      case ScalarType.FLOAT:
        return Math.fround(edge ? this.pick([0, -0, NaN, Infinity, 3.4e38]) : (this.r() - 0.5) * 1000);
      case ScalarType.INT32:
      case ScalarType.SINT32:
      case ScalarType.SFIXED32:
        return edge ? this.pick([0, -1, 2147483647, -2147483648]) : this.int(2000) - 1000;
      case ScalarType.UINT32:
      case ScalarType.FIXED32:
        return edge ? this.pick([0, 1, 127, 128, 4294967295]) : this.int(100000);
      case ScalarType.UINT64:
      case ScalarType.FIXED64:
        return edge ? this.pick([0n, 1n, 2n ** 53n, 2n ** 53n + 1n, 2n ** 64n - 1n, 2n ** 63n]) : BigInt(this.int(2 ** 31)) * BigInt(1 + this.int(3000000));
      case ScalarType.INT64:
      case ScalarType.SINT64:
      case ScalarType.SFIXED64:
        return edge ? this.pick([0n, -1n, 2n ** 63n - 1n, -(2n ** 63n), -(2n ** 53n) - 1n]) : BigInt(this.int(2 ** 31) - 2 ** 30) * BigInt(1 + this.int(3000000));
      case ScalarType.BYTES:
        return new Uint8Array(this.int(5)).map(() => this.int(256));
    }
  }
  field(f: DescField, depth: number): unknown {
    switch (f.fieldKind) {
      case "scalar":
        return this.scalar(f.scalar);
      case "enum":
        return this.r() < 0.1 ? this.int(7) - 2 : this.pick(f.enum.values).number;
      case "message":
        return this.r() < 0.3 || depth > 4 ? undefined : this.message(f.message, depth + 1);
      case "map": {
        // Keys in the order polywire writes them (UTF-8 bytes, numbers
        // numerically), none a JavaScript array index (a JS object would
        // move it first), so that toBinary's order is Go's.
        const n = depth > 3 ? 0 : this.pick([0, 0, 1, 2, 3]);
        const keys = new Set<string>();
        for (let i = 0; i < n; i++) {
          const k = f.mapKey === ScalarType.STRING ? this.string() : f.mapKey === ScalarType.BOOL ? String(this.r() < 0.5) : String(this.scalar(f.mapKey));
          if (f.mapKey !== ScalarType.STRING || !/^(0|[1-9][0-9]*)$/.test(k)) keys.add(k);
        }
        const sorted = [...keys].sort(f.mapKey === ScalarType.STRING ? byUtf8 : f.mapKey === ScalarType.BOOL ? undefined : (a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
        const out: Record<string, unknown> = {};
        for (const k of sorted) {
          out[k] = f.mapKind === "message" ? this.message(f.message, depth + 1) : f.mapKind === "enum" ? this.pick(f.enum.values).number : this.scalar(f.scalar);
        }
        return out;
      }
      case "list": {
        const n = depth > 3 ? 0 : this.pick([0, 0, 1, 2, 3]);
        const out: unknown[] = [];
        for (let i = 0; i < n; i++) {
          if (f.listKind === "message") out.push(this.message(f.message, depth + 1));
          else if (f.listKind === "enum") out.push(this.pick(f.enum.values).number);
          else out.push(this.scalar(f.scalar));
        }
        return out;
      }
    }
  }
  message(desc: DescMessage, depth = 0): Message {
    if (desc.typeName === "google.protobuf.Timestamp") {
      // Valid ones only (toJson has no form for others): years 1 to 9999.
      const seconds = this.r() < 0.2 ? this.pick([-62135596800n, 253402300799n, 0n]) : BigInt(this.int(4102444800) - 2000000000);
      return create(desc, { seconds, nanos: this.r() < 0.3 ? 0 : this.pick([this.int(1000) * 1000000, this.int(1000000000), 999999999]) } as never);
    }
    const init: Record<string, unknown> = {};
    for (const f of desc.fields) {
      if (f.oneof !== undefined || this.r() < 0.15) continue; // absent: the default
      const v = this.field(f, depth);
      if (v !== undefined) init[f.localName] = v;
    }
    for (const o of desc.oneofs) {
      // One member or none; a scalar member set to its default now and then (present all the same).
      if (this.r() < 0.2) continue;
      const f = this.pick(o.fields);
      const v = this.r() < 0.25 && f.fieldKind === "scalar" ? (f.scalar === ScalarType.BOOL ? false : f.scalar === ScalarType.STRING ? "" : this.scalar(f.scalar)) : this.field(f, depth);
      if (v !== undefined) init[o.localName] = { case: f.localName, value: f.fieldKind === "scalar" && f.scalar === ScalarType.INT32 && this.r() < 0.25 ? 0 : v };
    }
    return create(desc, init as never);
  }
}

/** Compares strings by their UTF-8 bytes (code points). */
function byUtf8(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/**
 * One byte changed, inserted, removed, or the tail cut off; interesting
 * is a format's byte values worth trying (type markers, lengths).
 */
export function mutate(g: Gen, b: Uint8Array, interesting?: readonly number[]): Uint8Array {
  const n = b.length;
  switch (g.int(n === 0 ? 1 : 5)) {
    case 0: {
      // insert
      const at = g.int(n + 1);
      const out = new Uint8Array(n + 1);
      out.set(b.subarray(0, at));
      out[at] = g.r() < 0.5 ? g.int(256) : g.pick(interesting ?? [0x80, 0xff, 0x07, 0x0b, 0x0c, 0x0e, 0x0f, 0xc0, 0xed]);
      out.set(b.subarray(at), at + 1);
      return out;
    }
    case 1: {
      const out = b.slice();
      // with a format's interesting bytes, half the overwrites are one of them
      out[g.int(n)] = interesting ? (g.r() < 0.5 ? g.int(256) : g.pick(interesting)) : g.int(256);
      return out;
    }
    case 2: {
      const out = b.slice();
      const k = g.int(n);
      out[k] = out[k]! ^ (1 << g.int(8));
      return out;
    }
    case 3: {
      const at = g.int(n);
      return Uint8Array.of(...b.subarray(0, at), ...b.subarray(at + 1));
    }
    default:
      return b.slice(0, g.int(n));
  }
}

/**
 * How big the seeded random suites run. `make test` (and a plain `npm
 * test`) runs them at their everyday size, which still finds every bug
 * the full size found (each suite says which); `make test-long`
 * (POLYWIRE_TEST_LONG=1) runs the full size, as before a release or after
 * touching a decoder.
 */
export const LONG = process.env["POLYWIRE_TEST_LONG"] === "1";

/** n at the full size, everyday at the everyday one. */
export function sized(full: number, everyday: number): number {
  return LONG ? full : everyday;
}
