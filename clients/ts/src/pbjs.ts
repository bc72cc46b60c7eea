// protobuf.js's static generated code (seed 004's library) by message name.
import { polywire } from "./gen/pbjs/polywire.js";
import type { TypeName } from "./types.js";

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
};
