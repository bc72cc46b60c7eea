// polywire-ts: the decoders and encoders protoc-gen-polywire-ts writes into
// src/gen/pwts, by TypeName, for the Decoder and Encoder registries. Each
// top-level type has decode and encode; the list types also have view
// (rows indexed, decoded on get(i)), which firstRow uses.
import * as articlesv1 from "./gen/pwts/polywire/articles/v1/articles_pwts.js";
import * as bankv1 from "./gen/pwts/polywire/bank/v1/bank_pwts.js";
import * as docsv1 from "./gen/pwts/polywire/docs/v1/docs_pwts.js";
import * as errorv1 from "./gen/pwts/polywire/error/v1/error_pwts.js";
import * as peoplev1 from "./gen/pwts/polywire/people/v1/people_pwts.js";
import * as articlesfb from "./gen/pwts/polywire/articles/v1/articles_pwfb.js";
import * as bankfb from "./gen/pwts/polywire/bank/v1/bank_pwfb.js";
import * as docsfb from "./gen/pwts/polywire/docs/v1/docs_pwfb.js";
import * as errorfb from "./gen/pwts/polywire/error/v1/error_pwfb.js";
import * as peoplefb from "./gen/pwts/polywire/people/v1/people_pwfb.js";
import type { TypeName } from "./types.js";

export { articlesv1, bankv1, docsv1, errorv1, peoplev1 };
export { articlesfb, bankfb, docsfb, errorfb, peoplefb };
export { PolywireDecodeError } from "./gen/pwts/pwts_runtime.js";

/** A lazy view of a list message: its rows decoded one at a time. */
export interface RowView<Row = unknown> {
  readonly length: number;
  get(i: number): Row;
}

export interface PwtsCodec {
  decode(bytes: Uint8Array): object;
  // The encoders take their own interface; the registry passes canonical
  // proto3 JSON, which they accept (missing keys, numeric strings).
  encode(obj: never): Uint8Array;
  view?(bytes: Uint8Array): RowView;
}

/** Every TypeName's generated functions. */
export const PWTS: Readonly<Record<TypeName, PwtsCodec>> = {
  "polywire.bank.v1.Account": { decode: bankv1.decodeAccount, encode: bankv1.encodeAccount, view: bankv1.viewAccount },
  "polywire.bank.v1.AccountList": { decode: bankv1.decodeAccountList, encode: bankv1.encodeAccountList, view: bankv1.viewAccountList },
  "polywire.people.v1.People": { decode: peoplev1.decodePeople, encode: peoplev1.encodePeople, view: peoplev1.viewPeople },
  "polywire.people.v1.PostPeopleResponse": { decode: peoplev1.decodePostPeopleResponse, encode: peoplev1.encodePostPeopleResponse },
  "polywire.articles.v1.Article": { decode: articlesv1.decodeArticle, encode: articlesv1.encodeArticle, view: articlesv1.viewArticle },
  "polywire.docs.v1.Document": { decode: docsv1.decodeDocument, encode: docsv1.encodeDocument, view: docsv1.viewDocument },
  "polywire.docs.v1.SaveResponse": { decode: docsv1.decodeSaveResponse, encode: docsv1.encodeSaveResponse },
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": {
    decode: docsv1.decodeGetAllByLimitAndOffsetResponse,
    encode: docsv1.encodeGetAllByLimitAndOffsetResponse,
    view: docsv1.viewGetAllByLimitAndOffsetResponse,
  },
  "polywire.error.v1.Error": { decode: errorv1.decodeError, encode: errorv1.encodeError, view: errorv1.viewError },
};

/**
 * The first row of a list message through its view: only that row decoded
 * (AccountList: the first account with a transaction, then its first one).
 */
export function pwtsFirstRow(bytes: Uint8Array, type: TypeName): unknown {
  if (type === "polywire.bank.v1.AccountList") {
    const v = bankv1.viewAccountList(bytes);
    for (let i = 0; i < v.length; i++) {
      const t = v.get(i).transactions;
      if (t.length > 0) return t[0];
    }
    return undefined;
  }
  return firstRow(PWTS[type], bytes);
}

function firstRow(c: { decode(bytes: Uint8Array): object; view?(bytes: Uint8Array): RowView }, bytes: Uint8Array): unknown {
  if (!c.view) return c.decode(bytes);
  const v = c.view(bytes);
  return v.length > 0 ? v.get(0) : undefined;
}

/** A FlatBuffers decoder of the same plain objects, and its view (the vector is the index: O(1) to open). */
export interface PwfbCodec {
  decode(bytes: Uint8Array): object;
  view?(bytes: Uint8Array): RowView;
}

/** Every TypeName's generated FlatBuffers functions (protoc-gen-polywire-ts with fb=true). */
export const PWFB: Readonly<Record<TypeName, PwfbCodec>> = {
  "polywire.bank.v1.Account": { decode: bankfb.decodeAccountFb, view: bankfb.viewAccountFb },
  "polywire.bank.v1.AccountList": { decode: bankfb.decodeAccountListFb, view: bankfb.viewAccountListFb },
  "polywire.people.v1.People": { decode: peoplefb.decodePeopleFb, view: peoplefb.viewPeopleFb },
  "polywire.people.v1.PostPeopleResponse": { decode: peoplefb.decodePostPeopleResponseFb },
  "polywire.articles.v1.Article": { decode: articlesfb.decodeArticleFb, view: articlesfb.viewArticleFb },
  "polywire.docs.v1.Document": { decode: docsfb.decodeDocumentFb, view: docsfb.viewDocumentFb },
  "polywire.docs.v1.SaveResponse": { decode: docsfb.decodeSaveResponseFb },
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": {
    decode: docsfb.decodeGetAllByLimitAndOffsetResponseFb,
    view: docsfb.viewGetAllByLimitAndOffsetResponseFb,
  },
  "polywire.error.v1.Error": { decode: errorfb.decodeErrorFb, view: errorfb.viewErrorFb },
};

/** pwtsFirstRow for a FlatBuffers body: the first row through viewXFb, nothing else read. */
export function pwfbFirstRow(bytes: Uint8Array, type: TypeName): unknown {
  if (type === "polywire.bank.v1.AccountList") {
    const v = bankfb.viewAccountListFb(bytes);
    for (let i = 0; i < v.length; i++) {
      const t = v.get(i).transactions;
      if (t.length > 0) return t[0];
    }
    return undefined;
  }
  return firstRow(PWFB[type], bytes);
}
