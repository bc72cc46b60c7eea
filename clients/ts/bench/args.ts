// The command-line pieces the Node benches share (node.ts: npm run bench;
// pwts.ts: npm run bench:pwts): an Error:/Try: usage exit, and the
// dataset and format lists checked against what polywire serves, and the
// machine a run records.
import { spawnSync } from "node:child_process";
import { arch, cpus, platform } from "node:os";
import { dataset, type Dataset } from "../src/datasets.js";
import { FORMATS, type Format } from "../src/types.js";
import type { Machine } from "../src/results.js";
import { REPO_ROOT } from "./server.js";

/**
 * The machine a Node run ran on, in the Go runs' terms (GOARCH names), with
 * the checkout's commit — "+dirty" when tracked files have changes — as Go's
 * results record it, so the report can tell which code a run measured.
 */
export function thisMachine(): Machine {
  const git = (...a: string[]) => spawnSync("git", a, { cwd: REPO_ROOT, encoding: "utf8" });
  const head = git("rev-parse", "HEAD");
  let gitCommit: string | undefined;
  if (head.status === 0) {
    gitCommit = head.stdout.trim();
    const st = git("status", "--porcelain", "--untracked-files=no");
    if (st.status === 0 && st.stdout.trim() !== "") gitCommit += "+dirty";
  }
  return {
    os: platform(),
    arch: arch() === "x64" ? "amd64" : arch(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "",
    goVersion: "",
    ...(gitCommit ? { gitCommit } : {}),
  };
}

/** Says what is wrong with the command line, CLI style, and exits 2. */
export function usageExit(command: string, tryLine: string): (what: string) => never {
  return (what: string): never => {
    process.stderr.write(`Error: ${command}: ${what}\nTry: ${tryLine}\n`);
    process.exit(2);
  };
}

/** --datasets: comma-separated ids (people, account2, article<N>, …). */
export function parseDatasets(list: string, usage: (what: string) => never): Dataset[] {
  return list.split(",").map((id) => {
    const d = dataset(id.trim());
    if (!d) usage(`--datasets: unknown dataset ${id}; known: people, account1, account2, accountList, article<N>, reports`);
    return d;
  });
}

/** --formats: comma-separated codec names. */
export function parseFormats(list: string, usage: (what: string) => never): Format[] {
  return list.split(",").map((f) => {
    if (!(FORMATS as readonly string[]).includes(f)) usage(`--formats: unknown format ${f}; known: ${FORMATS.join(", ")}`);
    return f as Format;
  });
}
