// A real polywire server on loopback for the client tests and the Node
// bench: built once from this checkout (or $POLYWIRE_BIN), started on a
// free port with a throw-away data directory, stopped by its pid.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Why no server can be started here (no Go and no POLYWIRE_BIN), or undefined. */
export function unavailableReason(): string | undefined {
  if (process.env["POLYWIRE_BIN"]) return undefined;
  const go = spawnSync("go", ["version"], { encoding: "utf8" });
  return go.status === 0 ? undefined : "Go is not installed and POLYWIRE_BIN is not set: cannot build polywire";
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const addr = s.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Builds polywire (unless POLYWIRE_BIN names one) and serves it until
 * stop(); args are more flags for serve (["-config", file]: a user's schema).
 */
export async function startServer(args: readonly string[] = []): Promise<RunningServer> {
  const tmp = mkdtempSync(join(tmpdir(), "polywire-ts-"));
  let bin = process.env["POLYWIRE_BIN"];
  if (!bin) {
    bin = join(tmp, "polywire");
    const b = spawnSync("go", ["build", "-o", bin, "./cmd/polywire"], { cwd: REPO_ROOT, encoding: "utf8" });
    if (b.status !== 0) throw new Error(`go build ./cmd/polywire failed: ${b.stderr}`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(bin, ["serve", "-addr", `127.0.0.1:${port}`, "-data", join(tmp, "data"), "-access-log-rate", "0", ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (b: Buffer) => (log = (log + b.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`polywire serve exited with ${child.exitCode}: ${log}`);
    }
    try {
      const r = await fetch(`${url}/readyz`);
      await r.arrayBuffer();
      if (r.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`polywire serve not ready after 60 s: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
