// The measurements: for each dataset × protocol × format × coding ×
// decoder, warm-up repetitions unmeasured then reps measured, each one
// fetch and one decode (seed 004's measure: request + decode), checked by
// count and by value. A failure fails its row, never the run.
import { toJson } from "@bufbuild/protobuf";
import {
  MEDIA_TYPES, SCHEMAS, dataset, decoders as allDecoders, encoders, summarize,
  type Coding, type Dataset, type DecodeRow, type Decoder, type Encoder, type Format, type JsonValue, type Stat,
} from "./lib.js";

import { POST_DATASET, type Config } from "./params.js";
import { SMALL, diff, sample } from "./check.js";
import { collect, heapUsed, transfer } from "./timing.js";
import { callFor, invoke, transport, type Seen } from "./rpc.js";

/**
 * What the page is told as the run goes: each repetition (what only) and
 * each finished row (rowDone, with every row so far).
 */
export interface Progress {
  (what: string, rows: readonly DecodeRow[], rowDone?: boolean): void;
}

/** Lets the page draw a finished row before the next measurement starts. */
const settle = () => new Promise<void>((r) => setTimeout(r, 30));

/** The decoder every other is checked against. */
export const REFERENCE_DECODER = "protobuf-es";

interface Reference {
  count: number;
  /** proto3 JSON of the first row, or the whole value when small. */
  whole?: JsonValue;
  first?: JsonValue;
  error?: string;
}

let serial = 0;

function withQuery(path: string, q: string): string {
  return path + (path.includes("?") ? "&" : "?") + q;
}

function requestUrl(d: Dataset, format: Format, coding: Coding): string {
  return new URL(withQuery(d.path, `format=${format}&encoding=${coding}&_lab=${++serial}`), location.href).href;
}

function message(e: unknown): string {
  if (e instanceof Error) {
    const m = e.message || e.name;
    return e.name === "TypeError" && /fetch/i.test(m) ? `request failed (server unreachable?): ${m}` : m;
  }
  return String(e);
}

async function get(url: string, format: Format): Promise<Uint8Array> {
  const res = await fetch(url, { cache: "no-store", headers: { Accept: MEDIA_TYPES[format] } });
  const body = new Uint8Array(await res.arrayBuffer());
  if (!res.ok) {
    const text = new TextDecoder().decode(body.subarray(0, 200)).replace(/[^\x20-\x7e]+/g, " ").trim();
    throw new Error(`HTTP ${res.status} ${res.statusText}${text ? `: ${text}` : ""}`);
  }
  return body;
}

function failed(base: Omit<DecodeRow, "requestMs" | "decodeMs" | "totalMs" | "items" | "wireBytes" | "decodedBytes">, error: string): DecodeRow {
  const zero = summarize([]);
  return { ...base, wireBytes: 0, decodedBytes: 0, requestMs: zero, decodeMs: zero, totalMs: zero, items: 0, failed: true, error };
}

async function reference(d: Dataset): Promise<Reference> {
  const dec = allDecoders.find((x) => x.name === REFERENCE_DECODER && x.available());
  if (dec === undefined) return { count: -1, error: `${REFERENCE_DECODER} is not available` };
  try {
    const bytes = await get(requestUrl(d, "proto", "identity"), "proto");
    const v = dec.decode(bytes, d.type);
    const json = dec.toJson(v, d.type);
    const small = bytes.byteLength < SMALL;
    return { count: dec.count(v, d.type), whole: small ? json : undefined, first: small ? undefined : sample(json, d.type, false) };
  } catch (e) {
    return { count: -1, error: message(e) };
  } finally {
    performance.clearResourceTimings();
  }
}

/** Why a decoded value is wrong, or undefined. */
function verify(d: Dataset, ref: Reference, items: number, json: () => JsonValue): string | undefined {
  const want = d.items ?? (ref.count >= 0 ? ref.count : undefined);
  if (want !== undefined && items !== want) return `wrong count: ${items} rows, want ${want}`;
  if (ref.error !== undefined) return undefined; // nothing to compare with; the count was checked
  const j = json();
  const d1 = ref.whole !== undefined ? diff(j, ref.whole) : diff(sample(j, d.type, false), ref.first);
  return d1 === undefined ? undefined : `value differs from ${REFERENCE_DECODER}: ${d1}`;
}

