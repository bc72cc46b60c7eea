// Everything the page takes from the client library (../src), in one place.
import type { BenchFile, Machine } from "../src/index.js";

export {
  DATASETS, FORMATS, MEDIA_TYPES, SCHEMA, SCHEMAS, dataset, decoder, decoders, decodersFor, encoders, summarize,
} from "../src/index.js";
export type {
  Coding, Dataset, DecodeRow, Decoder, Encoder, Format, JsonValue, Runtime, Stat, TypeName,
} from "../src/index.js";

/**
 * The page's polywire.bench/v1 file: everything but the machine, which the
 * page cannot know (`polywire bench browser` fills it in).
 */
export type File = Omit<BenchFile, "machine"> & { machine?: Machine };
