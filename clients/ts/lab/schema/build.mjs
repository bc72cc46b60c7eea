// Builds the lab page on a user's schema into internal/lab/schemapage/dist
// (committed; bench browser -proto-path … embeds it): page.js is main.ts
// bundled by esbuild with the libraries it decodes with (protobuf.js's
// light build, for Root.fromJSON, and msgpackr), so the user's machine
// needs no node_modules; the schema's own polywire-ts decoders are
// generated and bundled by the Go side at run time (decoders.js). The
// output depends only on the sources: a rebuild is byte-identical (make
// checkgenerate rebuilds and compares).
//
// Usage (from clients/ts): node lab/schema/build.mjs
import { build } from "esbuild";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "..", "..", "internal", "lab", "schemapage", "dist");

await mkdir(out, { recursive: true });
for (const f of await readdir(out)) await rm(join(out, f), { recursive: true, force: true });

await build({
  entryPoints: [join(here, "main.ts")],
  outfile: join(out, "page.js"),
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
  absWorkingDir: here,
});
await copyFile(join(here, "index.html"), join(out, "index.html"));
