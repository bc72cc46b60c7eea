// The typed client: seed endpoints as methods, in any format polywire
// serves, decoded with any decoder of that format. Results are protobuf-es
// messages (64-bit integers as bigint, enums as numbers) whichever format
// and decoder carried them, so callers write one code path; pick a format
// and decoder for what is on the wire, not for what the program sees.
import { create, fromJson, toJson } from "@bufbuild/protobuf";
import type { DescMessage, MessageInitShape, MessageShape } from "@bufbuild/protobuf";
import { decoder as decoderByName, defaultDecoder } from "./decoders.js";
import { encodersFor } from "./encoders.js";
import { errorFromBody } from "./errorbody.js";
import { DecodeError } from "./errors.js";
import { ArticleSchema, type Article } from "./gen/es/polywire/articles/v1/articles_pb.js";
import { AccountListSchema, AccountSchema, type Account, type AccountList } from "./gen/es/polywire/bank/v1/bank_pb.js";
import {
  DocumentSchema,
  GetAllByLimitAndOffsetResponseSchema,
  SaveResponseSchema,
  type Document,
  type GetAllByLimitAndOffsetResponse,
  type SaveResponse,
} from "./gen/es/polywire/docs/v1/docs_pb.js";
import { PeopleSchema, PostPeopleResponseSchema, type People, type PostPeopleResponse } from "./gen/es/polywire/people/v1/people_pb.js";
import { MEDIA_TYPES } from "./types.js";
import type { Coding, Decoder, Format, JsonValue, TypeName } from "./types.js";

export { formatOfMediaType } from "./errorbody.js";

export interface ClientOptions {
  /** polywire's origin (and path prefix): "http://127.0.0.1:8080". */
  readonly baseUrl: string;
  /** The wire format of responses and request bodies (default json). */
  readonly format?: Format;
  /**
   * A content coding to ask for with ?encoding= (a browser's fetch cannot
   * set Accept-Encoding). The runtime's fetch must accept and decode it:
   * polywire answers 406 when the coding is not in Accept-Encoding.
   */
  readonly encoding?: Coding;
  /** A decoder name for the format ("msgpackr", "flatbuffers lazy"…); default: defaultDecoder(format). */
  readonly decoder?: string;
  /** The fetch to use (default: globalThis.fetch). */
  readonly fetch?: typeof fetch;
  /** The bearer token writes need when the server has one (-write-token). */
  readonly token?: string;
}

export interface Client {
  readonly format: Format;
  readonly decoder: Decoder;
  /** GET /account/{id}: one account with its transactions (seed 000). */
  getAccount(id: bigint | number | string): Promise<Account>;
  /** GET /accountList: both accounts (seed 000). */
  getAccountList(): Promise<AccountList>;
  /** GET /people: 50,000 people (seed 004). */
  getPeople(): Promise<People>;
  /** POST /people: any number of people; answers how many were received. */
  postPeople(people: People | MessageInitShape<typeof PeopleSchema>): Promise<PostPeopleResponse>;
  /** GET /articles?sections=N&seed=K: N subsections, the same for the same K (seed 002). */
  getArticle(sections: number, seed: bigint | number): Promise<Article>;
  /** POST /report: validates and saves a document; answers its id (seed 003). */
  saveDocument(doc: Document | MessageInitShape<typeof DocumentSchema>): Promise<SaveResponse>;
  /** GET /reports?limit=&offset=: saved documents in insertion order. */
  listDocuments(limit: number, offset: number): Promise<GetAllByLimitAndOffsetResponse>;
}

/**
 * A client for one polywire server, format and decoder. Every method
 * resolves with a protobuf-es message or rejects with a PolywireError (the
 * server answered 4xx/5xx; decoded from its error body whatever its
 * format), a DecodeError (a 2xx body that is not the message) or the
 * fetch's own error (network failures propagate as they are).
 */
export function createClient(options: ClientOptions): Client {
  const format = options.format ?? "json";
  const dec = options.decoder ? decoderByName(options.decoder) : defaultDecoder(format);
  if (!dec) throw new Error(`createClient: no decoder named ${JSON.stringify(options.decoder)}`);
  if (dec.format !== format) throw new Error(`createClient: decoder ${dec.name} reads ${dec.format}, not ${format}`);
  if (!dec.available()) throw new Error(`createClient: decoder ${dec.name} is not available in this runtime`);
  const enc = encodersFor(format)[0];
  if (!enc) throw new Error(`createClient: no encoder for ${format}`);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;

  async function call<Desc extends DescMessage>(
    method: "GET" | "POST",
    path: string,
    type: TypeName,
    desc: Desc,
    body?: { type: TypeName; json: JsonValue },
  ): Promise<MessageShape<Desc>> {
    const url = new URL(path.replace(/^\//, ""), base);
    url.searchParams.set("format", format);
    if (options.encoding) url.searchParams.set("encoding", options.encoding);
    const headers: Record<string, string> = { Accept: MEDIA_TYPES[format] };
    let payload: Uint8Array | undefined;
    if (body) {
      payload = enc!.encode(body.json, body.type);
      headers["Content-Type"] = MEDIA_TYPES[format];
    }
    if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
    // Every encoder returns bytes over a plain ArrayBuffer; the DOM typings
    // only take Uint8Array<ArrayBuffer> as a body.
    const res = await doFetch(url, { method, headers, ...(payload ? { body: payload as Uint8Array<ArrayBuffer> } : {}) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (!res.ok) throw errorFromBody(res.status, res.headers.get("Content-Type"), bytes);
    return toMessage(dec!, bytes, type, desc);
  }

  function toMessage<Desc extends DescMessage>(d: Decoder, bytes: Uint8Array, type: TypeName, desc: Desc): MessageShape<Desc> {
    const decoded = d.decode(bytes, type);
    // protobuf-es decoders already give messages; the others go through
    // their canonical proto3 JSON, which fromJson reads into one.
    if (d.name === "protobuf-es" || d.name === "protobuf-es fromJson") return decoded as MessageShape<Desc>;
    try {
      return fromJson(desc, d.toJson(decoded, type));
    } catch (e) {
      if (e instanceof DecodeError) throw e;
      throw new DecodeError(d.format, d.name, type, e);
    }
  }

  const json = (desc: DescMessage, m: object): JsonValue => toJson(desc, (("$typeName" in m ? m : create(desc, m as never)) as never)) as JsonValue;

  return {
    format,
    decoder: dec,
    getAccount: (id) => call("GET", `/account/${encodeURIComponent(String(id))}`, "polywire.bank.v1.Account", AccountSchema),
    getAccountList: () => call("GET", "/accountList", "polywire.bank.v1.AccountList", AccountListSchema),
    getPeople: () => call("GET", "/people", "polywire.people.v1.People", PeopleSchema),
    postPeople: (people) =>
      call("POST", "/people", "polywire.people.v1.PostPeopleResponse", PostPeopleResponseSchema, {
        type: "polywire.people.v1.People",
        json: json(PeopleSchema, people),
      }),
    getArticle: (sections, seed) => call("GET", `/articles?sections=${sections}&seed=${seed}`, "polywire.articles.v1.Article", ArticleSchema),
    saveDocument: (doc) =>
      call("POST", "/report", "polywire.docs.v1.SaveResponse", SaveResponseSchema, { type: "polywire.docs.v1.Document", json: json(DocumentSchema, doc) }),
    listDocuments: (limit, offset) =>
      call("GET", `/reports?limit=${limit}&offset=${offset}`, "polywire.docs.v1.GetAllByLimitAndOffsetResponse", GetAllByLimitAndOffsetResponseSchema),
  };
}
