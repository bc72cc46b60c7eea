// Seeded random corruption of every golden vector — truncations, byte
// flips, insertions, runs of 0xff where lengths and offsets live — fed to
// every decoder: each call returns or throws a DecodeError naming the
// format, never another exception and never a hang (each test has a time
// limit, and every input is at most a few bytes longer than its vector).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { decodersFor } from "../src/decoders.js";
import { DecodeError } from "../src/errors.js";
import type { Decoder, TypeName } from "../src/types.js";
import { corrupt, rng, sized } from "./random.js";
import { manifest, readVector } from "./vectors.js";


function expectDecodeErrorOrValue(d: Decoder, what: string, f: () => unknown): void {
  try {
    f();
  } catch (e) {
    if (!(e instanceof DecodeError)) assert.fail(`${what}: ${d.name} threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    assert.equal(e.format, d.format, what);
    assert.equal(e.decoder, d.name, what);
    assert.ok(e.message.includes(` as ${d.format} with ${d.name}: `), `${what}: ${e.message}`);
  }
}

function fuzz(d: Decoder, bytes: Uint8Array, type: TypeName, seed: number, rounds: number): { errors: number } {
  const r = rng(seed);
  let errors = 0;
  for (let i = 0; i < rounds; i++) {
    const input = corrupt(bytes, r);
    const what = `seed ${seed} round ${i}`;
    let decoded: unknown;
    let ok = false;
    expectDecodeErrorOrValue(d, what, () => {
      decoded = d.decode(input, type);
      ok = true;
    });
    if (!ok) {
      errors++;
      continue;
    }
    expectDecodeErrorOrValue(d, `${what} count`, () => d.count(decoded, type));
    expectDecodeErrorOrValue(d, `${what} toJson`, () => d.toJson(decoded, type));
    expectDecodeErrorOrValue(d, `${what} firstRow`, () => d.firstRow(input, type));
  }
  return { errors };
}

const entries = manifest();
describe("fuzz", () => {
  entries.forEach((e, n) => {
    const bytes = readVector(e.file);
    // Hundreds of rounds on every small and medium vector; the large ones
    // (hundreds of KB) get fewer so the suite stays within its budget.
    // Everyday (make test) a third: the suite was 14 s of CPU of make
    // test's two cores at full size; make test-long runs the full size,
    // and the Go fuzz targets explore beyond both.
    const rounds = bytes.length < 20_000 ? sized(300, 100) : bytes.length < 100_000 ? sized(60, 20) : sized(15, 5);
    for (const d of decodersFor(e.format).filter((x) => x.available())) {
      test(`${e.file} × ${d.name}`, { timeout: 30_000 }, () => {
        const { errors } = fuzz(d, bytes, e.message, 0x5eed + n, rounds);
        // A fuzzer that never breaks anything tests nothing.
        assert.ok(errors > 0, `no mutation of ${e.file} was rejected in ${rounds} rounds`);
      });
    }
  });
});
