// Request bodies in every format, from proto3 JSON: what the typed client
// posts and what the golden-vector tests hold against polywire's bytes
// (protobuf and MessagePack must match byte for byte).
import { fromJson, toBinary } from "@bufbuild/protobuf";
import type { DescMessage } from "@bufbuild/protobuf";
import { canonicalJson } from "./canonical.js";
import { packFlatBuffer } from "./fb.js";
import { jsonToMsgpackValue, msgpackEncode, msgpackrPack } from "./msgpack.js";
import { jsonToPbjsObject, PBJS } from "./pbjs.js";
import { PWMP, PWTS } from "./pwts.js";
import { SCHEMAS } from "./schema.js";
import type { Encoder, Format, JsonValue, TypeName } from "./types.js";
import { writeXml } from "./xml.js";

const utf8 = new TextEncoder();

function define(name: string, format: Format, encode: (json: { [k: string]: JsonValue }, desc: DescMessage, type: TypeName) => Uint8Array): Encoder {
  return {
    name,
    format,
    available: () => true,
    // canonicalJson first: it checks the value against the schema and
    // drops defaults, so every encoder starts from the same canonical form.
    encode: (value, type) => {
      const desc = SCHEMAS[type];
      return encode(canonicalJson(value, desc), desc, type);
    },
  };
}

/** Every encoder; the first of each format is the client's default. */
export const encoders: readonly Encoder[] = [
  define("JSON.stringify", "json", (json) => utf8.encode(JSON.stringify(json))),
  define("protobuf-es", "proto", (json, desc) => toBinary(desc, fromJson(desc, json))),
  define("protobufjs", "proto", (json, desc, type) => PBJS[type].encode(PBJS[type].fromObject(jsonToPbjsObject(json, desc) as Record<string, unknown>)).finish()),
  define("polywire-ts", "proto", (json, _desc, type) => PWTS[type].encode(json as never)),
  define("flatbuffers", "flatbuffers", (json, desc) => packFlatBuffer(json, desc)),
  define("msgpackr", "msgpack", (json, desc) => msgpackrPack(jsonToMsgpackValue(json, desc, "msgpackr"))),
  define("@msgpack/msgpack", "msgpack", (json, desc) => msgpackEncode(jsonToMsgpackValue(json, desc, "@msgpack/msgpack"))),
  define("polywire-ts msgpack", "msgpack", (json, _desc, type) => PWMP[type].encode(json as never)),
  define("xml", "xml", (json, desc) => utf8.encode(writeXml(json, desc))),
];

/** The encoder with this name, or undefined. */
export function encoder(name: string): Encoder | undefined {
  return encoders.find((e) => e.name === name);
}

/** The encoders of one format. */
export function encodersFor(format: Format): readonly Encoder[] {
  return encoders.filter((e) => e.format === format);
}
