// The lab page: the browser half of polywire's benchmark lab. A person
// picks datasets, formats, decoders, codings and protocols and presses Run;
// a program opens /lab?run=1&… and waits for document.title "done", then
// reads window.polywireResults (a polywire.bench/v1 File of kind browser).
import { SCHEMA, decoders, type DecodeRow, type File } from "./lib.js";
import { DEFAULTS, POST_DATASET, configRecord, isStreamQuery, parse, parseStream, streamRecord, toQuery, type Config } from "./params.js";
import { renderStreams, runStreams } from "./stream.js";
import { chosenDecoders, run } from "./measure.js";
import { codecRecord, parseCodec, renderCodec, runCodec } from "./codec.js";
import { runtime } from "./runtime.js";
import { formParams, renderForm, renderResults, setBrowser, setProgress } from "./view.js";

declare global {
  interface Window { polywireResults?: File }
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let running = false;
let last: File | undefined;

function fail(reason: string): void {
  document.title = `error: ${reason}`;
  setProgress(`Cannot run: ${reason}`, "bad");
}

function publish(f: File): void {
  last = f;
  window.polywireResults = f;
  // the JSON for programs: <script type="application/json" id="results">
  const el = document.createElement("script");
  el.setAttribute("type", "application/json");
  el.id = "results";
  el.textContent = JSON.stringify(f, null, 2).replace(/</g, "\\u003c");
  const old = document.getElementById("results");
  if (old !== null) old.replaceWith(el);
  else document.body.appendChild(el);
  $<HTMLButtonElement>("download").disabled = false;
}

/** Why c would measure nothing, or undefined. */
function empty(c: Config): string | undefined {
  if (c.datasets.includes(POST_DATASET)) return undefined;
  const rest = c.protocols.includes("rest") && c.formats.some((f) => chosenDecoders(c, f).length > 0);
  const rpc = c.protocols.some((p) => p !== "rest") && c.formats.some((f) => f === "json" || f === "proto");
  return rest || rpc ? undefined : "nothing to run: no chosen decoder (or RPC protocol) reads the chosen formats";
}

async function start(c: Config): Promise<void> {
  if (running) return;
  const why = empty(c);
  if (why !== undefined) {
    fail(why);
    return;
  }
  running = true;
  $<HTMLButtonElement>("run").disabled = true;
  document.title = "running — polywire lab";
  const started = new Date();
  const t0 = performance.now();
  let rows: DecodeRow[] = [];
  try {
    const rt = await runtime();
    setBrowser(`${rt.name} ${rt.version.split(".")[0] ?? ""}`.trim());
    rows = await run(c, (what, so, rowDone) => {
      setProgress(`${what} · ${so.length} rows done`);
      if (rowDone) renderResults(so);
    });
    renderResults(rows);
    const failed = rows.filter((r) => r.failed).length;
    const f: File = {
      schema: SCHEMA, kind: "browser", started: started.toISOString(),
      seconds: (performance.now() - t0) / 1000, runtime: rt, config: configRecord(c), decodes: rows,
    };
    publish(f);
    setProgress(`Done: ${rows.length} rows${failed ? `, ${failed} failed` : ""} in ${f.seconds.toFixed(1)} s (${rt.name} ${rt.version}).`, failed ? "warn" : "ok");
    document.title = "done";
  } catch (e) {
    fail(`internal error: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    running = false;
    $<HTMLButtonElement>("run").disabled = false;
  }
}

function download(): void {
  if (last === undefined) return;
  const blob = new Blob([JSON.stringify(last, null, 2) + "\n"], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `polywire-browser-${last.started.replace(/[:.]/g, "-")}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The codec suite (?suite=codec): every library on bodies in memory. */
async function startCodec(q: URLSearchParams): Promise<void> {
  let c;
  try {
    c = parseCodec(q);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
    return;
  }
  if (q.get("run") !== "1") {
    setProgress(`Codec suite: add run=1 to the URL to run it (${c.datasets.map((d) => d.id).join(", ")}).`);
    return;
  }
  running = true;
  document.title = "running — polywire lab (codec suite)";
  const started = new Date();
  const t0 = performance.now();
  try {
    const rt = await runtime();
    setBrowser(`${rt.name} ${rt.version.split(".")[0] ?? ""}`.trim());
    const codecs = await runCodec(c, (what) => setProgress(`Codec suite: ${what}`));
    renderCodec(codecs);
    const f: File = {
      schema: SCHEMA, kind: "browser", started: started.toISOString(),
      seconds: (performance.now() - t0) / 1000, runtime: rt, config: codecRecord(c), decodes: [], codecs,
    };
    publish(f);
    setProgress(`Done: ${codecs.length} codec rows in ${f.seconds.toFixed(1)} s (${rt.name} ${rt.version}).`, "ok");
    document.title = "done";
  } catch (e) {
    // a wrong decode or encode stops the suite: no results, never a time
    fail(`codec suite: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    running = false;
  }
}

/**
 * The stream lab (?dataset=people-stream): time to the first and the last
 * person, per framing, against one body. A failed read stops the run.
 */
async function startStreams(q: URLSearchParams): Promise<void> {
  let c;
  try {
    c = parseStream(q);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
    return;
  }
  if (q.get("run") !== "1") {
    setProgress(`Stream lab: add run=1 to the URL to run it (${c.ways.join(", ")}).`);
    return;
  }
  running = true;
  document.title = "running — polywire lab (streams)";
  const started = new Date();
  const t0 = performance.now();
  try {
    const rt = await runtime();
    setBrowser(`${rt.name} ${rt.version.split(".")[0] ?? ""}`.trim());
    const streams = await runStreams(c, (what) => setProgress(`Streams: ${what}`));
    renderStreams(streams);
    const f: File = {
      schema: SCHEMA, kind: "browser", started: started.toISOString(),
      seconds: (performance.now() - t0) / 1000, runtime: rt, config: streamRecord(c), decodes: [], streams,
    };
    publish(f);
    setProgress(`Done: ${streams.length} stream rows in ${f.seconds.toFixed(1)} s (${rt.name} ${rt.version}).`, "ok");
    document.title = "done";
  } catch (e) {
    // a short or failed read stops the run: no results, never a time
    fail(`streams: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    running = false;
  }
}

function main(): void {
  if (new URLSearchParams(location.search).get("suite") === "codec") {
    void startCodec(new URLSearchParams(location.search));
    return;
  }
  if (isStreamQuery(new URLSearchParams(location.search))) {
    void startStreams(new URLSearchParams(location.search));
    return;
  }
  const names = decoders.map((d) => d.name).concat("connect-web");
  const q = new URLSearchParams(location.search);
  let c: Config = DEFAULTS;
  let bad: string | undefined;
  try {
    c = parse(q, names);
  } catch (e) {
    bad = e instanceof Error ? e.message : String(e);
  }
  renderForm(c);
  $("run").addEventListener("click", () => {
    try {
      const fc = parse(formParams(), names);
      history.replaceState(null, "", `${location.pathname}?${toQuery(fc)}`);
      void start(fc);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  });
  $("download").addEventListener("click", download);
  if (bad !== undefined) {
    fail(bad);
    return;
  }
  if (q.get("run") === "1") void start(c);
  else setProgress("Pick what to measure and press Run.");
}

main();
