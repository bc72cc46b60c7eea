// Reading a server stream (docs/STREAMING.md) as it arrives: NDJSON/JSONL,
// server-sent events, a streamed JSON array, and 5-byte envelopes for
// Protobuf, MessagePack and FlatBuffers. Each framing is a small push
// parser (feed bytes, get the items complete so far), so the same code
// reads fetch's ReadableStream, a Node stream or bytes split anywhere;
// readStream and streamRows wrap them in an async iterator of decoded rows.
import { errorFromBody, formatOfMediaType } from "./errorbody.js";
import { PolywireError, describe } from "./errors.js";
import type { Violation } from "./errors.js";
import type { Format, JsonValue } from "./types.js";

/** How a stream's items are delimited on the wire. */
export type StreamFraming = "ndjson" | "sse" | "json-array" | "envelope";

/** A stream's framing and its items' format, from its Content-Type. */
export interface StreamKind {
  readonly framing: StreamFraming;
  readonly format: Exclude<Format, "xml">;
}

/**
 * The framing a Content-Type stands for (parameters ignored), or undefined
 * when it is not one polywire streams in (XML, text/html, none).
 */
export function streamKindOf(contentType: string | null | undefined): StreamKind | undefined {
  if (!contentType) return undefined;
  const mt = contentType.split(";")[0]!.trim().toLowerCase();
  switch (mt) {
    case "application/x-ndjson":
    case "application/jsonl":
      return { framing: "ndjson", format: "json" };
    case "text/event-stream":
      return { framing: "sse", format: "json" };
    case "application/json":
      return { framing: "json-array", format: "json" };
  }
  const f = formatOfMediaType(mt);
  if (f === "proto" || f === "msgpack" || f === "flatbuffers") return { framing: "envelope", format: f };
  return undefined;
}

/**
 * Turns one item into the caller's row: json gets each JSON item already
 * parsed (NDJSON, SSE, JSON array), binary each envelope's payload.
 */
export interface ItemDecoder<T> {
  json?: (value: JsonValue) => T;
  binary?: (payload: Uint8Array) => T;
}

/**
 * Bytes that are not a well-formed stream of their framing: a bad frame
 * flag, a line that is not JSON, a stream that ended without its end
 * marker (a truncated stream), an item the decoder rejected. The message
 * names the framing and the item's index.
 */
export class StreamError extends Error {
  override readonly name = "StreamError";
  readonly framing: StreamFraming;
  constructor(framing: StreamFraming, message: string, cause?: unknown) {
    super(`${framing} stream: ${message}`, cause === undefined ? undefined : { cause });
    this.framing = framing;
  }
}

export interface StreamOptions {
  /** The response's HTTP status, carried by the PolywireError of an error item (default 200). */
  status?: number;
  /** The largest item accepted, in bytes (default 64 MiB): a length beyond it is a StreamError, not an allocation. */
  maxItemBytes?: number;
}

const DEFAULT_MAX_ITEM = 64 << 20;

/**
 * A push parser of one framing: feed gives the rows complete so far (and
 * throws the stream's error item as a PolywireError, a malformed stream
 * as a StreamError); end says the bytes are over and throws when the
 * stream was not complete.
 */
export interface StreamParser<T> {
  readonly kind: StreamKind;
  feed(chunk: Uint8Array): T[];
  /** Throws the error the last feed found after the rows it returned, if any. */
  check(): void;
  end(): void;
  /** Rows handed out so far. */
  readonly rows: number;
}

/** The parser of a stream of Content-Type contentType; throws a StreamError for a type that is not a stream framing. */
export function streamParser<T>(contentType: string, decode: ItemDecoder<T>, opts: StreamOptions = {}): StreamParser<T> {
  const kind = streamKindOf(contentType);
  if (kind === undefined) throw new StreamError("envelope", `Content-Type ${JSON.stringify(contentType)} is not a stream framing (want application/x-ndjson, application/jsonl, text/event-stream, application/json, or a Protobuf, MessagePack or FlatBuffers type)`);
  const o = { status: opts.status ?? 200, max: opts.maxItemBytes ?? DEFAULT_MAX_ITEM, contentType };
  switch (kind.framing) {
    case "ndjson":
      return new NdjsonParser(kind, decode, o);
    case "sse":
      return new SseParser(kind, decode, o);
    case "json-array":
      return new ArrayParser(kind, decode, o);
    case "envelope":
      return new EnvelopeParser(kind, decode, o);
  }
}

