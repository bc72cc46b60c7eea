// The shapes every part of the TypeScript client agrees on: the formats
// polywire serves, the message types it serves them for, and the Decoder
// interface the lab page, the Node bench and the tests drive. One file, so
// the page and the decoders can grow apart without drifting.

/** A wire format by polywire's codec name (the server's ?format= values). */
export type Format = "json" | "proto" | "flatbuffers" | "msgpack" | "xml";

export const FORMATS: readonly Format[] = ["json", "proto", "flatbuffers", "msgpack", "xml"];

/** The media type polywire sends and accepts for each format. */
export const MEDIA_TYPES: Readonly<Record<Format, string>> = {
  json: "application/json",
  proto: "application/x-protobuf",
  flatbuffers: "application/x-flatbuffers",
  msgpack: "application/msgpack",
  xml: "application/xml",
};

/** A content coding polywire can answer with. */
export type Coding = "identity" | "gzip" | "br" | "zstd";

/**
 * The fully-qualified name of a message polywire serves at the top level of
 * a body (the golden vectors' "message" field).
 */
export type TypeName =
  | "polywire.bank.v1.Account"
  | "polywire.bank.v1.AccountList"
  | "polywire.people.v1.People"
  | "polywire.people.v1.PostPeopleResponse"
  | "polywire.articles.v1.Article"
  | "polywire.docs.v1.Document"
  | "polywire.docs.v1.SaveResponse"
  | "polywire.docs.v1.GetAllByLimitAndOffsetResponse"
  | "polywire.error.v1.Error"
  | "polywire.inventory.v1.ListProductsResponse";

/** A JSON value: what proto3 JSON (and toJson) produces. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * A decoder is one library (and mode) turning a body of one format into
 * native JavaScript values. Its name is what results and the page show:
 * "JSON.parse", "protobuf-es fromJson", "protobuf-es", "protobufjs", "polywire-ts",
 * "polywire-ts flatbuffers",
 * "flatbuffers lazy", "flatbuffers full", "msgpackr", "@msgpack/msgpack", "polywire-ts msgpack",
 * "DOMParser", "fast-xml-parser".
 *
 * Every method throws a DecodeError naming the format and the decoder when
 * the bytes are not a valid body of that type; never anything else.
 */
export interface Decoder {
  readonly name: string;
  readonly format: Format;
  /**
   * Lazy decoders (FlatBuffers read in place) do no work up front: decode
   * visits every field so the measured cost is comparable to the others.
   */
  readonly lazy: boolean;
  /**
   * Eager decoders with a lazy view of their own (polywire-ts's viewX):
   * firstRow reads the first row without decoding the rest, so the lab
   * times it apart, as it does a lazy decoder's.
   */
  readonly view: boolean;
  /** Whether this runtime has what the decoder needs (DOMParser: browsers). */
  available(): boolean;
  /** Decodes the whole body, every field read, into this library's native values. */
  decode(bytes: Uint8Array, type: TypeName): unknown;
  /**
   * Reads the first row of a list message (the first person, transaction,
   * subsection, document) as soon as this library can: a lazy decoder reads
   * it without touching the rest. Undefined for a list with no rows.
   */
  firstRow(bytes: Uint8Array, type: TypeName): unknown;
  /** How many rows a value from decode() holds (persons, transactions, subsections, documents). */
  count(decoded: unknown, type: TypeName): number;
  /** A value from decode() as canonical proto3 JSON, for comparing decoders by value. */
  toJson(decoded: unknown, type: TypeName): JsonValue;
}

/**
 * An encoder writes a request body (seed 004's POST experiment, the typed
 * client's postPeople and saveDocument) from proto3 JSON.
 */
export interface Encoder {
  readonly name: string;
  readonly format: Format;
  available(): boolean;
  encode(value: JsonValue, type: TypeName): Uint8Array;
}
