// polywire-ts's generated FlatBuffers decoders (protoc-gen-polywire-ts
// fb=true, PWFB) against flatc's object API ("flatbuffers full": fbverify.ts,
// then unpack()), compared as canonical proto3 JSON:
//
//   - every golden FlatBuffers vector: equal, and the view's rows equal the
//     eager decode's;
//   - 250 seeded random valid messages per top-level type (2,250), packed by
//     flatc's object API (packFlatBuffer): ours equals the message packed
//     and flatc's unpack; the view's rows equal the eager decode's;
//   - 400 seeded byte mutants per type (3,600): if fbverify rejects, ours
//     throws PolywireDecodeError; if it accepts, ours equals flatc's unpack
//     or throws for invalid UTF-8 only (flatc's TextDecoder replaces it with
//     U+FFFD; ours is fatal, like codec/flatcodec); whenever the eager
//     decode succeeds, the view gives the same rows;
//   - a crafted buffer of shared tables: fbverify's table budget, enforced.
//
// (fuzz.test.ts checks that the registry's "polywire-ts flatbuffers" wraps
// every error as a DecodeError; this file calls PWFB directly.)
//
// One known difference is normalised, not hidden: flatbuffers 2.0.7 reads
// strings with a default TextDecoder, which drops a leading U+FEFF; ours
// keeps it (as protobuf-es, the Go codecs and the bytes do), so against
// flatc the comparison strips a leading BOM from every string on our side
// (and counts how often that mattered). About 3 s on the 2-core machine
// (node --test, tsx start-up included; the budget is 4 s).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { toJson } from "@bufbuild/protobuf";
import type { DescMessage } from "@bufbuild/protobuf";
import { canonicalJson, ShapeError } from "../src/canonical.js";
import { fbRoot, packFlatBuffer } from "../src/fb.js";
import { verifyFlatBuffer } from "../src/fbverify.js";
import { PWFB, PolywireDecodeError } from "../src/pwts.js";
import { SCHEMAS } from "../src/schema.js";
import type { JsonValue, TypeName } from "../src/types.js";
import { Gen, mutate, rng } from "./random.js";
import { manifest, readVector } from "./vectors.js";

const MESSAGES = 250;
const MUTANTS = 400;

/**
 * Canonical JSON with every string's leading U+FEFF dropped (what flatc's
 * TextDecoder does), map keys included, and a field left empty by that
 * dropped as canonical JSON drops a default.
 */
function noBom(v: JsonValue): JsonValue {
  if (typeof v === "string") return v.charCodeAt(0) === 0xfeff ? v.slice(1) : v;
  if (Array.isArray(v)) return v.map(noBom);
  if (typeof v === "object" && v !== null) {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) {
      const y = noBom(x);
      // Map keys are strings too (field names never start with a BOM).
      if (y !== "" || x === "") out[noBom(k) as string] = y;
    }
    return out;
  }
  return v;
}

/**
 * The message as a FlatBuffer holds it: a -0 field is left out (flatc's
 * builder, like codec/flatcodec, omits a value that == its default 0), so
 * it reads back as the default.
 */
function asPacked(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(asPacked);
  if (typeof v === "object" && v !== null) {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) if (!Object.is(x, -0)) out[k] = asPacked(x);
    return out;
  }
  return v;
}

/** flatc's decode of a buffer fbverify accepts, as canonical JSON; undefined when fbverify rejects. */
function flatc(bytes: Uint8Array, desc: DescMessage): JsonValue | undefined {
  let root: number;
  try {
    root = verifyFlatBuffer(bytes, desc);
  } catch {
    return undefined;
  }
  const unpacked = fbRoot(bytes, desc, root).unpack();
  try {
    return canonicalJson(unpacked, desc);
  } catch (e) {
    // A value with no proto3 JSON form (a mutated Timestamp out of range):
    // ours must refuse it too.
    if (e instanceof ShapeError) return undefined;
    throw e;
  }
}

