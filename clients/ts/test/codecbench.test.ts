// The codec suite (src/codecbench.ts) on golden vectors instead of a server:
// every contender of the four formats is checked, timed and reported, and
// a body that does not hold the dataset's rows stops the suite with no rows
// — the suite never reports a wrong answer as a time. Tiny runs (2 rounds,
// 1 ms warm-up): this checks the suite, not the libraries' speed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { CODEC_FORMATS, ENCODE_SPECS, runCodecSuite } from "../src/codecbench.js";
import type { Dataset } from "../src/datasets.js";
import { decoders } from "../src/decoders.js";
import type { Format } from "../src/types.js";
import { manifest, readVector } from "./vectors.js";

const entries = manifest();
const article: Dataset = { id: "articles_medium", path: "articles_medium", type: "polywire.articles.v1.Article", seed: "002" };

function vectorOf(c: string, format: Format): Uint8Array {
  const e = entries.find((x) => x.case === c && x.format === format);
  if (!e) throw new Error(`no ${format} vector for ${c}`);
  return readVector(e.file);
}

const quick = { runs: 2, warmup: 1, warmMs: 1, batchMs: 0.2 };

test("codec suite: every contender of every format checked, timed and reported", async () => {
  const rows = await runCodecSuite({ ...quick, datasets: [article], get: async (path, format) => vectorOf(path, format) });
  for (const d of decoders.filter((x) => CODEC_FORMATS.includes(x.format) && x.available())) {
    assert.ok(rows.some((r) => r.library === d.name && r.op === "decode"), `${d.name} decode missing`);
    if (d.lazy || d.view) assert.ok(rows.some((r) => r.library === d.name && r.op === "first-row"), `${d.name} first row missing`);
  }
  for (const lib of ["JSON.stringify", "protobuf-es", "protobufjs", "polywire-ts", "flatbuffers", "msgpackr", "polywire-ts msgpack", "@msgpack/msgpack"]) {
    assert.ok(rows.some((r) => r.library === lib && r.op === "encode"), `${lib} encode missing`);
  }
  for (const r of rows) {
    assert.equal(r.nsPerOp.n, 2, `${r.library} ${r.op}`);
    assert.ok(r.nsPerOp.median > 0 && r.iterations >= 1 && r.bytes > 0, `${r.library} ${r.op}: ${JSON.stringify(r)}`);
  }
  // polywire's deterministic Protobuf, reproduced: same length as the vector
  // polywire's deterministic Protobuf and MessagePack, reproduced: same length as the vectors
  const pw = rows.find((r) => r.library === "polywire-ts" && r.op === "encode");
  assert.equal(pw?.bytes, vectorOf("articles_medium", "proto").length);
  const mp = rows.find((r) => r.library === "polywire-ts msgpack" && r.op === "encode");
  assert.equal(mp?.bytes, vectorOf("articles_medium", "msgpack").length);
});

test("codec suite: a body with the wrong rows stops the run, nothing reported", async () => {
  // The Protobuf body of another article: it decodes, but not to the rows the JSON holds.
  const get = async (path: string, format: Format) => vectorOf(format === "proto" ? "articles_small" : path, format);
  await assert.rejects(runCodecSuite({ ...quick, datasets: [article], get }), /rows, want/);
});

test("codec suite: options that leave no contender are an error", async () => {
  await assert.rejects(
    runCodecSuite({ ...quick, datasets: [article], libraries: ["no such library"], get: async (p, f) => vectorOf(p, f) }),
    /no contender/,
  );
});

test("codec suite: while a decoder is timed, no encoder's input is live", async () => {
  // Issue 30: the old method built every encoder's input once and held all
  // of them for the whole run, eight copies of /people on the heap while
  // JSON.parse and the decoders were timed, which made Chromium's
  // polywire-ts decode of /people 2-4× slower and JSON.parse 1.3-2×. Each
  // input is now built before its own batch and dropped after it; an
  // encoder's closure holds its input, so a live closure is a live input.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const refs: { library: string; ref: WeakRef<object> }[] = [];
  const saved = ENCODE_SPECS.map((e) => e.prepare);
  ENCODE_SPECS.forEach((e, i) => {
    const prepare = saved[i] as typeof e.prepare;
    e.prepare = (b, t, json) => {
      const run = prepare(b, t, json);
      refs.push({ library: e.library, ref: new WeakRef(run) });
      return run;
    };
  });
  const runs = 3;
  let checked = 0;
  try {
    let round = 0;
    await runCodecSuite({
      ...quick, runs, datasets: [article], get: async (path, format) => vectorOf(path, format),
      progress: (what) => {
        const m = /round (\d+)/.exec(what);
        if (m) round = Number(m[1]);
      },
      beforeBatch: (library, op) => {
        // Weak references made in this round's job stay alive until it
        // ends: rounds after the first (each its own job) see the dead ones.
        if (op !== "decode" || round < 2) return;
        gc();
        const live = refs.filter((r) => r.ref.deref() !== undefined).map((r) => r.library);
        assert.deepEqual(live, [], `encoders' inputs live while ${library} decode is timed`);
        checked++;
      },
    });
  } finally {
    ENCODE_SPECS.forEach((e, i) => {
      e.prepare = saved[i] as typeof e.prepare;
    });
  }
  assert.ok(refs.length >= ENCODE_SPECS.length * 2, `${refs.length} encoder inputs built: want one per batch`);
  assert.ok(checked > 0, "no decode batch was checked");
});
