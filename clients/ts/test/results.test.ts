// summarize must give Go's results.Summarize numbers exactly, and the
// FlatBuffers verifier must stop the corruptions flatbuffers' own reader
// would silently walk into.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decoder } from "../src/decoders.js";
import { DecodeError } from "../src/errors.js";
import { quantile, summarize } from "../src/results.js";
import { readVector } from "./vectors.js";

test("summarize: sample stddev, median and p95 by linear interpolation", () => {
  const s = summarize([5, 1, 4, 2, 3]);
  assert.deepEqual(s, { n: 5, median: 3, mean: 3, stddev: Math.sqrt(2.5), min: 1, max: 5, p95: 4.8 });
  assert.equal(quantile([10, 20], 0.95), 19.5);
  assert.deepEqual(summarize([7]), { n: 1, median: 7, mean: 7, stddev: 0, min: 7, max: 7, p95: 7 });
  assert.equal(summarize([]).n, 0);
});

test("a FlatBuffers vector length beyond the buffer is a DecodeError, not a two-billion-step loop", () => {
  const bytes = readVector("people_medium.fb");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The root table's first field (slot 0, person) points at the vector.
  const root = view.getUint32(0, true);
  const vt = root - view.getInt32(root, true);
  const field = root + view.getUint16(vt + 4, true);
  const vec = field + view.getUint32(field, true);
  view.setUint32(vec, 0x7fffffff, true);
  for (const name of ["flatbuffers lazy", "flatbuffers full"]) {
    assert.throws(() => decoder(name)!.decode(bytes, "polywire.people.v1.People"), (e: unknown) => {
      assert.ok(e instanceof DecodeError);
      assert.match(e.message, /^decode people as flatbuffers with flatbuffers (lazy|full): .*vector of 2147483647 elements longer than the buffer/);
      return true;
    });
  }
});