/** The row list of a list message: the first repeated message field by number (the one viewXFb indexes). */
function rowField(desc: DescMessage): string | undefined {
  const f = [...desc.fields].sort((a, b) => a.number - b.number).find((x) => x.fieldKind === "list" && x.listKind === "message");
  return f?.jsonName;
}

function checkView(type: TypeName, bytes: Uint8Array, got: object, what: string): void {
  const view = PWFB[type].view;
  const field = rowField(SCHEMAS[type]);
  if (!view || field === undefined) return;
  const v = view(bytes);
  const rows = (got as Record<string, unknown[]>)[field]!;
  assert.equal(v.length, rows.length, `${what}: view length`);
  for (let i = 0; i < v.length; i++) assert.deepStrictEqual(v.get(i), rows[i], `${what}: view row ${i}`);
  assert.throws(() => v.get(v.length), RangeError);
}

describe("polywire-ts flatbuffers: golden vectors", () => {
  for (const e of manifest().filter((x) => x.format === "flatbuffers")) {
    test(e.file, () => {
      const bytes = readVector(e.file);
      const desc = SCHEMAS[e.message];
      const got = PWFB[e.message].decode(bytes);
      assert.deepStrictEqual(canonicalJson(got, desc), flatc(bytes, desc));
      checkView(e.message, bytes, got, e.file);
    });
  }
});

/** Ours on one buffer: the value, or the PolywireDecodeError it threw (anything else fails). */
function ours(type: TypeName, bytes: Uint8Array, what: string): object | PolywireDecodeError {
  try {
    return PWFB[type].decode(bytes);
  } catch (e) {
    if (!(e instanceof PolywireDecodeError)) assert.fail(`${what}: threw ${String(e)}, not a PolywireDecodeError`);
    return e;
  }
}

/** FlatBuffers-shaped corruption on top of mutate(): a uoffset, vtable entry or length overwritten. */
function fbMutate(g: Gen, b: Uint8Array): Uint8Array {
  if (b.length < 8 || g.r() < 0.6) return mutate(g, b);
  const out = b.slice();
  const at = g.int(out.length - 3) & ~1;
  const v = g.pick([0, 1, 2, 3, 4, 0xfffc, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000, 0xffffffff, g.int(out.length + 8)]);
  if (g.r() < 0.5) {
    out[at] = v & 0xff;
    out[at + 1] = (v >>> 8) & 0xff;
  } else {
    new DataView(out.buffer).setUint32(at & ~3, v >>> 0, true);
  }
  return out;
}

const TYPES = Object.keys(PWFB) as TypeName[];

