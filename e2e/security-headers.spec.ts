import { readFileSync } from "node:fs";

import { scriptUrlsInHtml } from "../scripts/js-budget.mjs";
import { headersForPath, matchingRules, parseHeaders } from "../host-config/headers-file.mjs";
import { baseHeaders } from "../host-config/site-headers.mjs";
import { expect, sitePages, test } from "./support/test";

const rules = parseHeaders(readFileSync(new URL("../build/client/_headers", import.meta.url), "utf8"));
const revalidate = "public, max-age=0, must-revalidate";

/** A policy as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectBaseHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(baseHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
}

function expectStrictPagePolicy(policy: string | undefined) {
  expect(policy).toBeTruthy();
  const parsed = directives(policy ?? "");
  expect(parsed.get("default-src")).toEqual(["'self'"]);
  const scripts = parsed.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  // The stylesheet is inline: allowed by its hash, never by 'unsafe-inline'.
  const styles = parsed.get("style-src") ?? [];
  expect(styles[0]).toBe("'self'");
  expect(styles.slice(1)).toEqual([expect.stringMatching(/^'sha256-/)]);
  expect(parsed.get("object-src")).toEqual(["'none'"]);
  expect(parsed.get("base-uri")).toEqual(["'self'"]);
  expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
  expect(parsed.get("form-action")).toEqual(["'self'", "mailto:"]);
  expect(parsed.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https://tile.openstreetmap.org"]));
  expect(parsed.get("font-src")).toEqual(["'self'"]);
  expect(parsed.get("connect-src")?.[0]).toBe("'self'");
}

test.describe("response headers", () => {
  // Each page at its one URL; its other forms redirect there (e2e/http.spec.ts).
  const pagePaths = sitePages.map(({ path }) => path);

  for (const path of pagePaths) {
    test(`${path} sends the security headers, its own policy and revalidates`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expectBaseHeaders(headers);
      expect(headers["cache-control"]).toBe(revalidate);
      expectStrictPagePolicy(headers["content-security-policy"]);
      // Exactly what the _headers file gives a static host for this path.
      expect(headers["content-security-policy"]).toBe(headersForPath(rules, path)["Content-Security-Policy"]);
    });
  }

  test("hashed assets are immutable for a year and carry no page policy", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // Images by attribute, and the scripts the page loads.
    const assets = [
      ...[...html.matchAll(/["(](\/assets\/[^"?#\s)]+)#?[")]/g)].map((match) => match[1] as string),
      ...scriptUrlsInHtml(html),
    ];
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expectBaseHeaders(headers);
      expect(headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(headers["content-security-policy"], asset).toBeUndefined();
    }
  });

  test("sitemap.xml and robots.txt revalidate with their exact types", async ({ request }) => {
    for (const [path, type] of [
      ["/sitemap.xml", "application/xml; charset=utf-8"],
      ["/robots.txt", "text/plain; charset=utf-8"],
    ] as const) {
      const headers = (await request.get(path)).headers();
      expectBaseHeaders(headers);
      expect(headers["cache-control"]).toBe(revalidate);
      expect(headers["content-type"]).toBe(type);
    }
  });

  test("an unknown path gets the not-found page with its policy, in the header and in the page", async ({
    request,
  }, testInfo) => {
    const response = await request.get("/no/such/page");
    expect(response.status()).toBe(404);
    const headers = response.headers();
    expectBaseHeaders(headers);
    const policy = headersForPath(rules, "/404.html")["Content-Security-Policy"];
    expectStrictPagePolicy(policy);
    // Cloudflare Pages (like Netlify) sends 404.html at unknown paths with only the catch-all
    // headers, and its own caching; the page carries its policy itself for them.
    if (testInfo.project.name === "cloudflare") {
      expect(headers["content-security-policy"]).toBeUndefined();
    } else {
      expect(headers["cache-control"]).toBe(revalidate);
      expect(headers["content-security-policy"]).toBe(policy);
    }
    // The page's own copy, without frame-ancestors, which <meta> cannot set.
    const html = await response.text();
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(meta).toBe(policy?.replace(/; frame-ancestors 'none'/, ""));
    expect(html.indexOf("http-equiv")).toBeLessThan(html.indexOf("<script"));
  });

  test("no response names a header twice", async ({ request }) => {
    // Static hosts join a header named by two matching rules; two policies would both be enforced.
    const underAdmin = ["/admin", "/admin/", "/admin/config.yml", "/admin/new-job", "/admin/new-job.webmanifest"];
    for (const path of ["/", "/about", "/assets/x.js", "/sitemap.xml", "/404.html", "/unknown", ...underAdmin]) {
      const names = matchingRules(rules, path).flatMap((rule) =>
        Object.keys(rule.headers).map((name) => name.toLowerCase()),
      );
      expect(names.length, path).toBe(new Set(names).size);
    }
    for (const path of ["/", "/admin/", "/admin/new-job"])
      expect(
        (await request.get(path)).headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy"),
        path,
      ).toHaveLength(1);
  });
});
