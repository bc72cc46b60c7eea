// The two ways a polywire call fails that a caller can act on: the server
// said no (PolywireError, decoded from the error body in whatever format it
// came in) or the bytes were not a valid body (DecodeError). Network
// failures are neither and propagate untouched.
import type { Format, TypeName } from "./types.js";

/** One offending field of a rejected request (polywire.error.v1.FieldViolation). */
export interface Violation {
  readonly field: string;
  readonly description: string;
}

/**
 * A 4xx or 5xx answer from polywire. code is the server's stable,
 * machine-readable code ("not_found", "invalid_argument",
 * "validation_failed", …), or "unknown" when the body was not an Error
 * message (a proxy's HTML page, an empty body).
 */
export class PolywireError extends Error {
  override readonly name = "PolywireError";
  readonly status: number;
  readonly code: string;
  readonly violations: readonly Violation[];
  /** The format the error body arrived in; undefined when it was not one polywire speaks. */
  readonly format: Format | undefined;

  constructor(init: { status: number; code: string; message: string; violations?: readonly Violation[]; format?: Format; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.violations = init.violations ?? [];
    this.format = init.format;
  }
}

/** The short name DecodeError messages use: "polywire.people.v1.People" → "people". */
export function shortTypeName(type: TypeName | string): string {
  const i = type.lastIndexOf(".");
  return (i < 0 ? type : type.slice(i + 1)).toLowerCase();
}

/**
 * Bytes a decoder could not turn into a message of the type asked for: the
 * only exception any Decoder method throws. The message names what was
 * decoded, the format and the decoder, then the library's own words:
 * "decode people as flatbuffers with flatbuffers full: offset 123 out of range".
 */
export class DecodeError extends Error {
  override readonly name = "DecodeError";
  readonly format: Format;
  /** The Decoder's name ("msgpackr", "protobuf-es fromJson", …). */
  readonly decoder: string;
  readonly type: TypeName | string;

  constructor(format: Format, decoder: string, type: TypeName | string, cause: unknown) {
    super(`decode ${shortTypeName(type)} as ${format} with ${decoder}: ${describe(cause)}`, { cause });
    this.format = format;
    this.decoder = decoder;
    this.type = type;
  }
}

/** A cause's message without a stack; anything thrown may be a non-Error. */
export function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message || cause.name;
  return String(cause);
}