async function measureRest(d: Dataset, format: Format, coding: Coding, dec: Decoder, c: Config, ref: Reference,
  tell: (rep: string) => void): Promise<DecodeRow> {
  const base = {
    dataset: d.id, endpoint: d.path, op: "get" as const, protocol: "rest", format, decoder: dec.name, coding, reps: c.reps,
  };
  const req: number[] = [], dcd: number[] = [], tot: number[] = [], first: number[] = [], server: number[] = [];
  let wire = 0, decoded = 0, items = 0;
  let heap: number | undefined;
  try {
    for (let i = 0; i < c.warmup + c.reps; i++) {
      const measured = i >= c.warmup;
      tell(measured ? `rep ${i - c.warmup + 1}/${c.reps}` : `warm-up ${i + 1}/${c.warmup}`);
      const url = requestUrl(d, format, coding);
      // the last repetition's garbage is collected here, not inside this one's request (when gc is exposed)
      collect();
      const t0 = performance.now();
      let bytes: Uint8Array | undefined = await get(url, format);
      const t1 = performance.now();
      let fr = 0;
      if (dec.lazy || dec.view) {
        const a = performance.now();
        dec.firstRow(bytes, d.type);
        fr = performance.now() - a;
      }
      const h0 = measured && heap === undefined ? heapUsed() : undefined;
      const a = performance.now();
      let value: unknown = dec.decode(bytes, d.type);
      const b = performance.now();
      if (h0 !== undefined) heap = Math.max(0, (heapUsed() ?? h0) - h0);
      const t = await transfer(url, bytes.byteLength);
      if (i === 0) {
        // checked once, outside every timed span
        items = dec.count(value, d.type);
        const why = verify(d, ref, items, () => dec.toJson(value, d.type));
        if (why !== undefined) throw new Error(why);
      }
      if (measured) {
        req.push(t1 - t0);
        dcd.push(b - a);
        tot.push(t1 - t0 + (b - a));
        first.push(dec.lazy || dec.view ? t1 - t0 + fr : t1 - t0 + (b - a));
        if (t.server !== undefined) server.push(t.server);
        wire = t.wire;
        decoded = t.decoded;
      }
      value = undefined;
      bytes = undefined;
    }
  } catch (e) {
    return failed(base, message(e));
  }
  const row: DecodeRow = {
    ...base, wireBytes: wire, decodedBytes: decoded,
    requestMs: summarize(req), decodeMs: summarize(dcd), totalMs: summarize(tot), firstRowMs: summarize(first), items,
  };
  if (server.length > 0) row.serverMs = summarize(server);
  if (heap !== undefined) row.heapBytes = heap;
  return row;
}

async function measureRpc(d: Dataset, protocol: "connect" | "grpc-web", format: Format, c: Config, ref: Reference,
  tell: (rep: string) => void): Promise<DecodeRow | undefined> {
  const call = callFor(d);
  if (call === undefined) return undefined;
  const seen: Seen = { url: "", coding: "identity" };
  const t = transport(protocol, format === "proto", seen);
  const schema = SCHEMAS[d.type];
  const base = { dataset: d.id, endpoint: `/${call.service.typeName}/${call.service.method[call.method]?.name ?? call.method}`, op: "get" as const, protocol, format, decoder: "connect-web", coding: "identity", reps: c.reps };
  const tot: number[] = [], server: number[] = [];
  let wire = 0, decoded = 0, items = 0;
  try {
    for (let i = 0; i < c.warmup + c.reps; i++) {
      const measured = i >= c.warmup;
      tell(measured ? `rep ${i - c.warmup + 1}/${c.reps}` : `warm-up ${i + 1}/${c.warmup}`);
      collect();
      const t0 = performance.now();
      let msg: unknown = await invoke(t, call);
      const t1 = performance.now();
      const tr = await transfer(seen.url, 0);
      if (i === 0) {
        const json = toJson(schema, msg as never) as JsonValue;
        items = countJson(json, d);
        const why = verify(d, ref, items, () => json);
        if (why !== undefined) throw new Error(why);
      }
      if (measured) {
        tot.push(t1 - t0);
        if (tr.server !== undefined) server.push(tr.server);
        wire = tr.wire;
        decoded = tr.decoded;
        base.coding = seen.coding;
      }
      msg = undefined;
    }
  } catch (e) {
    const m = message(e);
    if (protocol === "grpc-web" && format === "json" && /unsupported|content.type|415|unimplemented/i.test(m)) return undefined;
    return failed(base, m);
  }
  const total = summarize(tot);
  const row: DecodeRow = {
    ...base, wireBytes: wire, decodedBytes: decoded,
    requestMs: total, decodeMs: summarize([]), totalMs: total, firstRowMs: total, items,
  };
  if (server.length > 0) row.serverMs = summarize(server);
  return row;
}

