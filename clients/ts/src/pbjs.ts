// protobuf.js's static generated code (seed 004's library) by message name.
import { polywire } from "./gen/pbjs/polywire.js";
import type { DescMessage } from "@bufbuild/protobuf";
import type { JsonValue, TypeName } from "./types.js";

/** What every generated protobuf.js message class offers. */
export interface PbjsType {
  decode(bytes: Uint8Array): object;
  encode(message: object): { finish(): Uint8Array };
  fromObject(object: Record<string, unknown>): object;
}

const p = polywire;

/** Every TypeName's protobuf.js class. */
export const PBJS: Readonly<Record<TypeName, PbjsType>> = {
  "polywire.bank.v1.Account": p.bank.v1.Account,
  "polywire.bank.v1.AccountList": p.bank.v1.AccountList,
  "polywire.people.v1.People": p.people.v1.People,
  "polywire.people.v1.PostPeopleResponse": p.people.v1.PostPeopleResponse,
  "polywire.articles.v1.Article": p.articles.v1.Article,
  "polywire.docs.v1.Document": p.docs.v1.Document,
  "polywire.docs.v1.SaveResponse": p.docs.v1.SaveResponse,
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": p.docs.v1.GetAllByLimitAndOffsetResponse,
  "polywire.error.v1.Error": p.error.v1.Error,
  "polywire.inventory.v1.ListProductsResponse": p.inventory.v1.ListProductsResponse,
};

/**
 * A proto3 JSON value in the shape protobuf.js's fromObject reads: the
 * same, but a google.protobuf.Timestamp as its message ({seconds, nanos})
 * instead of its RFC 3339 string (protobuf.js's static code has no JSON
 * form for it).
 */
export function jsonToPbjsObject(json: JsonValue, desc: DescMessage): JsonValue {
  if (desc.typeName === "google.protobuf.Timestamp" && typeof json === "string") {
    const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.([0-9]{1,9}))?(Z|[+-][0-9]{2}:[0-9]{2})$/.exec(json);
    const ms = m ? Date.parse(m[1]! + m[3]!) : NaN;
    if (!m || Number.isNaN(ms)) throw new Error(`${JSON.stringify(json.slice(0, 40))} is not an RFC 3339 date-time`);
    return { seconds: String(Math.floor(ms / 1000)), nanos: m[2] ? parseInt(m[2] + "0".repeat(9 - m[2].length), 10) : 0 };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return json;
  const out: { [key: string]: JsonValue } = { ...json };
  for (const f of desc.fields) {
    const v = json[f.jsonName];
    if (v === undefined || v === null) continue;
    if (f.fieldKind === "message") out[f.jsonName] = jsonToPbjsObject(v, f.message);
    else if (f.fieldKind === "list" && f.listKind === "message" && Array.isArray(v)) out[f.jsonName] = v.map((x) => jsonToPbjsObject(x, f.message));
    else if (f.fieldKind === "map" && f.mapKind === "message" && typeof v === "object" && !Array.isArray(v)) {
      out[f.jsonName] = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonToPbjsObject(x, f.message)]));
    }
  }
  return out;
}
