// polywire-ts's MessagePack path (protoc-gen-polywire-ts msgpack=true,
// PWMP) against the msgpackr-based decoder and encoder of this client:
//
//   - every golden msgpack vector: decodes to protobuf-es's reading of the
//     case's Protobuf file, re-encodes byte for byte, and the view's rows
//     equal the eager decode's;
//   - 400 seeded random valid messages per type (3,600 in all, from
//     random.ts): the msgpackr encoder's bytes (the reference) must equal
//     ours, ours must decode them to the value the msgpackr registry decoder
//     gives (both through canonicalJson), and decode then encode gives the
//     bytes back; views checked on every tenth;
//   - 600 seeded byte mutants per type (5,400): where the reference
//     (msgpackr + canonicalJson, the "msgpackr" registry decoder) throws,
//     ours throws PolywireDecodeError; where it succeeds, ours gives the
//     same value, or throws for one of the reasons we are deliberately
//     stricter (STRICTER below: the rules of polywire's Go decoder,
//     codec/msgpackcodec, that msgpackr and canonicalJson do not enforce);
//     the view agrees with the eager decode on every accepted mutant and
//     throws nothing but PolywireDecodeError on the others;
//   - hand-made bodies for each strictness rule.
//
// Budget: under 4 s on the 2-core machine: 2.3 s measured (2.3-3.5 s on
// the noisy shared machine), of which about 0.8 s is tsx start-up; the
// msgpackr reference and error construction take most of the rest.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { fromBinary, toJson } from "@bufbuild/protobuf";
import { canonicalJson } from "../src/canonical.js";
import { decoder } from "../src/decoders.js";
import { encoder } from "../src/encoders.js";
import { PWMP, PolywireDecodeError } from "../src/pwts.js";
import { SCHEMAS } from "../src/schema.js";
import type { JsonValue, TypeName } from "../src/types.js";
import { Gen, mutate as mutateWith, rng } from "./random.js";
import { manifest, readVector, referenceFile } from "./vectors.js";

const entries = manifest();
const TYPES = Object.keys(PWMP) as TypeName[];
const msgpackr = decoder("msgpackr")!;
const msgpackrEncoder = encoder("msgpackr")!;

/** The reference: msgpackr's value through canonicalJson, or the error. */
function reference(type: TypeName, bytes: Uint8Array): { value?: JsonValue; error?: unknown } {
  try {
    return { value: msgpackr.toJson(msgpackr.decode(bytes, type), type) };
  } catch (error) {
    return { error };
  }
}

/** Equal values: by JSON text first (fast), by deepEqual when not. */
function sameJson(got: unknown, want: unknown, what: string): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) assert.deepEqual(got, want, what);
}

/** Equal bytes (a Buffer from msgpackr and a Uint8Array alike). */
function sameBytes(got: Uint8Array, want: Uint8Array, what: string): void {
  if (!Buffer.from(got.buffer, got.byteOffset, got.byteLength).equals(Buffer.from(want.buffer, want.byteOffset, want.byteLength))) {
    assert.fail(`${what}: ${got.length} bytes against ${want.length}, first difference at byte ${got.findIndex((b, i) => b !== want[i])}`);
  }
}

/** The view's rows equal the eager decode's list of the same length. */
function checkView(type: TypeName, bytes: Uint8Array, decoded: object, what: string): void {
  const view = PWMP[type].view;
  if (!view) return;
  const v = view(bytes);
  const rows = Object.values(decoded).find((x) => Array.isArray(x) && x.length === v.length && (x.length === 0 || typeof x[0] === "object")) as unknown[];
  assert.ok(rows, `${what}: the view's rows are one of the decoded lists`);
  for (let i = 0; i < v.length; i++) sameJson(v.get(i), rows[i], `${what}: row ${i}`);
}

describe("polywire-ts msgpack: golden vectors", () => {
  for (const e of entries.filter((x) => x.format === "msgpack")) {
    test(e.file, () => {
      const bytes = readVector(e.file);
      const desc = SCHEMAS[e.message];
      const want = toJson(desc, fromBinary(desc, readVector(referenceFile(entries, e.case).file))) as JsonValue;
      const decoded = PWMP[e.message].decode(bytes);
      sameJson(canonicalJson(decoded, desc), want, e.file);
      if (e.compare === "bytes") sameBytes(PWMP[e.message].encode(decoded as never), bytes, e.file);
      checkView(e.message, bytes, decoded, e.file);
    });
  }
});

/**
 * Where we refuse what msgpackr + canonicalJson accept, on purpose: the
 * Go decoder refuses all of these, and polywire never writes them.
 * - a repeated key (msgpackr keeps the last value);
 * - invalid UTF-8 in a str (msgpackr decodes it with U+FFFD);
 * - a float for an integer or enum field, a str for a number or for an
 *   enum number (canonicalJson accepts 3.0, "3" and "1.5");
 * - an ext or 0xc1 where a message belongs (msgpackr makes a Date or an
 *   object of its own class, which canonicalJson reads as an empty message);
 * - a repeated map key, nil as a map value (canonicalJson reads it as the
 *   zero value) and a second member of a oneof (canonicalJson keeps both).
 */
