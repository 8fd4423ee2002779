import type { Page } from "@playwright/test";

import { content } from "./content";
import { metaPolicy } from "../../host-config/csp.mjs";
import { pagePolicy, type SiteSettings } from "../../host-config/site-headers.mjs";

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

/**
 * Serves every page with the policy the build writes when these settings are configured (an
 * analytics ID), computed from the served HTML by the build's own code. One build thus tests the
 * policies of configurations it was not built with. `connect` adds origins the policy of no build
 * names, for a browser whose own webhook setting its owner allowed.
 */
export async function servePoliciesFor(
  page: Page,
  settings: Partial<SiteSettings>,
  connect: string[] = [],
): Promise<void> {
  await page.route(
    (url) => url.hostname === "localhost",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      // The body is handed over decoded, so its encoding and length no longer apply.
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      if (!headers["content-security-policy"]) return route.fulfill({ response });
      const html = await response.text();
      const built = pagePolicy(html, { analyticsId: "", tileUrl: content.locationMap.map.tileUrl, ...settings });
      const policy = built.replace(/connect-src [^;]*/, (sources) => [sources, ...connect].join(" "));
      // The not-found page also carries its policy in a <meta>.
      const body = html.replace(
        /(<meta http-equiv="Content-Security-Policy" content=")[^"]*/,
        (_, start) => `${start}${metaPolicy(policy)}`,
      );
      return route.fulfill({ response, body, headers: { ...headers, "content-security-policy": policy } });
    },
  );
}
