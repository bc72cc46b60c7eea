// Builds the /docs page into internal/docs/page/dist (committed; `polywire
// serve` embeds it at /docs): scalar.js is @scalar/api-reference's
// standalone browser bundle copied as published (less its source-map comment) (pinned in package.json;
// one self-contained file, no chunks), docs.js the page's settings, and
// index.html loads both. A copy, so a rebuild is byte-identical (make
// checkgenerate rebuilds and compares).
//
// Usage (from clients/ts): npm run build:docs
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "..", "internal", "docs", "page", "dist");
// The package exports no subpath for its standalone file: node_modules
// beside this directory (npm ci in clients/ts) holds it.
const scalar = join(here, "..", "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");

await mkdir(out, { recursive: true });
for (const f of await readdir(out)) await rm(join(out, f), { recursive: true, force: true });
// Without its sourceMappingURL comment: the 20 MB map is not shipped, and a
// browser's developer tools would ask the server for it.
const js = (await readFile(scalar, "utf8")).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
await writeFile(join(out, "scalar.js"), js);
await copyFile(join(here, "docs.js"), join(out, "docs.js"));
await copyFile(join(here, "index.html"), join(out, "index.html"));
