// The stream reader (src/stream.ts) against the transcoder's golden streams
// (transcode/testdata/streams: three Books, none, or two then an
// "unavailable" error, in every framing), the items decoded by real
// libraries — protobuf.js from the test schema's .proto, msgpackr, the
// flatbuffers runtime — then the same bytes split at every position and at
// random, every proper prefix (a truncated stream), and seeded corruption
// (the reader's fuzz target: rows or a StreamError/PolywireError, never
// another exception, never a hang).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { ByteBuffer } from "flatbuffers";
import { unpack } from "msgpackr";
import protobuf from "protobufjs";
import { PolywireError } from "../src/errors.js";
import { StreamError, readStream, streamKindOf, streamParser, streamRows, type ItemDecoder } from "../src/stream.js";
import type { JsonValue } from "../src/types.js";
import { corrupt, rng } from "./random.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const STREAMS = join(ROOT, "transcode/testdata/streams");

interface Book { name: string; title: string; pages: string }

const protoText = readFileSync(join(ROOT, "transcode/testdata/stream_test.proto"), "utf8")
  .replace(/^import .*$/gm, "")
  .replace(/service Shelves \{[\s\S]*?\n\}\n/, "");
const BookType = protobuf.parse(protoText).root.lookupType("polywire.transcode.streamtest.Book");

function bookOf(v: unknown): Book {
  const o = v as { [k: string]: unknown };
  return { name: String(o["name"] ?? ""), title: String(o["title"] ?? ""), pages: String(o["pages"] ?? "0") };
}

/** The framing's Content-Type and decoder of each golden file extension. */
const KINDS: Record<string, { ct: string; decode: ItemDecoder<Book> }> = {
  ndjson: { ct: "application/x-ndjson", decode: { json: (v: JsonValue) => bookOf(v) } },
  jsonl: { ct: "application/jsonl", decode: { json: (v: JsonValue) => bookOf(v) } },
  sse: { ct: "text/event-stream", decode: { json: (v: JsonValue) => bookOf(v) } },
  json: { ct: "application/json", decode: { json: (v: JsonValue) => bookOf(v) } },
  proto: {
    ct: "application/x-protobuf",
    decode: { binary: (b) => bookOf(BookType.toObject(BookType.decode(b), { longs: String, defaults: true })) },
  },
  msgpack: { ct: "application/msgpack", decode: { binary: (b) => bookOf(unpack(b)) } },
  flatbuffers: {
    ct: "application/x-flatbuffers",
    decode: {
      binary: (b) => {
        // polywire's FlatBuffers of a proto message: fields in field-number order
        const bb = new ByteBuffer(b);
        const t = bb.readInt32(bb.position()) + bb.position();
        const field = (i: number) => {
          const vt = t - bb.readInt32(t);
          const o = 4 + 2 * i < bb.readInt16(vt) ? bb.readInt16(vt + 4 + 2 * i) : 0;
          return o === 0 ? 0 : t + o;
        };
        const str = (i: number) => (field(i) === 0 ? "" : String(bb.__string(field(i))));
        return { name: str(0), title: str(1), pages: field(2) === 0 ? "0" : bb.readInt64(field(2)).toString() };
      },
    },
  },
};

const book = (i: number): Book => ({ name: `shelves/s1/books/${i}`, title: `Vol. ${i}\n"Streams"`, pages: String(100 * (i + 1)) });
const CASES: Record<string, { rows: Book[]; error?: string }> = {
  success: { rows: [book(0), book(1), book(2)] },
  response_body: { rows: [book(0), book(1)] },
  empty: { rows: [] },
  error: { rows: [book(0), book(1)], error: "unavailable" },
};

function golden(c: string, ext: string): Uint8Array {
  return new Uint8Array(readFileSync(join(STREAMS, `${c}.${ext}`)));
}

interface Outcome { rows: Book[]; error?: unknown }

/** Feeds the pieces to a parser: the rows it gave and what it threw, if anything. */
function run(ext: string, pieces: Uint8Array[]): Outcome {
  const k = KINDS[ext]!;
  const p = streamParser(k.ct, k.decode);
  const rows: Book[] = [];
  try {
    for (const piece of pieces) rows.push(...p.feed(piece));
    p.end();
  } catch (e) {
    return { rows, error: e };
  }
  return { rows };
}

