// The page's DOM: the configuration form and the results (a table and
// charts per dataset, seed 004's published numbers beside ours).
import { FORMATS, decoders, type DecodeRow, type Format, type Stat } from "./lib.js";
import { CODINGS, DATASET_IDS, PROTOCOLS, POST_DATASET, type Config, type Protocol } from "./params.js";
import { barChart, esc, fmtNum, type Bar } from "./charts.js";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const DATASET_LABELS: Record<string, string> = {
  people: "people — 50,000 people (seed 004)",
  account1: "account 1 — 1,001 transactions (seed 000)",
  account2: "account 2 — 10,001 transactions (seed 000)",
  accountList: "account list — both accounts (seed 000)",
  article: "article of N sections (seed 002)",
  reports: "document list /reports (seed 003)",
  person: "person — POST one Person ×N (seed 004)",
};

function box(name: string, value: string, label: string, checked: boolean, disabled = false, note = ""): string {
  return `<label class="opt${disabled ? " off" : ""}"><input type="checkbox" name="${esc(name)}" value="${esc(value)}"${checked ? " checked" : ""}${disabled ? " disabled" : ""}> ${esc(label)}${note ? ` <small>${esc(note)}</small>` : ""}</label>`;
}

/** Draws the form for c. */
export function renderForm(c: Config): void {
  const article = c.datasets.find((d) => /^article[0-9]+$/.test(d));
  const ds = DATASET_IDS.map((id) => {
    if (id === "article") {
      return `<label class="opt"><input type="checkbox" name="dataset" value="article"${article !== undefined ? " checked" : ""}> article of <input type="number" id="sections" min="1" max="1000" value="${article ? article.slice(7) : "500"}"> sections <small>(seed 002)</small></label>`;
    }
    return box("dataset", id, DATASET_LABELS[id] ?? id, c.datasets.includes(id));
  }).join("");
  const fmts = FORMATS.map((f) => box("format", f, f, c.formats.includes(f))).join("");
  const decs = FORMATS.map((f) => {
    const ds2 = decoders.filter((d) => d.format === f && d.available());
    if (ds2.length === 0) return "";
    return `<div class="group"><b>${esc(f)}</b>${ds2.map((d) =>
      box("decoder", d.name, d.name, c.decoders === "all" || c.decoders.includes(d.name), false, d.lazy ? "lazy" : "")).join("")}</div>`;
  }).join("");
  const cods = CODINGS.map((x) => box("coding", x, x, c.codings.includes(x))).join("");
  const prots = PROTOCOLS.map((p) => box("protocol", p, p === "rest" ? "REST" : p === "connect" ? "Connect" : "gRPC-Web", c.protocols.includes(p))).join("");
  $("config").innerHTML = `
    <fieldset><legend>Datasets</legend>${ds}</fieldset>
    <fieldset><legend>Formats</legend>${fmts}</fieldset>
    <fieldset class="wide"><legend>Decoders</legend>${decs}</fieldset>
    <fieldset><legend>Codings</legend>${cods}<p class="hint">asked with <code>?encoding=</code>: fetch cannot set Accept-Encoding</p></fieldset>
    <fieldset><legend>Protocols</legend>${prots}<p class="hint">Connect and gRPC-Web decode with connect-web (JSON and Protobuf only)</p></fieldset>
    <fieldset><legend>Repetitions</legend>
      <label class="num">measured <input type="number" id="reps" min="1" max="1000" value="${c.reps}"></label>
      <label class="num">warm-up <input type="number" id="warmup" min="0" max="100" value="${c.warmup}"></label>
      <label class="num">POSTs <input type="number" id="postReps" min="1" max="1000" value="${c.postReps}"></label>
    </fieldset>`;
}

function checked(name: string): string[] {
  return [...document.querySelectorAll<HTMLInputElement>(`#config input[name="${name}"]:checked`)].map((i) => i.value);
}

/** The configuration the form shows, as URL parameters (parse() validates them). */
export function formParams(): URLSearchParams {
  const q = new URLSearchParams();
  const ds = checked("dataset").map((d) => (d === "article" ? `article${$<HTMLInputElement>("sections").value}` : d));
  q.set("datasets", ds.join(","));
  q.set("formats", checked("format").join(","));
  const all = decoders.filter((d) => d.available()).map((d) => d.name);
  const decs = checked("decoder");
  q.set("decoders", decs.length === all.length ? "all" : decs.join(","));
  q.set("codings", checked("coding").join(","));
  q.set("protocols", checked("protocol").join(","));
  for (const k of ["reps", "warmup", "postReps"]) q.set(k, $<HTMLInputElement>(k).value);
  return q;
}

export function setProgress(text: string, cls = ""): void {
  const p = $("progress");
  p.textContent = text;
  p.className = cls;
}

