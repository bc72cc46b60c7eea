// Builds the lab page into internal/lab/page/dist (committed; `polywire serve`
// embeds it at /lab): lab.js is main.ts bundled by esbuild (ESM, minified,
// es2022, no source maps or legal comments), index.html carries the CSS
// inline. The output depends only on the sources, so a rebuild is
// byte-identical (make checkgenerate rebuilds and compares).
//
// Usage (from clients/ts): npm run build:lab
import { build } from "esbuild";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "..", "internal", "lab", "page", "dist");

await mkdir(out, { recursive: true });
for (const f of await readdir(out)) await rm(join(out, f), { recursive: true, force: true });

await build({
  entryPoints: [join(here, "main.ts")],
  outfile: join(out, "lab.js"),
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  // Whitespace and syntax minified, identifiers kept: a CPU profile of the
  // page (bench browser -cpuprofile) names decodePerson and readString,
  // not Xe and a, for about 25% more bytes.
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: false,
  sourcemap: false,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
  absWorkingDir: here,
});

const css = (await readFile(join(here, "style.css"), "utf8"))
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .trim();
const html = (await readFile(join(here, "index.html"), "utf8")).replace("/*CSS*/", () => css);
await writeFile(join(out, "index.html"), html);
