// @ts-check
/**
 * `npm audit` of the packages the site ships (not the dev tools): fails on any high or critical
 * advisory. `--audit` is passed explicitly because a user or project `.npmrc` with `audit=false`
 * would otherwise make the command a silent no-op.
 *
 * When the registry's advisory endpoint cannot be reached (offline, or behind a proxy that only
 * allows GET), nothing was checked: the step says so loudly and, unless `REQUIRE_AUDIT=1` is set,
 * does not fail the test run, so the other gates still run on machines without that access.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * @param {string} stdout  The output of `npm audit --json`.
 * @returns {{ verdict: "pass" | "fail" | "unchecked", lines: string[] }}
 */
export function auditVerdict(stdout) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    return {
      verdict: "unchecked",
      lines: [
        "audit: NOT CHECKED - the registry's advisory endpoint did not answer.",
        `  ${report?.message ?? report?.error?.summary ?? "no audit report"}`,
        "  Run `npm audit --audit --omit=dev --audit-level=high` where the registry is reachable.",
      ],
    };
  }
  const summary = ["critical", "high", "moderate", "low", "info"]
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(", ");
  /** @type {[string, any][]} */
  const entries = Object.entries(report.vulnerabilities ?? {});
  const serious = entries.filter(([, entry]) => entry.severity === "high" || entry.severity === "critical");
  if (serious.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    return {
      verdict: "fail",
      lines: [
        ...serious.map(([name, entry]) => `audit: ${entry.severity} advisory in ${name} ${entry.range ?? ""}`.trim()),
        `audit: ${summary} in production dependencies`,
      ],
    };
  }
  return { verdict: "pass", lines: [`audit: no high or critical advisory in production dependencies (${summary})`] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = spawnSync("npm", ["audit", "--audit", "--omit=dev", "--audit-level=high", "--json"], {
    encoding: "utf8",
  });
  const { verdict, lines } = auditVerdict(result.stdout);
  (verdict === "pass" ? console.log : console.error)(lines.join("\n"));
  if (verdict === "fail" || (verdict === "unchecked" && process.env.REQUIRE_AUDIT === "1")) process.exitCode = 1;
}