const ms = (s: Stat | undefined) => (s === undefined || s.n === 0 ? "" : s.median.toFixed(s.median >= 100 ? 0 : s.median >= 10 ? 1 : 2));
const tip = (s: Stat | undefined) => (s === undefined || s.n === 0 ? "" : ` title="median ${s.median.toFixed(3)} · mean ${s.mean.toFixed(3)} ± ${s.stddev.toFixed(3)} · min ${s.min.toFixed(3)} · p95 ${s.p95.toFixed(3)} · max ${s.max.toFixed(3)} · n ${s.n}"`);
const bytes = (n: number) => (n > 0 ? n.toLocaleString("en-US") : "");

function label(r: DecodeRow, many: { codings: boolean; protocols: boolean }): string {
  let s = `${r.format} · ${r.decoder}`;
  if (many.codings) s += ` · ${r.coding}`;
  if (many.protocols || r.protocol !== "rest") s = `${r.protocol} · ${s}`;
  return s;
}

/** Seed 004's published browser numbers (Chrome, 2017; another browser and machine). */
export const SEED004 = { protobufMs: 524, jsonMs: 761, postProtobufFaster: 0.04 };

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");

let browser = "this browser";
/** Names the browser in the seed comparisons ("Chromium 156"). */
export function setBrowser(name: string): void {
  browser = name;
}

function seedPeople(rows: DecodeRow[]): string {
  const ok = rows.filter((r) => !r.failed && r.protocol === "rest");
  const best = (f: Format) => ok.filter((r) => r.format === f).sort((a, b) => a.totalMs.median - b.totalMs.median)[0];
  const pb = ok.find((r) => r.format === "proto" && r.decoder === "protobufjs") ?? best("proto");
  const js = ok.find((r) => r.format === "json" && r.decoder === "JSON.parse") ?? best("json");
  let ours = "";
  if (pb && js) {
    ours = ` Here, in ${esc(browser)}: ${esc(pb.decoder)} <b>${pb.totalMs.median.toFixed(0)} ms</b> vs ${esc(js.decoder)} <b>${js.totalMs.median.toFixed(0)} ms</b> (median request + decode, ${esc(pb.coding)}): Protobuf takes ${ratio(pb.totalMs.median, js.totalMs.median)} of JSON's time (seed 004: ${ratio(SEED004.protobufMs, SEED004.jsonMs)}).`;
  }
  return `<p class="seed">Seed 004 published <b>${SEED004.protobufMs} ms</b> Protobuf (protobuf.js) vs <b>${SEED004.jsonMs} ms</b> JSON for 50,000 people — the mean of 50 GETs in Chrome, on another browser and machine (hatched bars).${ours}</p>`;
}

function seedPost(rows: DecodeRow[]): string {
  const ok = rows.filter((r) => !r.failed);
  const pb = ok.filter((r) => r.format === "proto").sort((a, b) => a.totalMs.median - b.totalMs.median)[0];
  const js = ok.filter((r) => r.format === "json").sort((a, b) => a.totalMs.median - b.totalMs.median)[0];
  let ours = "";
  if (pb && js) {
    ours = ` Here, in ${esc(browser)}: ${esc(pb.decoder)} <b>${pb.totalMs.median.toFixed(1)} ms</b> vs ${esc(js.decoder)} <b>${js.totalMs.median.toFixed(1)} ms</b> per POST (median encode + request): Protobuf takes ${ratio(pb.totalMs.median, js.totalMs.median)} of JSON's time (seed 004: about 0.96×).`;
  }
  return `<p class="seed">Seed 004 published Protobuf only <b>~4% faster</b> than JSON for 50 POSTs of one Person (Chrome, another browser and machine).${ours}</p>`;
}

