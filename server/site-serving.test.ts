import { describe, expect, it } from "vitest";

import { canonicalRedirect, mediaTypeFor, textExtensions } from "./site-serving.mjs";

const files = new Set(["index.html", "about.html", "404.html", "admin/index.html", "sitemap.xml"]);
const isFile = (file: string) => files.has(file);

describe("canonical URLs", () => {
  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/about", "/admin/", "/sitemap.xml", "/404.html", "/unknown"])
      expect(canonicalRedirect(path, isFile), path).toBeUndefined();
  });

  it("sends other forms of a page's address to its one URL", () => {
    expect(canonicalRedirect("/about/", isFile)).toBe("/about");
    expect(canonicalRedirect("/about//", isFile)).toBe("/about");
    expect(canonicalRedirect("/about.html", isFile)).toBe("/about");
    expect(canonicalRedirect("/index.html", isFile)).toBe("/");
    expect(canonicalRedirect("/admin/index.html", isFile)).toBe("/admin/");
    expect(canonicalRedirect("/admin", isFile)).toBe("/admin/");
  });

  it("drops the slash of unknown paths, which then meet the not-found page", () => {
    expect(canonicalRedirect("/no/such/", isFile)).toBe("/no/such");
    expect(canonicalRedirect("/no/such", isFile)).toBeUndefined();
  });

  it("never redirects to another host", () => {
    for (const path of ["//evil.example/", "///evil.example//", "//evil.example/x.html"]) {
      const target = canonicalRedirect(path, isFile);
      expect(target, path).toMatch(/^\/(?!\/)/);
    }
  });
});

describe("media types", () => {
  it("names the charset of every text type and of nothing else", () => {
    expect(mediaTypeFor("/assets/a.js")).toBe("text/javascript; charset=utf-8");
    expect(mediaTypeFor("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(mediaTypeFor("/favicon.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(mediaTypeFor("/og-image.jpg")).toBe("image/jpeg");
    expect(mediaTypeFor("/about")).toBeUndefined();
    expect(textExtensions).toEqual(
      expect.arrayContaining(["html", "css", "js", "svg", "xml", "txt", "webmanifest", "json"]),
    );
    expect(textExtensions).not.toContain("png");
  });
});
