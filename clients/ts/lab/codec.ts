// The lab page's codec suite (/lab?suite=codec&run=1&…): src/codecbench.ts
// in this browser — each library's decode, first row and encode of bodies
// already fetched, no network in the timings — published through the same
// automation contract as the request suite (title "done", then
// window.polywireResults: a kind "browser" file whose rows are codecs).
//
//   /lab?suite=codec&run=1&datasets=people,account2,article500
//        &formats=json,proto,flatbuffers,msgpack&libraries=JSON.parse,polywire-ts
//        &ops=decode,first-row,encode&reps=10[&gc=0]
import { CODEC_FORMATS, CODEC_METHOD, CODEC_OPS, ENCODE_SPECS, codecTable, runCodecSuite, type CodecOp, type CodecRow } from "../src/codecbench.js";
import { FORMATS, MEDIA_TYPES, dataset, decoders, type Dataset, type Format } from "./lib.js";
import { list } from "./params.js";

export interface CodecConfig {
  datasets: Dataset[];
  formats: Format[];
  libraries?: string[];
  ops: CodecOp[];
  reps: number;
  /** gc=0: no forced collection before each batch (for a CPU profile). */
  forceGc: boolean;
  /** warm=ms: how long each contender is warmed (a smoke run asks for little). */
  warmMs?: number;
}

/** The suite's configuration from the URL; throws a readable Error on a bad parameter. */
export function parseCodec(q: URLSearchParams): CodecConfig {
  const ids = list(q, "datasets", "dataset") ?? ["people", "account2", "article500"];
  const datasets = ids.map((id) => {
    const d = dataset(id);
    if (d === undefined) throw new Error(`unknown dataset "${id}" for the codec suite (want people, account1, account2, accountList, article<N>, reports)`);
    return d;
  });
  if (datasets.length === 0) throw new Error("no dataset given");
  const fs = list(q, "formats", "format") ?? [...CODEC_FORMATS];
  for (const f of fs) if (!(FORMATS as readonly string[]).includes(f)) throw new Error(`unknown format "${f}" (want ${FORMATS.join(", ")})`);
  const known = new Set([...decoders.map((d) => d.name), ...ENCODE_SPECS.map((e) => e.library)]);
  const libraries = list(q, "libraries", "library");
  for (const l of libraries ?? []) if (!known.has(l)) throw new Error(`unknown library "${l}" (want ${[...known].join(", ")})`);
  const ops = list(q, "ops", "op") ?? [...CODEC_OPS];
  for (const o of ops) if (!(CODEC_OPS as readonly string[]).includes(o)) throw new Error(`unknown op "${o}" (want ${CODEC_OPS.join(", ")})`);
  const r = q.get("reps") ?? "10";
  if (!/^[0-9]+$/.test(r) || Number(r) < 1 || Number(r) > 1000) throw new Error(`reps=${r}: want an integer from 1 to 1000`);
  const gc = q.get("gc") ?? "1";
  if (gc !== "0" && gc !== "1") throw new Error(`gc=${gc}: want 0 or 1`);
  const warm = q.get("warm");
  if (warm !== null && (!/^[0-9]+$/.test(warm) || Number(warm) > 10000)) throw new Error(`warm=${warm}: want milliseconds from 0 to 10000`);
  return {
    datasets, formats: fs as Format[], libraries, ops: ops as CodecOp[], reps: Number(r), forceGc: gc === "1",
    warmMs: warm === null ? undefined : Number(warm),
  };
}

/** Runs the suite against this page's own origin. */
export function runCodec(c: CodecConfig, progress: (what: string) => void): Promise<CodecRow[]> {
  return runCodecSuite({
    datasets: c.datasets, formats: c.formats, libraries: c.libraries, ops: c.ops, runs: c.reps, forceGc: c.forceGc, warmMs: c.warmMs, batchMs: c.warmMs === undefined ? undefined : Math.min(5, c.warmMs), progress,
    get: async (path, format) => {
      const url = new URL(path, location.origin);
      url.searchParams.set("format", format);
      url.searchParams.set("encoding", "identity");
      const res = await fetch(url, { headers: { Accept: MEDIA_TYPES[format] } });
      if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  });
}

export function codecRecord(c: CodecConfig): Record<string, unknown> {
  return {
    suite: "codec", method: CODEC_METHOD, datasets: c.datasets.map((d) => d.id).join(","), formats: c.formats.join(","),
    libraries: c.libraries?.join(",") ?? "all", ops: c.ops.join(","), reps: c.reps, ...(c.warmMs === undefined ? {} : { warmMs: c.warmMs }),
    gc: c.forceGc && typeof (globalThis as { gc?: unknown }).gc === "function",
  };
}

/** The suite's table, as text, under the progress line. */
export function renderCodec(rows: readonly CodecRow[]): void {
  const view = document.getElementById("results-view");
  if (view === null) return;
  const pre = document.createElement("pre");
  pre.textContent = `ratios: baseline / library (JSON.parse for decode and first row, JSON.stringify + TextEncoder for encode; protobufjs likewise) — above 1 is faster\n${codecTable(rows)}`;
  view.replaceChildren(pre);
}