function table(rows: DecodeRow[], post: boolean): string {
  const head = post
    ? ["protocol", "format", "encoder", "coding", "body bytes", "", "request ms", "encode ms", "total ms", "", "", "server ms", "", "items"]
    : ["protocol", "format", "decoder", "coding", "wire bytes", "decoded bytes", "request ms", "decode ms", "total ms", "MB/s", "first row ms", "server ms", "heap", "items"];
  const body = rows.map((r) => {
    if (r.failed) {
      return `<tr class="failed"><td>${esc(r.protocol)}</td><td>${esc(r.format)}</td><td>${esc(r.decoder)}</td><td>${esc(r.coding)}</td><td colspan="10" class="err">failed: ${esc(r.error ?? "")}</td></tr>`;
    }
    const mbs = !post && r.decodeMs.n > 0 && r.decodeMs.median > 0 ? (r.decodedBytes / (r.decodeMs.median * 1000)).toFixed(0) : "";
    const note = r.coding === "identity" && r.wireBytes > 0 && r.wireBytes < r.decodedBytes ? ` <span class="warn" title="the body came compressed: this server ignores ?encoding=">⚠ compressed</span>` : "";
    return `<tr><td>${esc(r.protocol)}</td><td>${esc(r.format)}</td><td>${esc(r.decoder)}</td><td>${esc(r.coding)}${note}</td>
      <td class="n">${bytes(r.wireBytes)}</td><td class="n">${post ? "" : bytes(r.decodedBytes)}</td>
      <td class="n"${tip(r.requestMs)}>${ms(r.requestMs)}</td><td class="n"${tip(r.decodeMs)}>${ms(r.decodeMs)}</td>
      <td class="n"${tip(r.totalMs)}><b>${ms(r.totalMs)}</b></td><td class="n">${mbs}</td>
      <td class="n"${tip(r.firstRowMs)}>${post ? "" : ms(r.firstRowMs)}</td><td class="n"${tip(r.serverMs)}>${ms(r.serverMs)}</td>
      <td class="n">${r.heapBytes !== undefined ? fmtNum(r.heapBytes, "B") : ""}</td><td class="n">${r.items.toLocaleString("en-US")}</td></tr>`;
  }).join("");
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body}</tbody></table>`;
}

function charts(id: string, rows: DecodeRow[]): string {
  const ok = rows.filter((r) => !r.failed);
  if (ok.length === 0) return "";
  const many = { codings: new Set(ok.map((r) => r.coding)).size > 1, protocols: new Set(ok.map((r) => r.protocol)).size > 1 };
  const out: string[] = [];
  if (id === POST_DATASET) {
    const bars: Bar[] = ok.map((r) => ({ label: label(r, many), parts: [
      { value: r.decodeMs.median, cls: "dec", label: "encode" },
      { value: r.requestMs.median, cls: "req", label: "request" },
    ] }));
    out.push(barChart("Per POST, median ms: encode + request", bars, "ms", [{ cls: "dec", label: "encode" }, { cls: "req", label: "request" }]));
    return out.join("");
  }
  const bars: Bar[] = ok.map((r) => ({ label: label(r, many), parts: [
    { value: r.requestMs.median, cls: "req", label: "request" },
    { value: r.decodeMs.median, cls: "dec", label: "decode" },
  ] }));
  if (id === "people") {
    bars.push({ label: "seed 004 · proto · protobuf.js", reference: true, parts: [{ value: SEED004.protobufMs, cls: "ref", label: "published mean (Chrome, another machine)" }] });
    bars.push({ label: "seed 004 · json", reference: true, parts: [{ value: SEED004.jsonMs, cls: "ref", label: "published mean (Chrome, another machine)" }] });
  }
  out.push(barChart("Median request + median decode, ms", bars, "ms", [{ cls: "req", label: "request" }, { cls: "dec", label: "decode" }, ...(id === "people" ? [{ cls: "ref", label: "seed 004, published: another browser and machine" }] : [])]));
  const sizes = new Map<string, Bar>();
  for (const r of ok) {
    const raw = `${r.protocol === "rest" ? "" : r.protocol + " · "}${r.format} · decoded`;
    if (!sizes.has(raw)) sizes.set(raw, { label: raw, parts: [{ value: r.decodedBytes, cls: "raw", label: "decoded" }] });
    const k = `${r.protocol === "rest" ? "" : r.protocol + " · "}${r.format} · ${r.coding}`;
    if (!sizes.has(k)) sizes.set(k, { label: k, parts: [{ value: r.wireBytes, cls: "wire", label: "on the wire" }] });
  }
  out.push(barChart("Body bytes: on the wire per coding, and decoded (Resource Timing)", [...sizes.values()], "B", [{ cls: "wire", label: "on the wire (encodedBodySize)" }, { cls: "raw", label: "decoded (decodedBodySize)" }]));
  out.push(barChart("Median time to first row, ms (lazy decoders read it without decoding the rest)", ok.filter((r) => r.firstRowMs !== undefined).map((r) => ({
    label: label(r, many), parts: [{ value: r.firstRowMs!.median, cls: "first", label: "first row" }],
  })), "ms", [{ cls: "first", label: "fetch start → first row" }]));
  return out.join("");
}

/** Draws every dataset's results (the run so far). */
export function renderResults(rows: readonly DecodeRow[]): void {
  const by = new Map<string, DecodeRow[]>();
  for (const r of rows) {
    const l = by.get(r.dataset) ?? [];
    l.push(r);
    by.set(r.dataset, l);
  }
  const html: string[] = [];
  for (const [id, rs] of by) {
    const post = id === POST_DATASET;
    const failedN = rs.filter((r) => r.failed).length;
    const items = rs.find((r) => !r.failed)?.items;
    html.push(`<section class="dataset"><h2>${esc(id)} <small>${esc(post ? "POST /people, one Person" : rs[0]!.endpoint)}${items !== undefined && !post ? ` · ${items.toLocaleString("en-US")} rows` : ""}${failedN ? ` · <span class="bad">${failedN} failed</span>` : ""}</small></h2>`);
    if (id === "people") html.push(seedPeople(rs));
    if (post) html.push(seedPost(rs));
    if (items === 0) html.push(`<p class="seed">This list is empty: the server has no saved documents yet (POST /report saves one).</p>`);
    html.push(`<div class="charts">${charts(id, rs)}</div>`);
    html.push(table(rs, post));
    html.push(`</section>`);
  }
  $("results-view").innerHTML = html.join("");
}

export type { Protocol };
