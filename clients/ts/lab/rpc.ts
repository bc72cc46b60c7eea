// The lab's RPC rows: the same datasets over the Connect protocol and
// gRPC-Web with @connectrpc/connect-web and protoc-gen-es's service
// descriptors, binary (format proto) or JSON (format json).
import { createClient, type Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcWebTransport } from "@connectrpc/connect-web";
import type { DescService } from "@bufbuild/protobuf";
import { ArticleService } from "../src/gen/es/polywire/articles/v1/articles_pb.js";
import { BankService } from "../src/gen/es/polywire/bank/v1/bank_pb.js";
import { DocumentService } from "../src/gen/es/polywire/docs/v1/docs_pb.js";
import { PeopleService } from "../src/gen/es/polywire/people/v1/people_pb.js";
import type { Dataset } from "./lib.js";

export interface Call {
  service: DescService;
  /** The method's local name (getPeople). */
  method: string;
  request: Record<string, unknown>;
}

/** The RPC that answers the same message as a dataset's REST path, if there is one. */
export function callFor(d: Dataset): Call | undefined {
  const u = new URL(d.path, "http://x");
  const q = u.searchParams;
  if (u.pathname === "/people") return { service: PeopleService, method: "getPeople", request: {} };
  if (u.pathname === "/accountList") return { service: BankService, method: "getAccountList", request: {} };
  const acct = /^\/account\/([0-9]+)$/.exec(u.pathname);
  if (acct) return { service: BankService, method: "getAccount", request: { accountId: BigInt(acct[1]!) } };
  if (u.pathname === "/articles") {
    return {
      service: ArticleService, method: "getArticle",
      request: { sections: Number(q.get("sections") ?? "50"), seed: BigInt(q.get("seed") ?? "0") },
    };
  }
  if (u.pathname === "/reports") {
    return {
      service: DocumentService, method: "getAllByLimitAndOffset",
      request: { limit: Number(q.get("limit") ?? "10"), offset: Number(q.get("offset") ?? "0") },
    };
  }
  return undefined;
}

/** What the page's fetch wrapper saw of the last RPC's HTTP request. */
export interface Seen {
  url: string;
  coding: string;
}

let serial = 0;

/**
 * A transport for protocol and binary/JSON whose requests carry a unique
 * _lab query (their own Resource Timing entries) and bypass the cache;
 * seen is updated on every request.
 */
export function transport(protocol: "connect" | "grpc-web", binary: boolean, seen: Seen): Transport {
  const fetchTagged: typeof globalThis.fetch = async (input, init) => {
    const u = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, location.href);
    u.searchParams.set("_lab", `rpc${++serial}`);
    seen.url = u.href;
    const res = await globalThis.fetch(u.href, { ...init, cache: "no-store" });
    seen.coding = res.headers.get("content-encoding") ?? "identity";
    return res;
  };
  const opts = { baseUrl: location.origin, useBinaryFormat: binary, fetch: fetchTagged };
  return protocol === "connect" ? createConnectTransport(opts) : createGrpcWebTransport(opts);
}

/** Calls c over t; the answer is a protobuf-es message. */
export async function invoke(t: Transport, c: Call): Promise<unknown> {
  const client = createClient(c.service, t) as unknown as Record<string, (req: unknown) => Promise<unknown>>;
  const m = client[c.method];
  if (m === undefined) throw new Error(`no method ${c.method} on ${c.service.typeName}`);
  return m(c.request);
}
