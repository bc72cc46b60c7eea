// A real polywire server on loopback for the client tests and the Node
// bench: built once from this checkout (or $POLYWIRE_BIN), started on a
// port the kernel picks (-addr 127.0.0.1:0; its address read from the
// server's own "listening" log line, so no other process can take the
// port between choosing and binding it) with a throw-away data directory,
// stopped by its pid.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
  const child: ChildProcess = spawn(bin, ["serve", "-addr", "127.0.0.1:0", "-data", join(tmp, "data"), "-access-log-rate", "0", ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  let pending = ""; // stderr not yet searched for the listening line
  let url: string | undefined;
  child.stderr?.on("data", (b: Buffer) => {
    const text = b.toString();
    log = (log + text).slice(-4000);
    if (url !== undefined) return;
    pending += text;
    const m = /msg=listening url=(https?:\/\/\S+)/.exec(pending);
    if (m) url = m[1];
    else pending = pending.slice(pending.lastIndexOf("\n") + 1);
  });
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
    if (url !== undefined) {
      try {
        const r = await fetch(`${url}/readyz`);
        await r.arrayBuffer();
        if (r.ok) return { url, stop };
      } catch {
        // not ready yet
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`polywire serve not ready after 60 s: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