/** Rows of a decoded value by its proto3 JSON (the RPC rows'). */
function countJson(v: JsonValue, d: Dataset): number {
  const o = v as { [k: string]: JsonValue } | null;
  const len = (x: JsonValue | undefined) => (Array.isArray(x) ? x.length : 0);
  if (o === null || typeof o !== "object") return 0;
  switch (d.type) {
    case "polywire.people.v1.People": return len(o["person"]);
    case "polywire.bank.v1.Account": return len(o["transactions"]);
    case "polywire.bank.v1.AccountList":
      return (Array.isArray(o["accounts"]) ? o["accounts"] : []).reduce<number>((n, a) => n + len((a as { [k: string]: JsonValue })["transactions"]), 0);
    case "polywire.articles.v1.Article": return len(o["subsections"]);
    case "polywire.docs.v1.GetAllByLimitAndOffsetResponse": return len(o["documents"]);
    default: return 0;
  }
}

/** Seed 004's POST body: one person with a few emails, mobiles and addresses. */
export function onePerson(i: number): JsonValue {
  return {
    person: [{
      name: `Person Number ${i}`,
      address: [{ street: `Street Number ${i}`, number: i }, { street: `Street Number ${i + 1}`, number: i + 1 }],
      mobile: [`111111${i}`, `222222${i}`],
      email: [`emailperson${i}@somewhere.com`, `otheremailperson${i}@somewhere.com`],
    }],
  };
}

/** Throws unless answer (POST /people's, in format) says it received one person. */
function checkPosted(format: Format, answer: Uint8Array): void {
  const dec = allDecoders.find((d) => d.format === format && d.available());
  if (dec === undefined) return;
  const got = dec.toJson(dec.decode(answer, "polywire.people.v1.PostPeopleResponse"), "polywire.people.v1.PostPeopleResponse");
  const received = got !== null && typeof got === "object" && !Array.isArray(got) ? got["received"] : undefined;
  if (received !== 1) throw new Error(`POST /people answered ${JSON.stringify(got)}, want {"received":1}`);
}

interface PostSample { encode: number; request: number; total: number; server?: number; wire: number }

/** One POST of one Person in format, encoded by enc; i numbers it. */
async function postOnce(format: Format, enc: Encoder, i: number): Promise<PostSample> {
  const value = onePerson(i + 1);
  const url = new URL(`/people?format=${format}&_lab=${++serial}`, location.href).href;
  const e0 = performance.now();
  const body = enc.encode(value, "polywire.people.v1.People");
  const t0 = performance.now();
  const res = await fetch(url, {
    method: "POST", cache: "no-store", body: body as unknown as BodyInit,
    headers: { "Content-Type": MEDIA_TYPES[format], Accept: MEDIA_TYPES[format] },
  });
  const answer = new Uint8Array(await res.arrayBuffer());
  const t1 = performance.now();
  if (!res.ok) {
    const text = new TextDecoder().decode(answer.subarray(0, 200)).replace(/[^\x20-\x7e]+/g, " ").trim();
    throw new Error(`POST HTTP ${res.status} ${res.statusText}${text ? `: ${text}` : ""}`);
  }
  const tr = await transfer(url, answer.byteLength);
  if (i === 0) checkPosted(format, answer);
  const out: PostSample = { encode: t0 - e0, request: t1 - t0, total: t1 - e0, wire: body.byteLength };
  if (tr.server !== undefined) out.server = tr.server;
  return out;
}

