// Error bodies: polywire's Error message in any of the five formats becomes
// a PolywireError with its code, message and violations; anything else a
// PolywireError with code "unknown".
import assert from "node:assert/strict";
import { test } from "node:test";
import { errorFromBody } from "../src/errorbody.js";
import { DecodeError, PolywireError } from "../src/errors.js";
import { MEDIA_TYPES } from "../src/types.js";
import { manifest, readVector } from "./vectors.js";

const errorEntries = manifest().filter((e) => e.case === "error_small");

test("error_small exists in every format", () => assert.equal(errorEntries.length, 5));

for (const e of errorEntries) {
  test(`error_small in ${e.format} is a PolywireError`, () => {
    const err = errorFromBody(422, `${e.mediaType}; charset=utf-8`, readVector(e.file));
    assert.ok(err instanceof PolywireError);
    assert.equal(err.status, 422);
    assert.equal(err.format, e.format);
    assert.equal(err.code, "validation_failed");
    assert.equal(err.message, "validate document: 2 fields are invalid");
    assert.deepEqual(err.violations, [
      { field: "department.code", description: "must be a UUID" },
      { field: "goods[0].amount", description: "must be greater than 0" },
    ]);
  });
}

test("a body that is not an Error is code unknown, with the status and text", () => {
  const err = errorFromBody(502, "text/html", new TextEncoder().encode("<html>Bad   gateway</html>"));
  assert.equal(err.code, "unknown");
  assert.equal(err.status, 502);
  assert.equal(err.format, undefined);
  assert.match(err.message, /^HTTP 502 \(text\/html\): <html>Bad gateway<\/html>$/);
});

test("a body in a known format that is not an Error is code unknown", () => {
  const err = errorFromBody(500, MEDIA_TYPES.json, new TextEncoder().encode('{"nope":1}'));
  assert.equal(err.code, "unknown");
  assert.equal(err.format, "json");
  assert.ok(err.cause instanceof DecodeError, "the decode failure is kept as the cause");
});

test("an empty body is code unknown", () => {
  const err = errorFromBody(503, MEDIA_TYPES.proto, new Uint8Array());
  assert.equal(err.code, "unknown");
  assert.equal(err.message, "HTTP 503 (application/x-protobuf)");
});

test("DecodeError names the type, format and decoder", () => {
  const e = new DecodeError("flatbuffers", "flatbuffers full", "polywire.people.v1.People", new RangeError("offset 123 out of range"));
  assert.equal(e.message, "decode people as flatbuffers with flatbuffers full: offset 123 out of range");
  assert.ok(e.cause instanceof RangeError);
});
