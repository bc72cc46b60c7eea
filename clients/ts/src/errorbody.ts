// Turning a 4xx/5xx answer into a PolywireError: polywire sends its Error
// message in whatever format was negotiated, so the body is decoded by its
// Content-Type with that format's decoders.
import { decodersFor } from "./decoders.js";
import { PolywireError } from "./errors.js";
import type { Violation } from "./errors.js";
import type { Format, JsonValue } from "./types.js";

/** Every media type polywire reads or writes, with its format. */
const MEDIA: Readonly<Record<string, Format>> = {
  "application/json": "json",
  "application/x-protobuf": "proto",
  "application/protobuf": "proto",
  "application/octet-stream": "proto",
  "application/x-google-protobuf": "proto",
  "application/vnd.google.protobuf": "proto",
  "application/x-flatbuffers": "flatbuffers",
  "application/msgpack": "msgpack",
  "application/x-msgpack": "msgpack",
  "application/vnd.msgpack": "msgpack",
  "application/xml": "xml",
  "text/xml": "xml",
};

/** The format of a Content-Type header (parameters ignored), or undefined. */
export function formatOfMediaType(contentType: string | null | undefined): Format | undefined {
  if (!contentType) return undefined;
  const mt = contentType.split(";")[0]!.trim().toLowerCase();
  return MEDIA[mt];
}

const ERROR_TYPE = "polywire.error.v1.Error" as const;

/**
 * The PolywireError a status and body stand for: the Error message's code,
 * message and violations when the body is one (in any format), else code
 * "unknown" with the start of the body as text.
 */
export function errorFromBody(status: number, contentType: string | null, body: Uint8Array): PolywireError {
  const format = formatOfMediaType(contentType);
  let lastCause: unknown;
  if (format && body.length > 0) {
    for (const d of decodersFor(format).filter((x) => x.available())) {
      try {
        const j = d.toJson(d.decode(body, ERROR_TYPE), ERROR_TYPE) as { [k: string]: JsonValue };
        const code = typeof j["code"] === "string" ? j["code"] : "";
        if (!code) break; // an empty Error is not an error body
        const violations: Violation[] = ((j["violations"] as { [k: string]: JsonValue }[] | undefined) ?? []).map((v) => ({
          field: typeof v["field"] === "string" ? v["field"] : "",
          description: typeof v["description"] === "string" ? v["description"] : "",
        }));
        const message = typeof j["message"] === "string" ? j["message"] : `HTTP ${status}`;
        return new PolywireError({ status, code, message, violations, format });
      } catch (e) {
        lastCause = e;
      }
    }
  }
  const text = new TextDecoder().decode(body.subarray(0, 200)).replace(/\s+/g, " ").trim();
  return new PolywireError({
    status,
    code: "unknown",
    message: `HTTP ${status}${contentType ? ` (${contentType})` : ""}${text ? `: ${text}` : ""}`,
    cause: lastCause,
    ...(format ? { format } : {}),
  });
}
