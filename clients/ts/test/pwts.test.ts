// polywire-ts (cmd/protoc-gen-polywire-ts) against protobuf-es, the oracle:
// every golden vector, a seeded stream of random valid messages per schema,
// and random byte mutations of them. Decoding must give what
// toJson(fromBinary(...), {alwaysEmitImplicit: true}) gives, or throw where
// fromBinary throws; encoding must give toBinary's bytes.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { fromBinary, toBinary, toJson } from "@bufbuild/protobuf";
import type { DescMessage, Message } from "@bufbuild/protobuf";
import { PWTS, PolywireDecodeError } from "../src/pwts.js";
import { SCHEMAS } from "../src/schema.js";
import type { TypeName } from "../src/types.js";
import { Gen, mutate, rng, sized } from "./random.js";
import { manifest, readVector } from "./vectors.js";

/** What toJson writes for our value: undefined keys dropped, non-finite numbers as strings. */
function normalize(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? v : String(v);
  if (Array.isArray(v)) return v.map(normalize);
  if (typeof v === "object" && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = normalize(x);
    return out;
  }
  return v;
}

/** Our value as toJson's JSON text (key order is declaration order in both). */
const text = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (typeof x === "number" && !Number.isFinite(x) ? String(x) : x));

/** Equal to toJson's value: by text first (fast), by deepEqual for the message when not. */
function sameJson(got: unknown, want: unknown, what: string): void {
  if (text(got) !== JSON.stringify(want)) assert.deepEqual(normalize(got), want, what);
}

const esJson = (desc: DescMessage, m: Message): unknown => toJson(desc, m, { alwaysEmitImplicit: true });

if (isMainThread) describe("polywire-ts golden vectors", () => {
  for (const e of manifest().filter((x) => x.format === "proto")) {
    test(e.file, () => {
      const bytes = readVector(e.file);
      const desc = SCHEMAS[e.message];
      const c = PWTS[e.message];
      const got = c.decode(bytes);
      assert.deepEqual(normalize(got), esJson(desc, fromBinary(desc, bytes)));
      assert.deepEqual(c.encode(got as never), bytes);
      if (c.view) {
        const v = c.view(bytes);
        const rows = Object.values(got).find((x) => Array.isArray(x) && v.length === x.length && (x.length === 0 || typeof x[0] === "object")) as unknown[];
        assert.ok(rows, "the view's rows are one of the decoded lists");
        for (let i = 0; i < v.length; i++) assert.deepEqual(v.get(i), rows[i]);
      }
    });
  }
});

/**
 * Random messages per type: at the full size (make test-long) at least
 * 100,000 per schema file, everyday a tenth. The one bug this suite found
 * — fixed-width reads past the end threw DataView's RangeError instead of
 * PolywireDecodeError (3903616) — fails the everyday size on its first
 * type: truncating mutants of messages that end in a fixed64 or double are
 * common (checked by taking the bounds checks out again).
 */
const FULL_COUNTS: Readonly<Record<TypeName, number>> = {
  "polywire.bank.v1.Account": 60_000,
  "polywire.bank.v1.AccountList": 40_000,
  "polywire.people.v1.People": 80_000,
  "polywire.people.v1.PostPeopleResponse": 20_000,
  "polywire.articles.v1.Article": 100_000,
  "polywire.docs.v1.Document": 60_000,
  "polywire.docs.v1.SaveResponse": 20_000,
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": 20_000,
  "polywire.error.v1.Error": 100_000,
  "polywire.inventory.v1.ListProductsResponse": 40_000,
};
const COUNTS = Object.fromEntries(Object.entries(FULL_COUNTS).map(([t, n]) => [t, sized(n, n / 10)])) as Record<TypeName, number>;

/** Mutants per type: one byte changed, inserted, removed, or the tail cut off. */
const MUTANTS = sized(12_000, 1_200);

/** One type's random messages and mutants; throws on the first difference. */
function differential(type: TypeName, seed: number): void {
  const desc = SCHEMAS[type];
  const c = PWTS[type];
  const g = new Gen(rng(seed));
  const samples: Uint8Array[] = [];
  for (let i = 0; i < COUNTS[type]; i++) {
    const bytes = toBinary(desc, g.message(desc));
    const got = c.decode(bytes);
    sameJson(got, esJson(desc, fromBinary(desc, bytes)), `message ${i}`);
    assert.deepEqual(c.encode(got as never), bytes, `message ${i} re-encoded`);
    if (c.view && i % 10 === 0) {
      const v = c.view(bytes);
      const rows = Object.values(got).find((x) => Array.isArray(x) && (x.length === 0 || (typeof x[0] === "object" && !(x[0] instanceof Uint8Array)))) as unknown[];
      assert.equal(v.length, rows.length);
      for (let j = 0; j < v.length; j++) assert.deepEqual(v.get(j), rows[j]);
    }
    if (i < MUTANTS) samples.push(bytes);
  }
  let threw = 0;
  for (let i = 0; i < MUTANTS; i++) {
    const m = mutate(g, samples[i % samples.length]!);
    let want: unknown;
    let esThrew = false;
    try {
      want = esJson(desc, fromBinary(desc, m));
    } catch {
      esThrew = true;
    }
    let got: unknown;
    try {
      got = c.decode(m);
    } catch (e) {
      if (!(e instanceof PolywireDecodeError)) throw new Error(`mutant ${i}: not a PolywireDecodeError: ${String(e)}`);
      assert.ok(esThrew, `mutant ${i} [${m.join(",")}]: polywire-ts threw ${String(e)}, protobuf-es did not`);
      threw++;
      continue;
    }
    assert.ok(!esThrew, `mutant ${i} [${m.join(",")}]: protobuf-es threw, polywire-ts did not`);
    sameJson(got, want, `mutant ${i}`);
  }
  assert.ok(threw > 0, "some mutants are malformed");
}

const TYPES = Object.keys(COUNTS) as TypeName[];

if (!isMainThread) {
  // A worker: its share of the types, each result posted back.
  for (const type of workerData as TypeName[]) {
    try {
      differential(type, TYPES.indexOf(type) + 1);
      parentPort!.postMessage({ type, error: null });
    } catch (e) {
      parentPort!.postMessage({ type, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    }
  }
} else {
  // Two workers (the machines this runs on have two cores), types dealt out
  // largest first so both finish together; each test awaits its type.
  const results = new Map<TypeName, (error: string | null) => void>();
  const done = new Map<TypeName, Promise<string | null>>();
  for (const t of TYPES) done.set(t, new Promise((resolve) => results.set(t, resolve)));
  const shares: TypeName[][] = [[], []];
  const load = [0, 0];
  for (const t of [...TYPES].sort((a, b) => COUNTS[b] - COUNTS[a])) {
    const k = load[0]! <= load[1]! ? 0 : 1;
    shares[k]!.push(t);
    load[k]! += COUNTS[t] + MUTANTS;
  }
  for (const share of shares) {
    // Node 20's workers do not inherit --import tsx: register it, then load this file.
    const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const w = new Worker(boot, { eval: true, workerData: share });
    w.on("message", (m: { type: TypeName; error: string | null }) => results.get(m.type)!(m.error));
    w.on("error", (e) => { for (const t of share) results.get(t)!(String(e)); });
  }
  describe("polywire-ts against protobuf-es", () => {
    for (const type of TYPES) {
      test(`${type.split(".").pop()}: ${COUNTS[type]} random messages, ${MUTANTS} mutants`, async () => {
        const error = await done.get(type)!;
        if (error !== null) assert.fail(error);
      });
    }
  });
}
