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
import { rng } from "./random.js";
import { manifest, readVector } from "./vectors.js";


export function mutate(src: Uint8Array, r: () => number): Uint8Array {
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
    const input = mutate(bytes, r);
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
    const rounds = bytes.length < 20_000 ? 300 : bytes.length < 100_000 ? 60 : 15;
    for (const d of decodersFor(e.format).filter((x) => x.available())) {
      test(`${e.file} × ${d.name}`, { timeout: 30_000 }, () => {
        const { errors } = fuzz(d, bytes, e.message, 0x5eed + n, rounds);
        // A fuzzer that never breaks anything tests nothing.
        assert.ok(errors > 0, `no mutation of ${e.file} was rejected in ${rounds} rounds`);
      });
    }
  });
});
