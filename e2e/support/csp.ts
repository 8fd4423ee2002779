import type { Page } from "@playwright/test";

type ReportingWindow = Window & { __reportCspViolation?: (text: string) => void };

/**
 * Records every Content-Security-Policy violation in every document the page opens, from its
 * first script on, into the returned (live) list. A policy too tight for the site, or an inline
 * script the build did not hash, then fails a test instead of silently breaking a widget.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
      (window as ReportingWindow).__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI} (${where}) ${event.sample}`.trim(),
      );
    });
  });
  return violations;
}