function split(b: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [0, ...cuts.sort((x, y) => x - y), b.length];
  return at.slice(1).map((e, i) => b.slice(at[i], e));
}

function check(what: string, got: Outcome, want: { rows: Book[]; error?: string }): void {
  assert.deepEqual(got.rows, want.rows, what);
  if (want.error === undefined) {
    assert.equal(got.error, undefined, `${what}: ${String(got.error)}`);
    return;
  }
  assert.ok(got.error instanceof PolywireError, `${what}: threw ${String(got.error)}`);
  assert.equal(got.error.code, want.error, what);
  assert.equal(got.error.message, "shelf shelves/s1 went away", what);
  assert.equal(got.error.status, 200, what);
}

describe("stream goldens", () => {
  for (const [c, want] of Object.entries(CASES)) {
    for (const ext of Object.keys(KINDS)) {
      test(`${c}.${ext}: whole, split at every position, one byte at a time, random splits`, () => {
        const b = golden(c, ext);
        check("whole", run(ext, [b]), want);
        for (let i = 0; i <= b.length; i++) check(`split at ${i}`, run(ext, split(b, [i])), want);
        check("bytes", run(ext, Array.from(b, (x) => Uint8Array.of(x))), want);
        const r = rng(0x57 + b.length);
        for (let k = 0; k < 200; k++) {
          const cuts = Array.from({ length: 1 + Math.floor(r() * 8) }, () => Math.floor(r() * (b.length + 1)));
          check(`random cuts ${cuts.join(",")}`, run(ext, split(b, cuts)), want);
        }
      });
    }
  }
});

describe("truncated streams", () => {
  // every proper prefix of a stream with an end marker is an error; NDJSON
  // has none, so a prefix is an error unless it ends at a line boundary
  for (const ext of ["sse", "json", "proto", "msgpack", "flatbuffers", "ndjson"]) {
    for (const c of ["success", "empty", "error"]) {
      test(`${c}.${ext}: every prefix`, () => {
        const b = golden(c, ext);
        for (let n = 0; n < b.length; n++) {
          const got = run(ext, [b.subarray(0, n)]);
          if (ext === "ndjson" && (n === 0 || b[n - 1] === 0x0a)) {
            assert.equal(got.error, undefined, `prefix ${n}`);
            continue;
          }
          if (c === "error" && got.error instanceof PolywireError) continue; // the error item itself arrived
          assert.ok(got.error instanceof StreamError, `${c}.${ext} prefix ${n} of ${b.length}: ${got.error === undefined ? "no error" : String(got.error)}`);
          assert.match(got.error.message, /truncated|in the middle|without/, `prefix ${n}`);
        }
      });
    }
  }
});