const STRICTER = [
  /duplicate field/,
  /duplicate map key/,
  /oneof \w+ already set/,
  /want (str|map|int|bool|float|bin|str or int), got nil/,
  /invalid UTF-8/,
  /want (int|str or int), got (float32|float64|str)/,
  /want float, got str/,
  /want map, got (ext|invalid byte)/,
];

const INTERESTING = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xc3, 0xca, 0xcb, 0xcc, 0xcf, 0xd3, 0xd4, 0xd9, 0xdc, 0xde, 0xff];
const mutate = (g: Gen, b: Uint8Array) => mutateWith(g, b, INTERESTING);

/**
 * The view of a body the eager decoder refuses: it may index it (a bad row
 * is only read by get(i)), but every error, from view() or get(i), is a
 * PolywireDecodeError.
 */
function viewOfMalformed(type: TypeName, m: Uint8Array, i: number): void {
  const view = PWMP[type].view;
  if (!view) return;
  const only = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (!(e instanceof PolywireDecodeError)) throw new Error(`mutant ${i} [${m.join(",")}]: the view threw ${String(e)}`);
      return false;
    }
    return true;
  };
  only(() => {
    const v = view(m);
    for (let j = 0; j < v.length; j++) only(() => v.get(j));
  });
}

const MESSAGES = 400;
const MUTANTS = 600;

describe("polywire-ts msgpack against msgpackr", () => {
  TYPES.forEach((type, t) => {
    test(`${type.split(".").pop()}: ${MESSAGES} random messages, ${MUTANTS} mutants`, () => {
      const desc = SCHEMAS[type];
      const c = PWMP[type];
      const g = new Gen(rng(0x6d70 + t));
      const samples: Uint8Array[] = [];
      for (let i = 0; i < MESSAGES; i++) {
        const json = toJson(desc, g.message(desc)) as JsonValue;
        const bytes = msgpackrEncoder.encode(json, type);
        sameBytes(c.encode(canonicalJson(json, desc) as never), bytes, `message ${i}: our encoding`);
        const decoded = c.decode(bytes);
        sameJson(canonicalJson(decoded, desc), reference(type, bytes).value, `message ${i}: decoded`);
        sameBytes(c.encode(decoded as never), bytes, `message ${i}: re-encoded`);
        if (i % 10 === 0) checkView(type, bytes, decoded, `message ${i}`);
        samples.push(bytes);
      }
      let threw = 0;
      let stricter = 0;
      // Most mutants throw, twice (ours and the reference): stack traces
      // would be a fifth of the time, and the messages say enough.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        for (let i = 0; i < MUTANTS; i++) {
          const m = mutate(g, samples[i % samples.length]!);
          const ref = reference(type, m);
          let got: JsonValue;
          let raw: object;
          try {
            raw = c.decode(m);
            got = canonicalJson(raw, desc);
          } catch (e) {
            viewOfMalformed(type, m, i);
            if (!(e instanceof PolywireDecodeError)) throw new Error(`mutant ${i} [${m.join(",")}]: not a PolywireDecodeError: ${String(e)}`);
            threw++;
            if (ref.error === undefined) {
              assert.ok(STRICTER.some((re) => re.test(e.message)), `mutant ${i} [${m.join(",")}]: we threw ${e.message}, msgpackr did not`);
              stricter++;
            }
            continue;
          }
          assert.ok(ref.error === undefined, `mutant ${i} [${m.join(",")}]: msgpackr threw ${String(ref.error)}, we did not`);
          sameJson(got, ref.value, `mutant ${i} [${m.join(",")}]`);
          checkView(type, m, raw, `mutant ${i} [${m.join(",")}]`);
        }
      } finally {
        Error.stackTraceLimit = limit;
      }
      assert.ok(threw > MUTANTS / 10, `only ${threw} of ${MUTANTS} mutants were refused`);
      assert.ok(stricter < threw, `${stricter} refusals were stricter than msgpackr`);
    });
  });
});

/** A map of the given entries: keys as fixstr, values as raw bytes. */
function map(...kv: [string, number[]][]): Uint8Array {
  const out: number[] = [0x80 | kv.length];
  for (const [k, v] of kv) out.push(0xa0 | k.length, ...new TextEncoder().encode(k), ...v);
  return Uint8Array.from(out);
}

const str = (s: string): number[] => [0xa0 | s.length, ...new TextEncoder().encode(s)];

