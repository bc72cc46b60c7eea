// Builds the published package into dist/: tsc with tsconfig.build.json
// (module NodeNext, so every relative import must name its .js file — what
// plain Node's ES module loader needs) emits ESM JavaScript and .d.ts for
// src/, then the protobuf.js static module (src/gen/pbjs, JavaScript with
// its own .d.ts, which tsc does not copy) is copied beside it. npm pack
// runs it (prepack); the tests and the lab read src/ directly.
//
// Usage (from clients/ts): npm run build
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

rmSync(dist, { recursive: true, force: true });
const r = spawnSync(process.execPath, [tsc, "-p", join(here, "tsconfig.build.json")], { stdio: "inherit" });
if (r.status !== 0) {
  console.error("build.mjs: tsc -p tsconfig.build.json failed");
  process.exit(r.status ?? 1);
}
mkdirSync(join(dist, "gen", "pbjs"), { recursive: true });
for (const f of ["polywire.js", "polywire.d.ts"]) {
  copyFileSync(join(here, "src", "gen", "pbjs", f), join(dist, "gen", "pbjs", f));
}