/**
 * Seed 004's POST experiment, interleaved: repetition r of every format
 * and encoder runs before repetition r+1 of any. POSTs of one person take
 * a few milliseconds, and measured one combination after another, the
 * first one measured was a third slower whichever format it was (JSON
 * first: 11 ms against Protobuf's 8; Protobuf first: the reverse), so
 * anything that drifts over the run falls on every row alike.
 */
async function measurePosts(c: Config, progress: Progress, rows: DecodeRow[]): Promise<DecodeRow[]> {
  interface Combo { format: Format; enc: Encoder; samples: PostSample[]; error?: string }
  const combos: Combo[] = [];
  for (const format of c.formats) {
    for (const enc of encoders.filter((e) => e.format === format && e.available())) combos.push({ format, enc, samples: [] });
  }
  for (let i = 0; i < c.warmup + c.postReps; i++) {
    const measured = i >= c.warmup;
    for (const k of combos) {
      if (k.error !== undefined) continue;
      progress(`person · POST · ${k.format} · ${k.enc.name} — ${measured ? `POST ${i - c.warmup + 1}/${c.postReps}` : `warm-up ${i + 1}/${c.warmup}`}`, rows);
      try {
        const s = await postOnce(k.format, k.enc, i);
        if (measured) k.samples.push(s);
      } catch (e) {
        k.error = message(e);
      }
    }
  }
  return combos.map((k) => {
    const base = { dataset: POST_DATASET, endpoint: "/people", op: "post" as const, protocol: "rest", format: k.format, decoder: k.enc.name, coding: "identity", reps: c.postReps };
    if (k.error !== undefined) return failed(base, k.error);
    const wire = k.samples[0]?.wire ?? 0;
    const row: DecodeRow = {
      ...base, wireBytes: wire, decodedBytes: wire,
      requestMs: summarize(k.samples.map((s) => s.request)), decodeMs: summarize(k.samples.map((s) => s.encode)),
      totalMs: summarize(k.samples.map((s) => s.total)), items: 1,
    };
    const server = k.samples.flatMap((s) => (s.server === undefined ? [] : [s.server]));
    if (server.length > 0) row.serverMs = summarize(server);
    return row;
  });
}

/** The decoders a configuration runs for format, in the library's order. */
export function chosenDecoders(c: Config, format: Format): Decoder[] {
  return allDecoders.filter((d) => d.format === format && d.available() && (c.decoders === "all" || c.decoders.includes(d.name)));
}

/**
 * Runs everything c asks for, reporting each finished row; resolves with
 * every row (failed ones included). Never rejects.
 */
export async function run(c: Config, progress: Progress): Promise<DecodeRow[]> {
  const rows: DecodeRow[] = [];
  const add = (r: DecodeRow | undefined) => {
    if (r !== undefined) rows.push(r);
  };
  for (const id of c.datasets) {
    if (id === POST_DATASET) {
      for (const r of await measurePosts(c, progress, rows)) {
        add(r);
        progress(`person · POST · ${r.format} · ${r.decoder}`, rows, true);
      }
      await settle();
      continue;
    }
    const d = dataset(id);
    if (d === undefined) continue; // parse() rejected it already
    progress(`${id}: the ${REFERENCE_DECODER} reference decode`, rows);
    const ref = await reference(d);
    for (const protocol of c.protocols) {
      if (protocol === "rest") {
        for (const format of c.formats) {
          for (const coding of c.codings) {
            for (const dec of chosenDecoders(c, format)) {
              const what = `${id} · rest · ${format} · ${coding} · ${dec.name}`;
              add(await measureRest(d, format, coding, dec, c, ref, (rep) => progress(`${what} — ${rep}`, rows)));
              progress(what, rows, true);
              await settle();
            }
          }
        }
      } else {
        for (const format of c.formats.filter((f): f is Format => f === "proto" || f === "json")) {
          const what = `${id} · ${protocol} · ${format} · connect-web`;
          add(await measureRpc(d, protocol, format, c, ref, (rep) => progress(`${what} — ${rep}`, rows)));
          progress(what, rows, true);
          await settle();
        }
      }
    }
  }
  return rows;
}

export type { Stat };
