// The golden vectors (testdata/vectors) as the tests read them.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isTypeName } from "../src/schema.js";
import type { Format, TypeName } from "../src/types.js";

export const VECTORS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../../testdata/vectors");

export interface Entry {
  readonly case: string;
  readonly message: TypeName;
  readonly format: Format;
  readonly mediaType: string;
  readonly file: string;
  readonly compare: "bytes" | "value";
}

interface Manifest {
  readonly reference: string;
  readonly entries: readonly (Omit<Entry, "message"> & { message: string })[];
}

export function manifest(): readonly Entry[] {
  const m = JSON.parse(readFileSync(join(VECTORS_DIR, "manifest.json"), "utf8")) as Manifest;
  return m.entries.map((e) => {
    if (!isTypeName(e.message)) throw new Error(`manifest: unknown message ${e.message}`);
    return { ...e, message: e.message };
  });
}

export function readVector(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(VECTORS_DIR, file)));
}

/** The case's Protobuf file: the reference every format is compared with. */
export function referenceFile(entries: readonly Entry[], c: string): Entry {
  const e = entries.find((x) => x.case === c && x.format === "proto");
  if (!e) throw new Error(`manifest: case ${c} has no proto vector`);
  return e;
}
