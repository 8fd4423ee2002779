// @vitest-environment node
import { describe, expect, it } from "vitest";

import { auditVerdict } from "./audit.mjs";

const counts = (high: number, critical: number) => ({
  info: 0,
  low: 1,
  moderate: 2,
  high,
  critical,
  total: 3 + high + critical,
});

describe("audit verdict", () => {
  it("passes with only low and moderate advisories", () => {
    const { verdict, lines } = auditVerdict(
      JSON.stringify({ vulnerabilities: {}, metadata: { vulnerabilities: counts(0, 0) } }),
    );
    expect(verdict).toBe("pass");
    expect(lines[0]).toContain("0 critical, 0 high, 2 moderate, 1 low");
  });

  it("fails on a high or critical advisory and names the package", () => {
    const report = {
      vulnerabilities: { sirv: { severity: "high", range: "<3.0.3" }, x: { severity: "low", range: "*" } },
      metadata: { vulnerabilities: counts(1, 0) },
    };
    const { verdict, lines } = auditVerdict(JSON.stringify(report));
    expect(verdict).toBe("fail");
    expect(lines).toContain("audit: high advisory in sirv <3.0.3");
    expect(lines.join("\n")).not.toContain(" x ");
  });

  it("says nothing was checked when the endpoint answered with an error or not at all", () => {
    const error = {
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    };
    expect(auditVerdict(JSON.stringify(error))).toMatchObject({
      verdict: "unchecked",
      lines: expect.arrayContaining([`  ${error.message}`]),
    });
    expect(auditVerdict("").verdict).toBe("unchecked");
  });
});