/** Reads body (fetch's ReadableStream or any async iterable of chunks) as rows, each decoded as it completes. */
export async function* readStream<T>(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, contentType: string,
  decode: ItemDecoder<T>, opts: StreamOptions = {}): AsyncGenerator<T, void, undefined> {
  const p = streamParser(contentType, decode, opts);
  if ("getReader" in body) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yield* p.feed(value);
        p.check();
      }
    } finally {
      // a consumer that stops early (or an error item) cancels the response
      await reader.cancel().catch(() => undefined);
    }
  } else {
    for await (const chunk of body) {
      yield* p.feed(chunk);
      p.check();
    }
  }
  p.end();
}

/**
 * The rows of a fetch Response: a 4xx/5xx is the PolywireError of its body
 * (errorFromBody); a 200 is read by its Content-Type's framing.
 */
export async function* streamRows<T>(res: Response, decode: ItemDecoder<T>, opts: Omit<StreamOptions, "status"> = {}): AsyncGenerator<T, void, undefined> {
  const ct = res.headers.get("Content-Type");
  if (!res.ok) throw errorFromBody(res.status, ct, new Uint8Array(await res.arrayBuffer()));
  if (res.body === null) throw new StreamError(streamKindOf(ct)?.framing ?? "envelope", "the response has no body");
  yield* readStream(res.body, ct ?? "", decode, { ...opts, status: res.status });
}

interface Opts {
  status: number;
  max: number;
  contentType: string;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The PolywireError an apierror body in JSON stands for. */
function jsonError(status: number, v: unknown): PolywireError {
  const o = (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {}) as { [k: string]: unknown };
  const code = typeof o["code"] === "string" && o["code"] !== "" ? o["code"] : "unknown";
  const message = typeof o["message"] === "string" ? o["message"] : `stream error ${JSON.stringify(v)}`;
  const violations: Violation[] = Array.isArray(o["violations"])
    ? (o["violations"] as { [k: string]: unknown }[]).map((x) => ({
      field: typeof x?.["field"] === "string" ? x["field"] : "",
      description: typeof x?.["description"] === "string" ? x["description"] : "",
    }))
    : [];
  return new PolywireError({ status, code, message, violations, format: "json" });
}

/** Bytes accumulated across chunks; start is where the unconsumed part begins. */
abstract class Base<T> implements StreamParser<T> {
  protected buf: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  private pending: { e: unknown } | undefined;
  protected start = 0;
  protected finished = false;
  rows = 0;
  constructor(readonly kind: StreamKind, protected readonly decode: ItemDecoder<T>, protected readonly o: Opts) {}

  /** Appends chunk after the unconsumed bytes; returns the offset (in the new buffer) where the new bytes begin. */
  protected push(chunk: Uint8Array): number {
    const left = this.buf.length - this.start;
    if (left === 0) {
      this.buf = chunk;
    } else {
      const b = new Uint8Array(left + chunk.length);
      b.set(this.buf.subarray(this.start));
      b.set(chunk, left);
      this.buf = b;
    }
    this.start = 0;
    return left;
  }

  protected fail(msg: string, cause?: unknown): StreamError {
    return new StreamError(this.kind.framing, msg, cause);
  }

  /** A JSON item's text, parsed; an object with "@error" is the stream's error. */
  protected jsonItem(bytes: Uint8Array | string, what: string): T {
    if (bytes.length > this.o.max) throw this.fail(`${what} is ${bytes.length} bytes, more than the ${this.o.max} allowed`);
    let v: JsonValue;
    try {
      v = JSON.parse(typeof bytes === "string" ? bytes : utf8.decode(bytes)) as JsonValue;
    } catch (e) {
      throw this.fail(`${what} is not JSON: ${describe(e)}`, e);
    }
    if (typeof v === "object" && v !== null && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, "@error")) {
      this.finished = true;
      throw jsonError(this.o.status, v["@error"]);
    }
    return this.item(() => {
      if (this.decode.json === undefined) throw new Error("no JSON decoder given");
      return this.decode.json(v);
    }, what);
  }

