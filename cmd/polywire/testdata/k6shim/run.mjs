// Runs an exported k6 script under the shim: node run.mjs script.mjs.
// Only the bounded executors (per-vu-iterations, shared-iterations) run,
// their virtual users one after the other; it prints the checks' counts
// as JSON.
import { pathToFileURL } from "node:url";

globalThis.__ENV = { ...process.env };
globalThis.__checks = { pass: 0, fail: 0 };
const script = await import(pathToFileURL(process.argv[2]).href);
const s = Object.values(script.options.scenarios)[0];
const vus = s.vus ?? 1;
const iterations = s.executor === "shared-iterations" ? [Math.ceil(s.iterations / vus), s.iterations] : [s.iterations, s.iterations * vus];
if (!["per-vu-iterations", "shared-iterations"].includes(s.executor)) throw new Error(`run.mjs runs bounded executors only, not ${s.executor}`);
let done = 0;
for (let vu = 1; vu <= vus && done < iterations[1]; vu++) {
  for (let i = 0; i < iterations[0] && done < iterations[1]; i++, done++) {
    globalThis.__VU = vu;
    globalThis.__ITER = i;
    script.default();
  }
}
console.log(JSON.stringify({ iterations: done, checks: globalThis.__checks }));
process.exit(0);
