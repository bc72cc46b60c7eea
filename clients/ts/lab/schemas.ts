// The protobuf-es schemas the lab needs by message name: the RPC services'
// outputs and the reference decode every other decoder is compared with.
import type { DescMessage } from "@bufbuild/protobuf";
import type { TypeName } from "../src/types.js";
import { ArticleSchema } from "../src/gen/es/polywire/articles/v1/articles_pb.js";
import { AccountListSchema, AccountSchema } from "../src/gen/es/polywire/bank/v1/bank_pb.js";
import {
  DocumentSchema,
  GetAllByLimitAndOffsetResponseSchema,
  SaveResponseSchema,
} from "../src/gen/es/polywire/docs/v1/docs_pb.js";
import { ErrorSchema } from "../src/gen/es/polywire/error/v1/error_pb.js";
import { PeopleSchema, PostPeopleResponseSchema } from "../src/gen/es/polywire/people/v1/people_pb.js";

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
};