describe("polywire-ts flatbuffers against flatc's object API", () => {
  TYPES.forEach((type, n) => {
    test(`${type.split(".").pop()}: ${MESSAGES} random messages, ${MUTANTS} mutants`, (t) => {
      const desc = SCHEMAS[type];
      const g = new Gen(rng(0xfb00 + n));
      const samples: Uint8Array[] = [];
      let boms = 0;
      for (let i = 0; i < MESSAGES; i++) {
        const want = toJson(desc, g.message(desc)) as JsonValue;
        const bytes = packFlatBuffer(want, desc);
        const got = PWFB[type].decode(bytes);
        const json = canonicalJson(got, desc);
        assert.deepStrictEqual(json, asPacked(want), `message ${i}: not the message packed`);
        const theirs = flatc(bytes, desc);
        assert.ok(theirs !== undefined, `message ${i}: fbverify rejects a packed message`);
        if (JSON.stringify(theirs) !== JSON.stringify(json)) {
          boms++;
          assert.deepStrictEqual(noBom(json), theirs, `message ${i}: differs from flatc's unpack`);
        }
        checkView(type, bytes, got, `message ${i}`);
        samples.push(bytes);
      }
      let threw = 0;
      let utf8 = 0;
      for (let i = 0; i < MUTANTS; i++) {
        const m = fbMutate(g, samples[i % samples.length]!);
        const what = `mutant ${i} [${m.join(",")}]`;
        const got = ours(type, m, what);
        const theirs = flatc(m, desc);
        if (got instanceof PolywireDecodeError) {
          threw++;
          if (theirs !== undefined) {
            // Only UTF-8 separates the two: every other check is fbverify's (or canonicalJson's).
            assert.match(got.message, /invalid UTF-8/, `${what}: fbverify accepts, ours threw ${got.message}`);
            utf8++;
          }
          continue;
        }
        assert.ok(theirs !== undefined, `${what}: fbverify (or canonicalJson) rejects, ours decoded it`);
        assert.deepStrictEqual(noBom(canonicalJson(got, desc)), theirs, what);
        checkView(type, m, got, what);
      }
      assert.ok(threw > 0, "some mutants are malformed");
      // The counts say what the run exercised (node --test prints diagnostics).
      t.diagnostic(`${type}: ${boms} messages differ from flatc only by a leading BOM; ${threw} mutants rejected, ${utf8} of them for UTF-8 alone`);
    });
  });

  test("shared tables: accepted while few, rejected past fbverify's table budget, as fbverify does", () => {
    // A People whose k persons are one Person table whose k addresses are
    // one Address table: k*k + k + 1 tables read from 8k + 52 bytes. Only a
    // crafted buffer shares tables; the budget (len/4 + 16) stops the blow-up.
    const shared = (k: number): Uint8Array => {
      const pv = 24 + 4 * k; // the Person vtable, after the person vector
      const p = pv + 8;
      const av = p + 8 + 4 + 4 * k; // the Address vtable, after the address vector
      const a = av + 4;
      const b = new Uint8Array(a + 4);
      const d = new DataView(b.buffer);
      d.setUint32(0, 12, true); // root: the People table
      d.setUint16(4, 6, true); d.setUint16(6, 8, true); d.setUint16(8, 4, true); // People vtable: person at 4
      d.setInt32(12, 8, true); d.setUint32(16, 4, true); // People table, person -> 20
      d.setUint32(20, k, true);
      for (let i = 0; i < k; i++) d.setUint32(24 + 4 * i, p - (24 + 4 * i), true);
      d.setUint16(pv, 8, true); d.setUint16(pv + 2, 8, true); d.setUint16(pv + 4, 0, true); d.setUint16(pv + 6, 4, true); // address at 4
      d.setInt32(p, p - pv, true); d.setUint32(p + 4, 4, true); // Person table, address -> p + 8
      d.setUint32(p + 8, k, true);
      for (let i = 0; i < k; i++) d.setUint32(p + 12 + 4 * i, a - (p + 12 + 4 * i), true);
      d.setUint16(av, 4, true); d.setUint16(av + 2, 4, true); // Address vtable: no fields
      d.setInt32(a, a - av, true);
      return b;
    };
    const desc = SCHEMAS["polywire.people.v1.People"];
    const few = shared(3);
    const got = PWFB["polywire.people.v1.People"].decode(few) as { person: { address: unknown[] }[] };
    assert.equal(got.person.length, 3);
    assert.equal(got.person[2]!.address.length, 3);
    assert.deepStrictEqual(canonicalJson(got, desc), flatc(few, desc));
    const many = shared(100);
    assert.equal(flatc(many, desc), undefined, "fbverify accepts 10,101 tables in 852 bytes");
    assert.throws(() => PWFB["polywire.people.v1.People"].decode(many), (e: unknown) => e instanceof PolywireDecodeError && /more tables/.test(e.message));
    // The view's budget is per row: one person with 100 addresses is 101 tables, within it.
    const v = PWFB["polywire.people.v1.People"].view!(many);
    assert.equal(v.length, 100);
    assert.equal((v.get(99) as { address: unknown[] }).address.length, 100);
  });
});
