// The stream lab (/lab?run=1&dataset=people-stream): seed 004's people read
// as a server stream in every framing (GET /people:stream, docs/STREAMING.md)
// through fetch's ReadableStream and src/stream.ts, against the same rows in
// one body (GET /people). Each repetition times, from just before fetch, the
// first Person decoded (firstRowMs) and the last (totalMs), and checks the
// count and the first and last names: a short or failed read stops the run.
import { fromBinary, fromJson, type JsonValue as EsJson } from "@bufbuild/protobuf";
import { PeopleSchema, PersonSchema } from "../src/gen/es/polywire/people/v1/people_pb.js";
import { decodePersonFb } from "../src/gen/pwts/polywire/people/v1/people_pwfb.js";
import { decodePersonMsgpack } from "../src/gen/pwts/polywire/people/v1/people_pwmp.js";
import { errorFromBody } from "../src/errorbody.js";
import { readStream, type ItemDecoder } from "../src/stream.js";
import type { StreamRow } from "../src/results.js";
import { summarize, type Coding } from "./lib.js";
import type { StreamConfig, StreamWay } from "./params.js";
import { collect, transfer } from "./timing.js";

/** Every row the server has (seed 004's 50,000 people). */
export const ALL_PEOPLE = 50_000;

interface Named { name: string }

interface Way {
  framing: StreamRow["framing"];
  format: string;
  accept: string;
  decoder: string;
  stream?: ItemDecoder<Named>;
  body?: (b: Uint8Array) => Named[];
}

const json: ItemDecoder<Named> = { json: (v) => fromJson(PersonSchema, v as EsJson) };

const WAYS: Record<StreamWay, Way> = {
  "ndjson": { framing: "ndjson", format: "json", accept: "application/x-ndjson", decoder: "protobuf-es fromJson", stream: json },
  "sse": { framing: "sse", format: "json", accept: "text/event-stream", decoder: "protobuf-es fromJson", stream: json },
  "json-array": { framing: "json-array", format: "json", accept: "application/json", decoder: "protobuf-es fromJson", stream: json },
  "proto": { framing: "envelope", format: "proto", accept: "application/x-protobuf", decoder: "protobuf-es", stream: { binary: (b) => fromBinary(PersonSchema, b) } },
  "msgpack": { framing: "envelope", format: "msgpack", accept: "application/msgpack", decoder: "polywire-ts msgpack", stream: { binary: decodePersonMsgpack } },
  "flatbuffers": { framing: "envelope", format: "flatbuffers", accept: "application/x-flatbuffers", decoder: "polywire-ts flatbuffers", stream: { binary: decodePersonFb } },
  "body-json": {
    framing: "body", format: "json", accept: "application/json", decoder: "protobuf-es fromJson",
    body: (b) => fromJson(PeopleSchema, JSON.parse(new TextDecoder().decode(b)) as EsJson).person,
  },
  "body-proto": { framing: "body", format: "proto", accept: "application/x-protobuf", decoder: "protobuf-es", body: (b) => fromBinary(PeopleSchema, b).person },
};

let serial = 0;

function endpoint(w: Way, limit: number): string {
  if (w.framing === "body") return "/people";
  return limit > 0 ? `/people:stream?limit=${limit}` : "/people:stream";
}

/**
 * The request's URL: one body gets a serial (its route takes any query),
 * a stream cannot (the transcoder refuses a query parameter that is not a
 * request field): cache: "no-store" and clearing Resource Timing after each
 * request keep the entries apart.
 */
function url(path: string, coding: Coding, body: boolean): string {
  const q = `encoding=${coding}${body ? `&_lab=${++serial}` : ""}`;
  return new URL(`${path}${path.includes("?") ? "&" : "?"}${q}`, location.href).href;
}

function checkNames(what: string, n: number, want: number, first: Named | undefined, last: Named | undefined): void {
  if (n !== want) throw new Error(`${what}: ${n} rows, want ${want}`);
  if (n === 0) return;
  if (first?.name !== "Person Number 0") throw new Error(`${what}: the first person is ${JSON.stringify(first?.name)}, want "Person Number 0"`);
  if (last?.name !== `Person Number ${n - 1}`) throw new Error(`${what}: the last person is ${JSON.stringify(last?.name)}, want "Person Number ${n - 1}"`);
}

