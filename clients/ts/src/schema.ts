// The message types polywire serves at the top level of a body, by full
// name, with the protobuf-es descriptor that drives every schema walk in
// this package (proto3 JSON, MessagePack, XML and FlatBuffers all follow the
// proto's fields in declaration order), and which field holds the rows.
import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { ArticleSchema } from "./gen/es/polywire/articles/v1/articles_pb.js";
import { AccountListSchema, AccountSchema } from "./gen/es/polywire/bank/v1/bank_pb.js";
import { DocumentSchema, GetAllByLimitAndOffsetResponseSchema, SaveResponseSchema } from "./gen/es/polywire/docs/v1/docs_pb.js";
import { ErrorSchema } from "./gen/es/polywire/error/v1/error_pb.js";
import { ListProductsResponseSchema } from "./gen/es/polywire/inventory/v1/inventory_pb.js";
import { PeopleSchema, PostPeopleResponseSchema } from "./gen/es/polywire/people/v1/people_pb.js";
import type { TypeName } from "./types.js";

/** Every TypeName's protobuf-es schema. */
export const SCHEMAS: Readonly<Record<TypeName, DescMessage>> = {
  "polywire.bank.v1.Account": AccountSchema,
  "polywire.bank.v1.AccountList": AccountListSchema,
  "polywire.people.v1.People": PeopleSchema,
  "polywire.people.v1.PostPeopleResponse": PostPeopleResponseSchema,
  "polywire.articles.v1.Article": ArticleSchema,
  "polywire.docs.v1.Document": DocumentSchema,
  "polywire.docs.v1.SaveResponse": SaveResponseSchema,
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": GetAllByLimitAndOffsetResponseSchema,
  "polywire.error.v1.Error": ErrorSchema,
  "polywire.inventory.v1.ListProductsResponse": ListProductsResponseSchema,
};

/** Whether s is one of the TypeNames (the manifest's "message" field is a string). */
export function isTypeName(s: string): s is TypeName {
  return Object.prototype.hasOwnProperty.call(SCHEMAS, s);
}

/**
 * The rows of a list message: the repeated field count() counts and
 * firstRow() returns the first item of. AccountList is two levels deep
 * (accounts, then each account's transactions), so it names both.
 */
export interface Rows {
  /** The repeated field on the top-level message. */
  readonly field: string;
  /** For AccountList: the repeated field inside each item. */
  readonly inner?: string;
}

export const ROWS: Readonly<Partial<Record<TypeName, Rows>>> = {
  "polywire.people.v1.People": { field: "person" },
  "polywire.bank.v1.Account": { field: "transactions" },
  "polywire.bank.v1.AccountList": { field: "accounts", inner: "transactions" },
  "polywire.articles.v1.Article": { field: "subsections" },
  "polywire.docs.v1.GetAllByLimitAndOffsetResponse": { field: "documents" },
  "polywire.inventory.v1.ListProductsResponse": { field: "products" },
};

/** The message type of a message or list-of-message field. */
export function fieldMessage(f: DescField): DescMessage | undefined {
  if (f.fieldKind === "message") return f.message;
  if (f.fieldKind === "list" && f.listKind === "message") return f.message;
  return undefined;
}