describe("polywire-ts msgpack: strictness, case by case", () => {
  const A: TypeName = "polywire.bank.v1.Account";
  const dec = (b: Uint8Array) => PWMP[A].decode(b) as Record<string, unknown>;
  const throws = (b: Uint8Array, re: RegExp, type: TypeName = A) =>
    assert.throws(() => PWMP[type].decode(b), (e: unknown) => e instanceof PolywireDecodeError && re.test(e.message));

  test("missing keys are defaults, nil is the default, 64-bit ints are strings", () => {
    const got = PWMP[A].decode(map(["id", [0xcf, 0, 0x20, 0, 0, 0, 0, 0, 1]], ["name", [0xc0]]));
    assert.deepEqual(got, { id: "9007199254740993", name: "", balance: 0, availableFunds: 0, iban: "", currency: "", owner: "", ownerAddress: "", transactions: [] });
  });
  test("keys in any str header, any order; integers in any width that fits", () => {
    const b = Uint8Array.from([0x82, 0xd9, 4, ...new TextEncoder().encode("name"), ...str("x"), 0xda, 0, 2, 0x69, 0x64, 0xd2, 0, 0, 0, 7]);
    assert.deepEqual(dec(b).id, "7");
    assert.equal(dec(b).name, "x");
  });
  test("a double field takes float 32 and small ints, not int 64 (msgpackr's bigint)", () => {
    assert.equal(dec(map(["balance", [0xca, 0x3f, 0xc0, 0, 0]])).balance, 1.5);
    assert.equal(dec(map(["balance", [0xd0, 0x80]])).balance, -128);
    throws(map(["balance", [0xcf, 0, 0, 0, 0, 0, 0, 0, 1]]), /want float, got int 64/);
  });
  test("unknown keys, repeated keys and non-str keys are refused", () => {
    throws(map(["nope", [1]]), /unknown field "nope"/);
    throws(map(["id", [1]], ["id", [2]]), /duplicate field "id"/);
    throws(Uint8Array.from([0x81, 0x01, 0x01]), /want str key, got int/);
  });
  test("wrong families are refused", () => {
    throws(map(["name", [0x01]]), /want str, got int/);
    throws(map(["id", str("1")]), /want int, got str/);
    throws(map(["id", [0xcb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0]]), /want int, got float64/);
    throws(map(["transactions", [0x81, ...str("a"), 1]]), /want array, got map/);
    throws(map(["transactions", [0x91, 0xc0]]), /want map, got nil/);
    throws(map(["transactions", [0x91, 0xd6, 0xff, 0, 0, 0, 1]]), /want map, got ext/);
    throws(Uint8Array.from([0x90]), /want map, got array/);
  });
  test("integers out of their field's range are refused", () => {
    throws(map(["id", [0xff]]), /out of range for uint64/);
    throws(Uint8Array.from([0x81, ...str("received"), 0xcf, 0, 0, 0, 1, 0, 0, 0, 0]), /out of range for uint32/, "polywire.people.v1.PostPeopleResponse");
  });
  test("enums: a known name or an int32 number", () => {
    const T: TypeName = "polywire.bank.v1.AccountList";
    const tx = (v: number[]) => Uint8Array.from([0x81, ...str("accounts"), 0x91, ...map(["transactions", [0x91, ...map(["transactionType", v])]])]);
    const first = (b: Uint8Array) => (PWMP[T].decode(b) as { accounts: { transactions: { transactionType: unknown }[] }[] }).accounts[0]!.transactions[0]!.transactionType;
    assert.equal(first(tx(str("Debit"))), "Debit");
    assert.equal(first(tx([7])), 7);
    throws(tx(str("Debits")), /unknown value "Debits"/, T);
    throws(tx([0xcb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0]), /want str or int, got float64/, T);
  });
  test("trailing bytes, truncation, oversized headers and invalid UTF-8 are refused", () => {
    throws(Uint8Array.from([...map(["id", [1]]), 0xc0]), /1 bytes after the message/);
    throws(map(["name", str("abc")]).slice(0, -1), /unexpected end of input/);
    throws(Uint8Array.from([0xdf, 0, 0, 1, 0, 0xc0]), /map header declares 256 entries/);
    throws(map(["name", [0xa2, 0xc3, 0x28]]), /invalid UTF-8/);
    throws(new Uint8Array(0), /unexpected end of input/);
  });
  test("encoding: smallest headers, float 64 for every double, -0 kept, defaults omitted", () => {
    const enc = (x: object) => Buffer.from(PWMP[A].encode(x as never));
    const map2 = (...kv: [string, number[]][]) => Buffer.from(map(...kv));
    assert.deepEqual(enc({ id: "0", name: "", balance: 2, availableFunds: -0, transactions: [] }), map2(["balance", [0xcb, 0x40, 0, 0, 0, 0, 0, 0, 0]], ["availableFunds", [0xcb, 0x80, 0, 0, 0, 0, 0, 0, 0]]));
    assert.deepEqual(enc({ id: "18446744073709551615" }), map2(["id", [0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]]));
    assert.deepEqual(enc({ id: 300 }), map2(["id", [0xcd, 1, 0x2c]]));
    const long = "é".repeat(20);
    assert.deepEqual(enc({ name: long }), map2(["name", [0xd9, 40, ...new TextEncoder().encode(long)]]));
  });
});
