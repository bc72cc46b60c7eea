// redocly lint (Redocly CLI, pinned in package-lock.json) on polywire's
// OpenAPI documents, with the rules of redocly.yaml: the recommended
// ruleset, every problem (error or warning) a failure. The documents: the
// seed services' as a real server answers GET /openapi.json
// (gen/seed.openapi.json, written by scripts/generate.ts), and each file
// OPENAPI_LINT_DOCS lists (space-separated; `make test-openapi` sets it:
// its TODO hook is where the OTLP and shop documents go once
// `polywire openapi -config FILE` can state their HTTP rules; now the seed
// services' -json-only document).
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

for (const doc of docs) {
  test(`redocly lint ${doc}`, () => {
    assert.ok(existsSync(doc), `${doc} does not exist (npm test writes gen/seed.openapi.json first: npm run generate)`);
    const r = spawnSync(join(root, "node_modules", ".bin", "redocly"), ["lint", "--config", join(root, "redocly.yaml"), "--format", "json", doc], {
      encoding: "utf8",
      // No usage data sent, no update notice in the output.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    let report: LintReport;
    try {
      report = JSON.parse(r.stdout) as LintReport;
    } catch {
      assert.fail(`redocly lint ${doc} gave no JSON report (exit ${r.status}):\n${r.stdout}${r.stderr}`);
    }
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? "?"}`);
    assert.deepEqual(problems, [], `redocly lint ${doc}: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    assert.equal(r.status, 0, r.stderr);
  });
}