describe("malformed streams", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const cases: { name: string; ext: string; bytes: Uint8Array; want: RegExp }[] = [
    { name: "unknown flag", ext: "proto", bytes: Uint8Array.of(0x01, 0, 0, 0, 0), want: /flag 0x01/ },
    { name: "bytes after the end frame", ext: "proto", bytes: Uint8Array.of(2, 0, 0, 0, 0, 0), want: /after the end frame/ },
    { name: "huge length", ext: "msgpack", bytes: Uint8Array.of(0, 0xff, 0xff, 0xff, 0xff), want: /length 4294967295/ },
    { name: "bad payload", ext: "proto", bytes: Uint8Array.of(0, 0, 0, 0, 2, 0x0a, 0x09, 2, 0, 0, 0, 0), want: /frame 0: / },
    { name: "line not JSON", ext: "ndjson", bytes: enc('{"name":"a"}\nnope\n'), want: /line 1 is not JSON/ },
    { name: "line after the error", ext: "ndjson", bytes: enc('{"@error":{"code":"x"}}\n{}\n'), want: /x/ },
    { name: "array not an array", ext: "json", bytes: enc('{"name":"a"}'), want: /not \[/ },
    { name: "array empty item", ext: "json", bytes: enc('[{"name":"a"},,{}]'), want: /empty item at index 1/ },
    { name: "array trailing bytes", ext: "json", bytes: enc("[] x"), want: /after the closing \]/ },
    { name: "sse event after end", ext: "sse", bytes: enc("event: end\ndata: {}\n\ndata: {}\n\n"), want: /after the end event/ },
    { name: "sse data not JSON", ext: "sse", bytes: enc("data: {\n\nevent: end\ndata: {}\n\n"), want: /event 0 is not JSON/ },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const got = run(c.ext, [c.bytes]);
      assert.ok(got.error instanceof Error, `${c.name}: no error`);
      assert.match(got.error.message, c.want);
    });
  }
  test("@error with violations", () => {
    const got = run("ndjson", [enc('{"@error":{"code":"invalid_argument","message":"m","violations":[{"field":"limit","description":"d"}]}}\n')]);
    assert.ok(got.error instanceof PolywireError);
    assert.deepEqual(got.error.violations, [{ field: "limit", description: "d" }]);
  });
  test("not a stream type", () => {
    assert.equal(streamKindOf("application/xml"), undefined);
    assert.deepEqual(streamKindOf("application/x-protobuf; charset=binary"), { framing: "envelope", format: "proto" });
    assert.throws(() => streamParser("text/html", {}), StreamError);
  });
});

describe("readStream and streamRows", () => {
  test("a fetch Response's ReadableStream in random chunks", async () => {
    for (const ext of ["ndjson", "sse", "json", "proto", "msgpack", "flatbuffers"]) {
      const b = golden("success", ext);
      const pieces = split(b, [3, 17, 40, 41, 100]);
      const body = new ReadableStream<Uint8Array>({ pull(c) { const p = pieces.shift(); if (p === undefined) c.close(); else c.enqueue(p); } });
      const rows: Book[] = [];
      for await (const r of streamRows(new Response(body, { headers: { "Content-Type": KINDS[ext]!.ct } }), KINDS[ext]!.decode)) rows.push(r);
      assert.deepEqual(rows, CASES["success"]!.rows, ext);
    }
  });
  test("rows arrive before the stream ends, and the error after them", async () => {
    const rows: Book[] = [];
    async function* chunks() { yield golden("error", "proto"); }
    await assert.rejects(async () => {
      for await (const r of readStream(chunks(), KINDS["proto"]!.ct, KINDS["proto"]!.decode)) rows.push(r);
    }, (e: unknown) => e instanceof PolywireError && e.code === "unavailable" && e.message === "shelf shelves/s1 went away");
    assert.equal(rows.length, 2);
  });
  test("a 4xx is the error body's PolywireError", async () => {
    const res = new Response('{"code":"invalid_argument","message":"limit: must not be negative"}', { status: 400, headers: { "Content-Type": "application/json" } });
    await assert.rejects(async () => {
      for await (const _ of streamRows(res, KINDS["json"]!.decode)) assert.fail("a row");
    }, (e: unknown) => e instanceof PolywireError && e.status === 400 && e.code === "invalid_argument");
  });
});

describe("fuzz stream readers", () => {
  // the reader's fuzz target: corrupted goldens give rows or a StreamError
  // or PolywireError — never another exception
  for (const ext of Object.keys(KINDS)) {
    for (const c of ["success", "error"]) {
      test(`${c}.${ext}`, { timeout: 30_000 }, () => {
        const b = golden(c, ext);
        const r = rng(0xf022 + b.length);
        let rejected = 0;
        for (let i = 0; i < 500; i++) {
          const input = corrupt(b, r);
          const cuts = [Math.floor(r() * (input.length + 1))];
          const got = run(ext, split(input, cuts));
          if (got.error === undefined) continue;
          if (!(got.error instanceof StreamError || got.error instanceof PolywireError)) {
            assert.fail(`round ${i}: ${got.error instanceof Error ? `${got.error.name}: ${got.error.message}` : String(got.error)}`);
          }
          if (got.error instanceof StreamError) rejected++;
        }
        assert.ok(rejected > 0, "no corruption was rejected");
      });
    }
  }
});
