// Every golden vector, decoded in its format by every decoder this runtime
// has, must equal (as canonical proto3 JSON) protobuf-es's decoding of the
// case's Protobuf file; where the manifest says "bytes", the encoders must
// reproduce the file exactly.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { fromBinary, toJson } from "@bufbuild/protobuf";
import { decodersFor } from "../src/decoders.js";
import { encoder } from "../src/encoders.js";
import { ROWS, SCHEMAS } from "../src/schema.js";
import type { JsonValue, TypeName } from "../src/types.js";
import { manifest, readVector, referenceFile } from "./vectors.js";

const entries = manifest();

function reference(c: string, type: TypeName): JsonValue {
  const desc = SCHEMAS[type];
  return toJson(desc, fromBinary(desc, readVector(referenceFile(entries, c).file))) as JsonValue;
}

/** Rows counted straight from the reference JSON, independently of count(). */
function expectedRows(json: JsonValue, type: TypeName): number {
  const rows = ROWS[type];
  if (!rows) return 1;
  const o = json as Record<string, JsonValue[] | undefined>;
  const items = o[rows.field] ?? [];
  if (!rows.inner) return items.length;
  return items.reduce<number>((n, a) => n + ((a as Record<string, JsonValue[] | undefined>)[rows.inner!]?.length ?? 0), 0);
}

test("the manifest lists every case in all five formats", () => {
  const cases = new Set(entries.map((e) => e.case));
  assert.ok(cases.size >= 13, `only ${cases.size} cases`);
  for (const c of cases) {
    assert.deepEqual(entries.filter((e) => e.case === c).map((e) => e.format).sort(), ["flatbuffers", "json", "msgpack", "proto", "xml"], c);
  }
});

for (const e of entries) {
  describe(`${e.file}`, () => {
    const want = reference(e.case, e.message);
    for (const d of decodersFor(e.format)) {
      test(d.name, { skip: d.available() ? false : `${d.name} is not available in Node.js (browsers only)` }, () => {
        const bytes = readVector(e.file);
        const decoded = d.decode(bytes, e.message);
        assert.deepStrictEqual(d.toJson(decoded, e.message), want);
        assert.equal(d.count(decoded, e.message), expectedRows(want, e.message));
        const first = d.firstRow(bytes, e.message);
        if (expectedRows(want, e.message) === 0) assert.equal(first, undefined);
        else assert.notEqual(first, undefined);
      });
    }
    if (e.compare === "bytes") {
      const names = e.format === "proto" ? ["protobuf-es", "protobufjs"] : e.format === "msgpack" ? ["msgpackr", "@msgpack/msgpack", "polywire-ts msgpack"] : [];
      assert.ok(names.length > 0, `no byte-exact encoders for ${e.format}`);
      for (const name of names) {
        test(`${name} re-encodes it byte for byte`, () => {
          const enc = encoder(name)!;
          const got = enc.encode(want, e.message);
          const file = readVector(e.file);
          assert.equal(got.length, file.length, "length");
          assert.ok(Buffer.from(got).equals(Buffer.from(file)), `first difference at byte ${got.findIndex((b, i) => b !== file[i])}`);
        });
      }
    } else {
      // Formats compared by value still round-trip through their encoders.
      const enc = { json: "JSON.stringify", flatbuffers: "flatbuffers", xml: "xml", proto: "protobuf-es", msgpack: "msgpackr" }[e.format];
      test(`${enc} round-trips it by value`, () => {
        const bytes = encoder(enc)!.encode(want, e.message);
        for (const d of decodersFor(e.format).filter((x) => x.available())) {
          assert.deepStrictEqual(d.toJson(d.decode(bytes, e.message), e.message), want, d.name);
        }
      });
    }
  });
}