/** One repetition: times from just before fetch to the first and the last row decoded. */
async function once(w: Way, path: string, coding: Coding, want: number): Promise<{ first: number; total: number; wire: number }> {
  const u = url(path, coding, w.body !== undefined);
  collect();
  const t0 = performance.now();
  const res = await fetch(u, { cache: "no-store", headers: { Accept: w.accept } });
  if (!res.ok) throw errorFromBody(res.status, res.headers.get("Content-Type"), new Uint8Array(await res.arrayBuffer()));
  let n = 0, first: Named | undefined, last: Named | undefined, tFirst = 0, bytes = 0;
  if (w.body !== undefined) {
    const b = new Uint8Array(await res.arrayBuffer());
    bytes = b.length;
    const rows = w.body(b);
    tFirst = performance.now();
    n = rows.length;
    first = rows[0];
    last = rows[n - 1];
  } else {
    if (res.body === null) throw new Error(`${path}: no body`);
    const reader = res.body.getReader();
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        bytes += value.length;
        yield value;
      }
    }
    for await (const p of readStream(chunks(), res.headers.get("Content-Type") ?? "", w.stream!)) {
      if (n === 0) {
        tFirst = performance.now();
        first = p;
      }
      last = p;
      n++;
    }
  }
  const total = performance.now() - t0;
  checkNames(`${w.framing} ${w.format} ${path} ${coding}`, n, want, first, last);
  const t = await transfer(u, bytes);
  return { first: tFirst - t0, total, wire: t.wire };
}

/**
 * Measures every way × coding of c, warm-up repetitions first; any failed
 * repetition throws (a failure is never a measurement).
 */
export async function runStreams(c: StreamConfig, tell: (what: string) => void): Promise<StreamRow[]> {
  const rows: StreamRow[] = [];
  const want = c.limit > 0 ? c.limit : ALL_PEOPLE;
  for (const coding of c.codings) {
    for (const id of c.ways) {
      const w = WAYS[id];
      const path = endpoint(w, c.limit);
      // one body has no limit: /people is always every person
      const n = w.framing === "body" ? ALL_PEOPLE : want;
      const first: number[] = [], total: number[] = [];
      let wire = 0;
      for (let i = 0; i < c.warmup + c.reps; i++) {
        tell(`${id} ${coding} · ${i < c.warmup ? `warm-up ${i + 1}/${c.warmup}` : `rep ${i - c.warmup + 1}/${c.reps}`}`);
        const r = await once(w, path, coding, n);
        if (i >= c.warmup) {
          first.push(r.first);
          total.push(r.total);
          wire = r.wire;
        }
      }
      rows.push({
        endpoint: path, framing: w.framing, format: w.format, decoder: w.decoder, coding, protocol: "http/1.1",
        rows: n, wireBytes: wire, firstRowMs: summarize(first), totalMs: summarize(total),
      });
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  return rows;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const f = (x: number) => x.toFixed(x >= 100 ? 0 : x >= 10 ? 1 : 2);

/** The stream rows as a table in #results-view. */
export function renderStreams(rows: readonly StreamRow[]): void {
  const el = document.getElementById("results-view");
  if (el === null) return;
  const body = rows.map((r) => `<tr><td>${esc(r.endpoint)}</td><td>${esc(r.framing)}</td><td>${esc(r.format)}</td><td>${esc(r.decoder ?? "")}</td><td>${esc(r.coding)}</td><td>${r.rows}</td><td>${r.wireBytes.toLocaleString("en-US")}</td><td>${f(r.firstRowMs.median)}</td><td>${f(r.totalMs.median)}</td></tr>`).join("");
  el.innerHTML = `<h2>Time to first row and total, stream against one body</h2><table><thead><tr><th>endpoint</th><th>framing</th><th>format</th><th>decoder</th><th>coding</th><th>rows</th><th>wire bytes</th><th>first row ms (median)</th><th>total ms (median)</th></tr></thead><tbody>${body}</tbody></table>`;
}
