// redocly lint (Redocly CLI, pinned in package-lock.json) on polywire's
// OpenAPI documents, with the rules of redocly.yaml: the recommended
// ruleset, every problem (error or warning) a failure. The documents: the
// seed services' as a real server answers GET /openapi.json
// (gen/seed.openapi.json, written by scripts/generate.ts), and each file
// OPENAPI_LINT_DOCS lists (space-separated; `make test-openapi` sets it:
// the seed services' -json-only document, the shop's mock in YAML and
// OpenTelemetry's trace schema, written by make openapi-lint-docs).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const docs = [join(root, "gen", "seed.openapi.json"), ...(process.env["OPENAPI_LINT_DOCS"] ?? "").split(/\s+/).filter(Boolean)];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
}

// One redocly run for every document: each start of the CLI is seconds of
// CPU (make test's budget). It prints one JSON report per document, in
// the order given, one right after another ("}{"): each starts with its
// "totals".
const lint = (() => {
  const r = spawnSync(join(root, "node_modules", ".bin", "redocly"), ["lint", "--config", join(root, "redocly.yaml"), "--format", "json", ...docs], {
    encoding: "utf8",
    // No usage data sent, no update notice in the output.
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  let reports: LintReport[] | undefined;
  try {
    reports = r.stdout.split(/(?<=\})\s*(?=\{\s*"totals")/).filter((s) => s.trim() !== "").map((s) => JSON.parse(s) as LintReport);
  } catch {
    reports = undefined;
  }
  return { r, reports };
})();

docs.forEach((doc, i) => {
  test(`redocly lint ${doc}`, () => {
    assert.ok(existsSync(doc), `${doc} does not exist (npm test writes gen/seed.openapi.json first: npm run generate)`);
    const { r, reports } = lint;
    if (reports?.length !== docs.length) assert.fail(`redocly lint gave ${reports?.length ?? "no"} JSON reports for ${docs.length} documents (exit ${r.status}):\n${r.stdout.slice(0, 2000)}${r.stderr}`);
    const report = reports[i]!;
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? "?"}`);
    assert.deepEqual(problems, [], `redocly lint ${doc}: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
  });
});

test("redocly lint exits 0 on every document", () => {
  assert.equal(lint.r.status, 0, `${lint.r.stdout.slice(0, 2000)}${lint.r.stderr}`);
});
