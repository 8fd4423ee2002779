// @vitest-environment node
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { loadContent } from "../app/content/load";
import {
  contentSecurityPolicy,
  hasStyleAttributes,
  inlineScripts,
  inlineStyles,
  metaPolicy,
  sha256Source,
  tileOrigin,
} from "./csp.mjs";

const policyOf = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("inline scripts", () => {
  it("finds classic and module inline scripts, not external ones or data blocks", () => {
    const html = [
      `<script>a()</script>`,
      `<script type="module" async="">import "/x.js";</script>`,
      `<script src="/assets/app.js"></script>`,
      `<script type="module" src="/m.js"></script>`,
      `<script type="application/ld+json">{"@type":"LocalBusiness"}</script>`,
      `<SCRIPT id="_R_">b()</SCRIPT >`,
    ].join("");
    expect(inlineScripts(html)).toEqual(["a()", `import "/x.js";`, "b()"]);
  });

  it("keeps the text exactly, but with line breaks as the HTML parser normalises them", () => {
    expect(inlineScripts("<script>\n  x();\r\n  y();\r</script>")).toEqual(["\n  x();\n  y();\n"]);
  });

  it("hashes as browsers do: SHA-256 of the UTF-8 text, base64", () => {
    const text = `window.x = "é";`;
    expect(sha256Source(text)).toBe(
      `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`,
    );
    // Known vector: the hash the W3C Content Security Policy specification gives for alert('Hello, world.');
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe("inline styles", () => {
  it("finds each <style> element's text, not style-like text inside scripts", () => {
    const html = `<head><style>a{color:red}</style><style media="print">\r\nb{}</style></head><script>x = "<style>c{}</style>"</script>`;
    expect(inlineStyles(html)).toEqual(["a{color:red}", "\nb{}"]);
  });

  it("puts their hashes in style-src, which then needs no 'unsafe-inline'", () => {
    const policy = policyOf(
      contentSecurityPolicy({
        scriptHashes: [],
        styleHashes: inlineStyles("<style>a{}</style>").map(sha256Source),
        styleAttributes: false,
        tileOrigin: "https://tile.openstreetmap.org",
      }),
    );
    expect(policy.get("style-src")).toEqual(["'self'", sha256Source("a{}")]);
  });
});

describe("style attributes", () => {
  it("sees them on elements only, not inside scripts or text", () => {
    expect(hasStyleAttributes(`<div class="a" style="width:50%">x</div>`)).toBe(true);
    expect(hasStyleAttributes(`<p>style="nothing"</p><script>el.setAttribute("x", '<b style="a">')</script>`)).toBe(
      false,
    );
    expect(hasStyleAttributes(`<div data-style="x"></div>`)).toBe(false);
  });
});

describe("content security policy", () => {
  const base = {
    scriptHashes: ["'sha256-abc='"],
    styleAttributes: false,
    tileOrigin: "https://tile.openstreetmap.org",
  };

  it("allows the site, the page's own inline scripts and the tile server, and nothing inline or framing", () => {
    const policy = policyOf(contentSecurityPolicy(base));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.has("style-src-attr")).toBe(false);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://tile.openstreetmap.org"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'", "mailto:"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("upgrade-insecure-requests")).toEqual([]);
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|script-src[^;]*unsafe/);
  });

  it("allows style attributes only where the page has them", () => {
    expect(policyOf(contentSecurityPolicy({ ...base, styleAttributes: true })).get("style-src-attr")).toEqual([
      "'unsafe-inline'",
    ]);
  });

  it("adds the analytics hosts only when analytics is on", () => {
    const policy = policyOf(contentSecurityPolicy({ ...base, analytics: true }));
    expect(policy.get("script-src")).toContain("https://*.googletagmanager.com");
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
    expect(policy.get("img-src")).toContain("https://*.google-analytics.com");
  });

  it("lists a hash once when a page repeats a script", () => {
    expect(
      policyOf(contentSecurityPolicy({ ...base, scriptHashes: ["'sha256-a='", "'sha256-a='"] })).get("script-src"),
    ).toEqual(["'self'", "'sha256-a='"]);
  });

  it("drops frame-ancestors for a <meta> policy", () => {
    const policy = contentSecurityPolicy(base);
    expect(metaPolicy(policy)).toBe(policy.replace("; frame-ancestors 'none'", ""));
  });
});

describe("tile origin", () => {
  it("is the fixed https origin of the map's tile URL template", () => {
    expect(tileOrigin(loadContent(process.cwd()).content.locationMap.map.tileUrl)).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileOrigin("https://tiles.example.com:8443/osm/{z}/{x}/{y}.png")).toBe("https://tiles.example.com:8443");
  });

  it("refuses a template whose host varies or is not https, since img-src could not name it", () => {
    for (const template of [
      "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
      "http://tile.example.com/{z}/{x}/{y}.png",
      "/tiles/{z}/{x}/{y}.png",
      "",
    ]) {
      expect(() => tileOrigin(template)).toThrow(/fixed https origin/);
    }
  });
});
