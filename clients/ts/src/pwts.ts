// polywire-ts: the decoders and encoders protoc-gen-polywire-ts writes into
// src/gen/pwts, by TypeName, for the Decoder and Encoder registries. Each
// top-level type has decode and encode; the list types also have view
// (rows indexed, decoded on get(i)), which firstRow uses.
import * as articlesv1 from "./gen/pwts/polywire/articles/v1/articles_pwts.js";
import * as bankv1 from "./gen/pwts/polywire/bank/v1/bank_pwts.js";
import * as docsv1 from "./gen/pwts/polywire/docs/v1/docs_pwts.js";
import * as errorv1 from "./gen/pwts/polywire/error/v1/error_pwts.js";
import * as inventoryv1 from "./gen/pwts/polywire/inventory/v1/inventory_pwts.js";
import * as peoplev1 from "./gen/pwts/polywire/people/v1/people_pwts.js";
import * as articlesfb from "./gen/pwts/polywire/articles/v1/articles_pwfb.js";
import * as bankfb from "./gen/pwts/polywire/bank/v1/bank_pwfb.js";
import * as docsfb from "./gen/pwts/polywire/docs/v1/docs_pwfb.js";
import * as errorfb from "./gen/pwts/polywire/error/v1/error_pwfb.js";
import * as inventoryfb from "./gen/pwts/polywire/inventory/v1/inventory_pwfb.js";
import * as peoplefb from "./gen/pwts/polywire/people/v1/people_pwfb.js";
import * as articlesv1mp from "./gen/pwts/polywire/articles/v1/articles_pwmp.js";
import * as bankv1mp from "./gen/pwts/polywire/bank/v1/bank_pwmp.js";
import * as docsv1mp from "./gen/pwts/polywire/docs/v1/docs_pwmp.js";
import * as errorv1mp from "./gen/pwts/polywire/error/v1/error_pwmp.js";
import * as inventoryv1mp from "./gen/pwts/polywire/inventory/v1/inventory_pwmp.js";
import * as peoplev1mp from "./gen/pwts/polywire/people/v1/people_pwmp.js";
import type { TypeName } from "./types.js";

export { articlesv1, bankv1, docsv1, errorv1, inventoryv1, peoplev1 };
export { articlesfb, bankfb, docsfb, errorfb, inventoryfb, peoplefb };
export { articlesv1mp, bankv1mp, docsv1mp, errorv1mp, inventoryv1mp, peoplev1mp };
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
  "polywire.inventory.v1.ListProductsResponse": {
    decode: inventoryv1.decodeListProductsResponse,
    encode: inventoryv1.encodeListProductsResponse,
    view: inventoryv1.viewListProductsResponse,
  },
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
  "polywire.inventory.v1.ListProductsResponse": { decode: inventoryfb.decodeListProductsResponseFb, view: inventoryfb.viewListProductsResponseFb },
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

/**
 * Every TypeName's generated MessagePack functions (the msgpack=true
 * option: *_pwmp.ts): polywire's MessagePack to and from the same objects
 * PWTS decodes Protobuf to.
 */
export const PWMP: Readonly<Record<TypeName, PwtsCodec>> = {
  "polywire.bank.v1.Account": { decode: bankv1mp.decodeAccountMsgpack, encode: bankv1mp.encodeAccountMsgpack, view: bankv1mp.viewAccountMsgpack },
  "polywire.bank.v1.AccountList": { decode: bankv1mp.decodeAccountListMsgpack, encode: bankv1mp.encodeAccountListMsgpack, view: bankv1mp.viewAccountListMsgpack },
  "polywire.people.v1.People": { decode: peoplev1mp.decodePeopleMsgpack, encode: peoplev1mp.encodePeopleMsgpack, view: peoplev1mp.viewPeopleMsgpack },
  "polywire.people.v1.PostPeopleResponse": { decode: peoplev1mp.decodePostPeopleResponseMsgpack, encode: peoplev1mp.encodePostPeopleResponseMsgpack },
  "polywire.articles.v1.Article": { decode: articlesv1mp.decodeArticleMsgpack, encode: articlesv1mp.encodeArticleMsgpack, view: articlesv1mp.viewArticleMsgpack },
  "polywire.docs.v1.Document": { decode: docsv1mp.decodeDocumentMsgpack, encode: docsv1mp.encodeDocumentMsgpack, view: docsv1mp.viewDocumentMsgpack },
  "polywire.docs.v1.SaveResponse": { decode: docsv1mp.decodeSaveResponseMsgpack, encode: docsv1mp.encodeSaveResponseMsgpack },
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": {
    decode: docsv1mp.decodeGetAllByLimitAndOffsetResponseMsgpack,
    encode: docsv1mp.encodeGetAllByLimitAndOffsetResponseMsgpack,
    view: docsv1mp.viewGetAllByLimitAndOffsetResponseMsgpack,
  },
  "polywire.error.v1.Error": { decode: errorv1mp.decodeErrorMsgpack, encode: errorv1mp.encodeErrorMsgpack, view: errorv1mp.viewErrorMsgpack },
  "polywire.inventory.v1.ListProductsResponse": {
    decode: inventoryv1mp.decodeListProductsResponseMsgpack,
    encode: inventoryv1mp.encodeListProductsResponseMsgpack,
    view: inventoryv1mp.viewListProductsResponseMsgpack,
  },
};

/** pwtsFirstRow for MessagePack: the first row through the PWMP view. */
export function pwmpFirstRow(bytes: Uint8Array, type: TypeName): unknown {
  if (type === "polywire.bank.v1.AccountList") {
    const v = bankv1mp.viewAccountListMsgpack(bytes);
    for (let i = 0; i < v.length; i++) {
      const t = v.get(i).transactions;
      if (t.length > 0) return t[0];
    }
    return undefined;
  }
  return firstRow(PWMP[type], bytes);
}
