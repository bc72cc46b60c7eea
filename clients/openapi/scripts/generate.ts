// Generates what npm test checks, from a real server: starts `polywire
// serve` on loopback (POLYWIRE_BIN, or built from this checkout) with a
// fresh data directory, saves its GET /openapi.json as gen/seed.openapi.json,
// and runs openapi-typescript on it into gen/seed.d.ts — the types the
// openapi-fetch client in test/client.test.ts is typed by, so `tsc` after
// this step checks that client against the document the server serves.
// gen/ is not committed: the document is the server's, regenerated on every
// run, and a stale copy could only hide a change.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../../ts/bench/server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const gen = join(root, "gen");
mkdirSync(gen, { recursive: true });

const server = await startServer();
let doc: string;
try {
  const res = await fetch(`${server.url}/openapi.json`);
  doc = await res.text();
  if (!res.ok) throw new Error(`GET /openapi.json: HTTP ${res.status}: ${doc.slice(0, 200)}`);
  JSON.parse(doc); // not JSON: fail here, not in the generator
} finally {
  await server.stop();
}
const docPath = join(gen, "seed.openapi.json");
writeFileSync(docPath, doc);

const bin = join(root, "node_modules", ".bin", "openapi-typescript");
const r = spawnSync(bin, [docPath, "-o", join(gen, "seed.d.ts")], { encoding: "utf8" });
if (r.status !== 0) {
  process.stderr.write(`openapi-typescript ${docPath} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  process.exit(1);
}
