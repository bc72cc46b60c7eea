// The published package as a user gets it: npm pack (prepack builds dist/),
// then a scratch project outside this tree installs the tarball offline —
// its dependencies from npm's cache, which npm ci filled — and uses it the
// three ways users do: plain node (no tsx) against a real polywire, esbuild
// for the browser, and tsc against the .d.ts. The user's own schema
// (testdata/yourschema) gets polywire-ts decoders generated in the scratch
// project as the README's "Your schema's decoders" says, compiled there by
// tsc and run by node on a real server's Protobuf.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import type { SpawnSyncOptions } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, describe, test } from "node:test";
import { build } from "esbuild";
import { REPO_ROOT, startServer, unavailableReason } from "../bench/server.js";
import type { RunningServer } from "../bench/server.js";

const PKG = join(dirname(fileURLToPath(import.meta.url)), "..");
const TSC = join(PKG, "node_modules", "typescript", "bin", "tsc");

function run(cmd: string, args: readonly string[], opts: SpawnSyncOptions = {}): string {
  const r = spawnSync(cmd, args, { encoding: "utf8", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} (in ${String(opts.cwd ?? ".")}) failed (${r.status ?? r.signal}): ${String(r.stdout)}${String(r.stderr)}`);
  return String(r.stdout);
}

/** buf for generating the user's decoders: the Makefile's (.tmp/bin) or one on PATH. */
function findBuf(): string | undefined {
  const mine = join(REPO_ROOT, ".tmp", "bin", "buf");
  if (existsSync(mine)) return mine;
  for (const dir of (process.env["PATH"] ?? "").split(delimiter)) {
    if (dir && existsSync(join(dir, "buf"))) return join(dir, "buf");
  }
  return undefined;
}

/**
 * The scratch project's lockfile: the tarball and, for every runtime
 * dependency, clients/ts's own lock entry (version and integrity), so npm ci
 * --offline takes each from the cache by its integrity. A plain npm install
 * of the tarball would ask the registry for each dependency's metadata,
 * which npm ci never caches.
 */
function scratchLock(tarball: string, integrity: string): unknown {
  const ours = JSON.parse(readFileSync(join(PKG, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; dependencies?: Record<string, string>; engines?: unknown }>;
  };
  const root = ours.packages[""];
  assert.ok(root, "package-lock.json has no root entry");
  const packages: Record<string, unknown> = {
    "": { name: "scratch", dependencies: { "@polywire/client": `file:${tarball}` } },
    "node_modules/@polywire/client": { version: "0.1.0", resolved: `file:${tarball}`, integrity, dependencies: root.dependencies, engines: root.engines },
  };
  for (const [path, entry] of Object.entries(ours.packages)) {
    if (path !== "" && !entry.dev) packages[path] = entry;
  }
  return { name: "scratch", lockfileVersion: 3, requires: true, packages };
}

// Plain Node, no loader: the package's import through its exports, one JSON
// and one Protobuf read of a real server.
const MAIN_MJS = `import { createClient } from "@polywire/client";
const out = {};
for (const format of ["json", "proto"]) {
  const c = createClient({ baseUrl: process.env.POLYWIRE_URL, format });
  const a = await c.getAccount(1);
  out[format] = { decoder: c.decoder.name, id: String(a.id), transactions: a.transactions.length };
}
console.log(JSON.stringify(out));
`;

// A browser entry: esbuild resolves the package for platform browser.
const BROWSER_MJS = `import { createClient, PolywireError } from "@polywire/client";
const c = createClient({ baseUrl: location.origin, format: "msgpack" });
c.getAccountList().then((l) => console.log(l.accounts.length), (e) => console.log(e instanceof PolywireError));
`;

// Types from the .d.ts: were they missing (any), the @ts-expect-error lines
// would be unused directives, which tsc reports.
const CHECK_TS = `import { createClient, PolywireError, type Client } from "@polywire/client";
import type { Account } from "@polywire/client/gen/es/polywire/bank/v1/bank_pb";

const c: Client = createClient({ baseUrl: "http://127.0.0.1:1", format: "proto" });
export async function balance(): Promise<bigint> {
  const a: Account = await c.getAccount(1);
  // @ts-expect-error: a Client has no getOrder
  void c.getOrder;
  // @ts-expect-error: format is a Format, not any string
  createClient({ baseUrl: "x", format: "yaml" });
  return a.id + BigInt(a.transactions.length) + (new PolywireError({ status: 404, code: "not_found", message: "gone" }).status === 404 ? 0n : 1n);
}
`;

// The user's decoders, generated into src/gen, on a real server's Protobuf
// (no @types/node in the scratch project: the URL is written in).
const decodeTs = (url: string): string => `import { decodeOrder } from "./src/gen/acme/shop/v1/shop_pwts.js";

const res = await fetch(${JSON.stringify(url)} + "/orders/ord-1", { headers: { Accept: "application/x-protobuf" } });
const o = decodeOrder(new Uint8Array(await res.arrayBuffer()));
console.log(JSON.stringify({ status: res.status, id: o.id, state: o.status, createdAt: o.createdAt, sku: o.items[0]?.sku, labels: o.labels, card: o.card }));
`;

const reason = unavailableReason();
describe("the npm package (npm pack, installed offline in a scratch project)", { skip: reason }, () => {
  let tmp = "";
  let scratch = "";
  let server: RunningServer | undefined;
  let shop: RunningServer | undefined;
  const buf = findBuf();

  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), "polywire-pack-"));
    scratch = join(tmp, "scratch");
    mkdirSync(scratch);
    run("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: PKG });
    const tarball = readdirSync(scratch).find((f) => f.endsWith(".tgz"));
    assert.equal(tarball, "polywire-client-0.1.0.tgz");
    const integrity = `sha512-${createHash("sha512").update(readFileSync(join(scratch, tarball))).digest("base64")}`;
    writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "scratch", private: true, type: "module", dependencies: { "@polywire/client": `file:${tarball}` } }));
    writeFileSync(join(scratch, "package-lock.json"), JSON.stringify(scratchLock(tarball, integrity)));
    run("npm", ["ci", "--offline", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: scratch });
    server = await startServer();
  });
  after(async () => {
    await server?.stop();
    await shop?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test("ships dist/, the README and the LICENSE, not the tests, lab, bench or sources", () => {
    const files = run("tar", ["tzf", join(scratch, "polywire-client-0.1.0.tgz")]).split("\n").filter(Boolean);
    assert.ok(files.includes("package/dist/index.js") && files.includes("package/dist/index.d.ts") && files.includes("package/README.md") && files.includes("package/LICENSE"), files.join(" "));
    const stray = files.filter((f) => !f.startsWith("package/dist/") && !["package/package.json", "package/README.md", "package/LICENSE"].includes(f));
    assert.deepEqual(stray, []);
    assert.deepEqual(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")), []);
  });

  test("plain node imports it and reads JSON and Protobuf from a real polywire", () => {
    writeFileSync(join(scratch, "main.mjs"), MAIN_MJS);
    const out = run(process.execPath, ["main.mjs"], { cwd: scratch, env: { ...process.env, POLYWIRE_URL: server?.url ?? "" } });
    assert.deepEqual(JSON.parse(out), {
      json: { decoder: "protobuf-es fromJson", id: "1", transactions: 1001 },
      proto: { decoder: "protobuf-es", id: "1", transactions: 1001 },
    });
  });

  test("esbuild bundles it for the browser", async () => {
    writeFileSync(join(scratch, "browser.mjs"), BROWSER_MJS);
    const r = await build({ absWorkingDir: scratch, entryPoints: ["browser.mjs"], bundle: true, platform: "browser", format: "esm", write: false, logLevel: "silent" });
    assert.deepEqual([...r.errors, ...r.warnings], []);
    assert.ok(r.outputFiles[0] && r.outputFiles[0].text.includes("getAccountList"));
  });

  test("tsc type-checks against its .d.ts, and the user's generated decoders read a real server", { skip: buf === undefined && process.env["CI"] !== "true" ? "no buf (make .tmp/bin/buf)" : false }, async () => {
    writeFileSync(join(scratch, "check.ts"), CHECK_TS);
    assert.ok(buf, "CI=true: buf is needed to generate the user's decoders");
    // The README's steps: the plugin and a buf.gen.yaml in the user's project.
    const plugin = join(tmp, "protoc-gen-polywire-ts");
    run("go", ["build", "-o", plugin, "./cmd/protoc-gen-polywire-ts"], { cwd: REPO_ROOT });
    writeFileSync(join(scratch, "buf.gen.yaml"), `version: v2\nplugins:\n  - local: ${plugin}\n    out: src/gen\n    opt: int64=string\n`);
    run(buf, ["generate", join(REPO_ROOT, "testdata", "yourschema"), "--template", "buf.gen.yaml"], { cwd: scratch });
    writeFileSync(join(scratch, "tsconfig.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, lib: ["ES2022", "DOM"], types: [], outDir: "out", skipLibCheck: false },
      files: ["check.ts", "decode.ts"],
    }));
    shop = await startServer(["-config", join(REPO_ROOT, "testdata", "yourschema", "polywire.yaml")]);
    writeFileSync(join(scratch, "decode.ts"), decodeTs(shop.url));
    run(process.execPath, [TSC, "-p", "."], { cwd: scratch });
    const out = run(process.execPath, [join("out", "decode.js")], { cwd: scratch });
    assert.deepEqual(JSON.parse(out), {
      status: 200, id: "ord-1", state: "STATUS_PAID", createdAt: "2026-11-24T10:00:00Z", sku: "A-1",
      labels: { channel: "web" }, card: { last4: "4242", brand: "visa" },
    });
  });
});