  protected item(f: () => T, what: string): T {
    try {
      const r = f();
      this.rows++;
      return r;
    } catch (e) {
      if (e instanceof PolywireError || e instanceof StreamError) throw e;
      throw this.fail(`${what}: ${describe(e)}`, e);
    }
  }

  /**
   * The rows the chunk completes. What a chunk breaks is thrown after the
   * rows before it are handed out: at once when there are none, else by
   * check, the next feed or end.
   */
  feed(chunk: Uint8Array): T[] {
    this.check();
    const out: T[] = [];
    try {
      this.parse(chunk, out);
    } catch (e) {
      if (out.length === 0) throw e;
      this.pending = { e };
    }
    return out;
  }
  /** Throws what the last feed found after its rows, if anything. */
  check(): void {
    if (this.pending !== undefined) throw this.pending.e;
  }
  end(): void {
    this.check();
    this.finish();
  }
  protected abstract parse(chunk: Uint8Array, out: T[]): void;
  protected abstract finish(): void;
}

/** One JSON message per line; an {"@error":…} line is the error; EOF the end. */
class NdjsonParser<T> extends Base<T> {
  private scan = 0;
  protected parse(chunk: Uint8Array, out: T[]): void {
    const off = this.push(chunk);
    this.scan = off;
    for (;;) {
      const i = this.buf.indexOf(0x0a, this.scan);
      if (i < 0) {
        this.scan = this.buf.length;
        if (this.buf.length - this.start > this.o.max) throw this.fail(`line ${this.rows} is longer than the ${this.o.max} bytes allowed`);
        return;
      }
      let line = this.buf.subarray(this.start, i);
      this.start = this.scan = i + 1;
      if (line.length > 0 && line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
      if (line.length === 0) continue;
      if (this.finished) throw this.fail("a line after the error line");
      out.push(this.jsonItem(line, `line ${this.rows}`));
    }
  }
  protected finish(): void {
    if (this.buf.length > this.start) throw this.fail(`ended in the middle of line ${this.rows} (${this.buf.length - this.start} bytes without a newline): truncated`);
  }
}

/** Server-sent events: event message (data: JSON), error, end. */
class SseParser<T> extends Base<T> {
  private scan = 0;
  private event = "";
  private data: string[] = [];
  private ended = false;
  protected parse(chunk: Uint8Array, out: T[]): void {
    this.scan = this.push(chunk);
    for (;;) {
      const i = this.buf.indexOf(0x0a, this.scan);
      if (i < 0) {
        this.scan = this.buf.length;
        if (this.buf.length - this.start > this.o.max) throw this.fail(`event ${this.rows} is longer than the ${this.o.max} bytes allowed`);
        return;
      }
      let line = this.buf.subarray(this.start, i);
      this.start = this.scan = i + 1;
      if (line.length > 0 && line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
      if (line.length === 0) {
        const r = this.dispatch();
        if (r !== undefined) out.push(r.v);
        continue;
      }
      let text: string;
      try {
        text = utf8.decode(line);
      } catch (e) {
        throw this.fail(`event ${this.rows}: a line that is not UTF-8`, e);
      }
      if (text.startsWith(":")) continue; // a comment
      const c = text.indexOf(":");
      const field = c < 0 ? text : text.slice(0, c);
      let value = c < 0 ? "" : text.slice(c + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") this.event = value;
      else if (field === "data") this.data.push(value);
      // id and retry are the EventSource's; a reader of rows needs neither
    }
  }
  private dispatch(): { v: T } | undefined {
    const event = this.event || "message";
    const data = this.data;
    this.event = "";
    this.data = [];
    if (data.length === 0) return undefined; // an event without data is not dispatched
    if (this.ended || this.finished) throw this.fail(`an event (${event}) after the ${this.ended ? "end" : "error"} event`);
    const text = data.join("\n");
    switch (event) {
      case "message":
        return { v: this.jsonItem(text, `event ${this.rows}`) };
      case "error": {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch (e) {
          throw this.fail(`the error event's data is not JSON: ${describe(e)}`, e);
        }
        this.finished = true;
        throw jsonError(this.o.status, v);
      }
      case "end":
        this.ended = true;
        return undefined;
      default:
        return undefined; // an event type this reader does not know: skipped, as an EventSource would
    }
  }
  protected finish(): void {
    if (this.ended) return;
    throw this.fail(`ended after ${this.rows} items without its end event: truncated`);
  }
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** [item,item,…] scanned byte by byte: an item ends at a , or ] outside strings and brackets. */
class ArrayParser<T> extends Base<T> {
  private state: "open" | "first" | "item" | "done" = "open";
  private scan = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  protected parse(chunk: Uint8Array, out: T[]): void {
    this.scan = this.push(chunk);
    const b = this.buf;
    for (let i = this.scan; i < b.length; i++) {
      const c = b[i]!;
      if (this.state === "open" || this.state === "done") {
        if (WS.has(c)) continue;
        if (this.state === "done") throw this.fail(`a byte 0x${c.toString(16)} after the closing ]`);
        if (c !== 0x5b) throw this.fail(`starts with byte 0x${c.toString(16)}, not [`);
        this.state = "first";
        this.start = i + 1;
        continue;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x22) this.inString = false;
        continue;
      }
      if (c === 0x22) this.inString = true;
      else if (c === 0x7b || c === 0x5b) this.depth++;
      else if ((c === 0x7d || c === 0x5d) && this.depth > 0) this.depth--;
      else if (this.depth === 0 && (c === 0x2c || c === 0x5d)) {
        const item = trim(b.subarray(this.start, i));
        this.start = i + 1;
        if (item.length === 0) {
          if (!(c === 0x5d && this.state === "first")) throw this.fail(`an empty item at index ${this.rows}`);
        } else {
          if (this.finished) throw this.fail("an item after the error element");
          out.push(this.jsonItem(item, `item ${this.rows}`));
        }
        this.state = c === 0x5d ? "done" : "item";
      }
    }
    this.scan = b.length;
    if (this.state !== "done" && this.buf.length - this.start > this.o.max) throw this.fail(`item ${this.rows} is longer than the ${this.o.max} bytes allowed`);
    if (this.state === "done") this.start = this.buf.length;
  }
  protected finish(): void {
    if (this.state === "done") return;
    throw this.fail(`ended after ${this.rows} items without its closing ]: truncated`);
  }
}

function trim(b: Uint8Array): Uint8Array {
  let s = 0, e = b.length;
  while (s < e && WS.has(b[s]!)) s++;
  while (e > s && WS.has(b[e - 1]!)) e--;
  return b.subarray(s, e);
}

/** Frames of flag (0x00 message, 0x02 end), 4-byte big-endian length, payload; the end frame is mandatory. */
class EnvelopeParser<T> extends Base<T> {
  private ended = false;
  protected parse(chunk: Uint8Array, out: T[]): void {
    this.push(chunk);
    const b = this.buf;
    while (b.length - this.start >= 5) {
      const at = this.start;
      if (this.ended) throw this.fail(`${b.length - at} bytes after the end frame`);
      const flag = b[at]!;
      const len = ((b[at + 1]! << 24) >>> 0) + (b[at + 2]! << 16) + (b[at + 3]! << 8) + b[at + 4]!;
      if (flag !== 0x00 && flag !== 0x02) throw this.fail(`frame ${this.rows}: flag 0x${flag.toString(16).padStart(2, "0")} (want 0x00, a message, or 0x02, the end)`);
      if (len > this.o.max) throw this.fail(`frame ${this.rows}: length ${len} is more than the ${this.o.max} bytes allowed`);
      if (b.length - at - 5 < len) break;
      const payload = b.subarray(at + 5, at + 5 + len);
      this.start = at + 5 + len;
      if (flag === 0x02) {
        this.ended = true;
        if (len > 0) throw errorFromBody(this.o.status, this.o.contentType, payload);
        continue;
      }
      out.push(this.item(() => {
        if (this.decode.binary === undefined) throw new Error("no binary decoder given");
        return this.decode.binary(payload);
      }, `frame ${this.rows}`));
    }
    if (this.ended && b.length > this.start) throw this.fail(`${b.length - this.start} bytes after the end frame`);
  }
  protected finish(): void {
    if (this.ended) return;
    const left = this.buf.length - this.start;
    throw this.fail(`ended after ${this.rows} items without its end frame${left > 0 ? ` (in a frame: ${left} bytes)` : ""}: truncated`);
  }
}
