// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loadContent } from "../app/content/load";

import { headersForPath, matchingRules } from "./headers-file.mjs";
import { baseHeaders, buildHeaderRules, pageHeaders, pagePolicy } from "./site-headers.mjs";

const html = `<!DOCTYPE html><html><head><script>a()</script></head><body><p>x</p><script type="module">import "/assets/b.js";</script></body></html>`;
const settings = { analyticsId: "", webhookUrl: "", tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" };
const policy = pagePolicy(html, settings);
const rules = buildHeaderRules({
  files: [
    { paths: ["/", "/index.html"], policy },
    { paths: ["/about", "/about/", "/about/index.html"], policy: "default-src 'self'" },
    { paths: ["/sitemap.xml"] },
    { paths: ["/robots.txt"] },
    { paths: ["/favicon.svg"] },
    { paths: ["/admin/new-job"], policy: "default-src 'self'; connect-src 'self' https://api.github.com", owner: true },
  ],
  editorPolicy: "default-src 'self'; script-src 'self' 'unsafe-eval'",
});

describe("site header rules", () => {
  it("sends the security headers everywhere", () => {
    for (const path of ["/", "/about/", "/assets/app-1.js", "/favicon.svg", "/unknown"]) {
      expect(headersForPath(rules, path)).toMatchObject(baseHeaders);
    }
  });

  it("makes hashed assets immutable and everything else revalidate", () => {
    expect(headersForPath(rules, "/assets/app-1.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/index.html", "/about", "/about/", "/sitemap.xml", "/favicon.svg"]) {
      expect(headersForPath(rules, path)["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("gives each page its own policy at every path it answers at", () => {
    expect(headersForPath(rules, "/")["Content-Security-Policy"]).toBe(policy);
    expect(headersForPath(rules, "/index.html")["Content-Security-Policy"]).toBe(policy);
    expect(headersForPath(rules, "/about/index.html")["Content-Security-Policy"]).toBe("default-src 'self'");
    expect(headersForPath(rules, "/assets/app-1.js")["Content-Security-Policy"]).toBeUndefined();
  });

  it("sets the exact types of the sitemap and robots.txt", () => {
    expect(headersForPath(rules, "/sitemap.xml")["Content-Type"]).toBe("application/xml; charset=utf-8");
    expect(headersForPath(rules, "/robots.txt")["Content-Type"]).toBe("text/plain; charset=utf-8");
  });

  it("never names a header in two rules that match the same path", () => {
    for (const path of [
      "/",
      "/index.html",
      "/about",
      "/about/",
      "/assets/app-1.js",
      "/sitemap.xml",
      "/unknown",
      "/admin",
      "/admin/",
      "/admin/config.yml",
    ]) {
      const names = matchingRules(rules, path).flatMap((rule) =>
        Object.keys(rule.headers).map((name) => name.toLowerCase()),
      );
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it("isolates every page from other windows", () => {
    for (const path of ["/", "/about/index.html"]) expect(headersForPath(rules, path)).toMatchObject(pageHeaders);
  });

  it("gives the site editor its own policy, keeps it out of search and lets its sign-in popup report back", () => {
    for (const path of ["/admin", "/admin/", "/admin/index.html"]) {
      const headers = headersForPath(rules, path);
      expect(headers["Content-Security-Policy"], path).toBe("default-src 'self'; script-src 'self' 'unsafe-eval'");
      expect(headers["X-Robots-Tag"], path).toBe("noindex, nofollow");
      expect(headers["Cross-Origin-Opener-Policy"], path).toBe("same-origin-allow-popups");
      expect(headers).toMatchObject(baseHeaders);
    }
    for (const path of ["/admin/decap-cms.js", "/admin/config.yml", "/admin/new-job.webmanifest"]) {
      const headers = headersForPath(rules, path);
      expect(headers["X-Robots-Tag"], path).toBe("noindex, nofollow");
      expect(headers["Cache-Control"], path).toBe("public, max-age=0, must-revalidate");
    }
    expect(headersForPath(rules, "/administration")["X-Robots-Tag"]).toBeUndefined();
  });

  it("gives an owner's page under /admin/ its own policy, from one rule, never the editor's", () => {
    const headers = headersForPath(rules, "/admin/new-job");
    expect(headers["Content-Security-Policy"]).toBe("default-src 'self'; connect-src 'self' https://api.github.com");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    const policies = matchingRules(rules, "/admin/new-job").filter((rule) => "Content-Security-Policy" in rule.headers);
    expect(policies).toHaveLength(1);
  });

  it("denies powerful features, keeps a Referer for the tile server and forbids framing", () => {
    expect(baseHeaders["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
    expect(baseHeaders["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(baseHeaders["X-Frame-Options"]).toBe("DENY");
    expect(baseHeaders["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
  });
});

describe("page policy", () => {
  it("hashes the page's inline scripts", () => {
    const hashes = policy.match(/'sha256-[^']+'/g);
    expect(hashes).toHaveLength(2);
  });

  it("widens connect-src for analytics, and names no webhook: the site's function posts to the owner's", () => {
    const wide = pagePolicy(html, { ...settings, analyticsId: "G-TEST123" });
    expect(wide).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com [^;]*;/);
    expect(wide).not.toMatch(/hooks/);
  });
});

describe("an owner's page policy", () => {
  it("allows what the page uses, the editor's backend and its photos, and none of the site's third parties", () => {
    const everything = { ...settings, analyticsId: "G-TEST123" };
    const owner = pagePolicy(html, everything, { connect: ["https://api.github.com"], img: ["blob:"] });
    const directives = new Map(owner.split("; ").map((each) => [each.split(" ")[0], each.split(" ").slice(1)]));
    expect(directives.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directives.get("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });
});

describe("site settings", () => {
  it("read the measurement ID from the business config and the tile URL from the map's, and no webhook", async () => {
    const { content } = loadContent(process.cwd());
    const { loadSiteSettings } = await import("./site-headers.mjs");
    expect(await loadSiteSettings()).toEqual({
      analyticsId: content.business.analyticsMeasurementId,
      tileUrl: content.locationMap.map.tileUrl,
    });
  });
});
