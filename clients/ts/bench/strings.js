// strings.js: where the string-creation ceiling is, in whatever runtime
// runs it — the measurement behind docs/PWTS.md's "ceiling" section.
// A decoder written in JavaScript must turn UTF-8 bytes into strings one
// call at a time; JSON.parse does it inside the engine. This times, on
// synthetic ASCII data shaped like polywire's bodies, each way a
// JavaScript decoder can make those strings:
//   long:  500 strings of 650 bytes (article 500's subsection texts)
//   short: 50,000 strings of 15 bytes (a person's name or street)
// and JSON.parse of the same strings as a JSON array, as the yardstick.
//
//   node clients/ts/bench/strings.js
//   chromium --headless --no-sandbox --disable-gpu --dump-dom \
//     "file://$PWD/clients/ts/bench/strings.html" | grep -A12 '<pre'
//
// A classic script (not a module) so Chromium runs it from file://.
/* eslint-disable */
(function () {
  "use strict";
  const td = new TextDecoder("utf-8", { fatal: true });
  const te = new TextEncoder();

  function corpus(n, len) {
    const b = new Uint8Array(n * (len + 3));
    for (let i = 0; i < b.length; i++) b[i] = 97 + ((i * 7) % 26);
    const starts = [];
    for (let i = 0; i < n; i++) starts.push(i * (len + 3) + 3);
    // Between strings, bytes as Protobuf has them (a tag, a varint length
    // with its high bit set): the body as a whole is not text.
    for (const p of starts) {
      b[p - 3] = 0x0a;
      b[p - 2] = 0x8f;
      b[p - 1] = 0x01;
    }
    const strs = starts.map((p) => String.fromCharCode.apply(null, b.subarray(p, p + len)));
    return { b, starts, len, json: te.encode(JSON.stringify(strs)) };
  }

  function chunk64(b, p, e) {
    let r = "";
    while (e - p >= 64) {
      r += String.fromCharCode(b[p], b[p + 1], b[p + 2], b[p + 3], b[p + 4], b[p + 5], b[p + 6], b[p + 7], b[p + 8], b[p + 9], b[p + 10], b[p + 11], b[p + 12], b[p + 13], b[p + 14], b[p + 15], b[p + 16], b[p + 17], b[p + 18], b[p + 19], b[p + 20], b[p + 21], b[p + 22], b[p + 23], b[p + 24], b[p + 25], b[p + 26], b[p + 27], b[p + 28], b[p + 29], b[p + 30], b[p + 31], b[p + 32], b[p + 33], b[p + 34], b[p + 35], b[p + 36], b[p + 37], b[p + 38], b[p + 39], b[p + 40], b[p + 41], b[p + 42], b[p + 43], b[p + 44], b[p + 45], b[p + 46], b[p + 47], b[p + 48], b[p + 49], b[p + 50], b[p + 51], b[p + 52], b[p + 53], b[p + 54], b[p + 55], b[p + 56], b[p + 57], b[p + 58], b[p + 59], b[p + 60], b[p + 61], b[p + 62], b[p + 63]);
      p += 64;
    }
    while (p < e) r += String.fromCharCode(b[p++]);
    return r;
  }

  // String.fromCharCode with exactly len arguments: polywire-ts's short
  // path (a switch case per length up to 64), built here for one length.
  function exact(len) {
    const args = [];
    for (let i = 0; i < len; i++) args.push("b[p + " + i + "]");
    return new Function("b", "p", "return String.fromCharCode(" + args.join(", ") + ");");
  }
  const w1252 = new TextDecoder("windows-1252");

  function ways(c) {
    const { b, starts, len, json } = c;
    const fixed = len <= 64 ? exact(len) : undefined;
    const out = {
      "JSON.parse (TextDecoder + parse, the yardstick)": () => JSON.parse(td.decode(json)).length,
      "TextDecoder per string (subarray + decode)": () => {
        let s = 0;
        for (const p of starts) s += td.decode(b.subarray(p, p + len)).length;
        return s;
      },
      "one windows-1252 TextDecoder call for the body + substring per string": () => {
        // byte i is char i (1252 maps every byte to one char); ASCII
        // ranges come out as themselves, but bytes 0x80-0x9F are not
        // Latin-1, so the body becomes a two-byte string, and every
        // substring of 13+ chars keeps it alive
        const big = w1252.decode(b);
        let s = 0;
        for (const p of starts) s += big.substring(p, p + len).charCodeAt(0);
        return s;
      },
      "String.fromCharCode(b0, ..., b63) chunks, concatenated": () => {
        let s = 0;
        for (const p of starts) {
          const x = chunk64(b, p, p + len);
          s += x.charCodeAt(len >> 1); // flattens the rope, as any use would
        }
        return s;
      },
      "String.fromCharCode.apply(null, subarray)": () => {
        let s = 0;
        for (const p of starts) s += String.fromCharCode.apply(null, b.subarray(p, p + len)).length;
        return s;
      },
    };
    if (fixed) {
      out["String.fromCharCode(b0, ..., bn), one argument per byte (polywire-ts's short path)"] = () => {
        let s = 0;
        for (const p of starts) s += fixed(b, p).length;
        return s;
      };
    }
    return out;
  }

  function bench(fs, rounds) {
    const t = {};
    for (const k in fs) t[k] = [];
    for (let r = 0; r < rounds + 5; r++) {
      for (const k in fs) {
        const s = performance.now();
        for (let j = 0; j < 10; j++) fs[k]();
        if (r >= 5) t[k].push((performance.now() - s) / 10);
      }
    }
    const out = {};
    for (const k in t) {
      const x = t[k].sort((p, q) => p - q);
      out[k] = x[x.length >> 1];
    }
    return out;
  }

  const lines = [];
  for (const [name, n, len] of [["long: 500 strings of 650 bytes", 500, 650], ["short: 50,000 strings of 15 bytes", 50000, 15]]) {
    const res = bench(ways(corpus(n, len)), 30);
    lines.push(name + " — median ms of 30 (10 calls each)");
    for (const k in res) lines.push("  " + res[k].toFixed(3).padStart(8) + "  " + k);
  }
  const text = lines.join("\n");
  if (typeof document !== "undefined") document.getElementById("out").textContent = text;
  else console.log(text);
})();
