// Builds the /docs page into internal/docs/page/dist (committed; `polywire
// serve` embeds it at /docs): scalar.js is @scalar/api-reference's
// standalone browser bundle as published (less its source-map comment;
// one self-contained file, no chunks), docs.js the page's settings, and
// index.html loads both. A copy, so a rebuild is byte-identical (make
// checkgenerate rebuilds and compares).
//
// The bundle comes from the package's own tarball, pinned by version and
// by the registry's sha512, fetched with `npm pack` into clients/ts/.cache
// (once): not a dependency in package.json, whose `npm ci` every test run
// does — the package's dependencies, which the standalone file already
// holds, are 168 MB that no test needs.
//
// Usage (from clients/ts): npm run build:docs
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "..", "..", "internal", "docs", "page", "dist");
const SCALAR = "@scalar/api-reference@1.76.0";
const INTEGRITY = "sha512-pjqwnzmA9YK3ZX+IZSICMsywm4qI6HLSngR2py9H6TvFApHHuJjkTAd+gFJfnqJDzJuro8k7ji6JCtJ2U+Byng==";
const cache = join(here, "..", ".cache", "scalar-1.76.0");
const tarball = join(cache, "scalar-api-reference-1.76.0.tgz");
const scalar = join(cache, "package", "dist", "browser", "standalone.js");

await mkdir(cache, { recursive: true });
if (!existsSync(tarball)) {
	execFileSync("npm", ["pack", SCALAR, "--pack-destination", cache, "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
}
const sum = "sha512-" + createHash("sha512").update(await readFile(tarball)).digest("base64");
if (sum !== INTEGRITY) {
	await rm(tarball, { force: true });
	throw new Error(`build:docs: ${SCALAR}'s tarball has ${sum}, want ${INTEGRITY}`);
}
execFileSync("tar", ["-xzf", tarball, "-C", cache, "package/dist/browser/standalone.js"]);

await mkdir(out, { recursive: true });
for (const f of await readdir(out)) await rm(join(out, f), { recursive: true, force: true });
// Without its sourceMappingURL comment: the 20 MB map is not shipped, and a
// browser's developer tools would ask the server for it.
const js = (await readFile(scalar, "utf8")).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
await writeFile(join(out, "scalar.js"), js);
await copyFile(join(here, "docs.js"), join(out, "docs.js"));
await copyFile(join(here, "index.html"), join(out, "index.html"));
