// @polywire/client: the typed client for every format polywire serves, the
// ecosystem's decoders and encoders behind one interface, the datasets and
// result types the lab page and the Node bench share.
export * from "./types.js";
export * from "./datasets.js";
export { DecodeError, PolywireError, shortTypeName } from "./errors.js";
export type { Violation } from "./errors.js";
export { decoder, decoders, decodersFor, defaultDecoder, utf8Text } from "./decoders.js";
export { encoder, encoders, encodersFor } from "./encoders.js";
export { PWTS, PolywireDecodeError, articlesv1, bankv1, docsv1, errorv1, peoplev1, pwtsFirstRow } from "./pwts.js";
export { PWFB, articlesfb, bankfb, docsfb, errorfb, peoplefb, pwfbFirstRow } from "./pwts.js";
export { PWMP, articlesv1mp, bankv1mp, docsv1mp, errorv1mp, peoplev1mp, pwmpFirstRow } from "./pwts.js";
export type { PwfbCodec, PwtsCodec, RowView } from "./pwts.js";
export { canonicalJson } from "./canonical.js";
export { ROWS, SCHEMAS, isTypeName } from "./schema.js";
export { createClient, formatOfMediaType } from "./client.js";
export type { Client, ClientOptions } from "./client.js";
export * from "./results.js";
export { CODEC_FORMATS, CODEC_OPS, codecTable, runCodecSuite } from "./codecbench.js";
export type { CodecOp, CodecRow, CodecSuiteOptions } from "./codecbench.js";
export { StreamError, readStream, streamKindOf, streamParser, streamRows } from "./stream.js";
export type { ItemDecoder, StreamFraming, StreamKind, StreamOptions, StreamParser } from "./stream.js";
