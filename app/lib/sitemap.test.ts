import { describe, expect, it } from "vitest";

import { absoluteUrl, buildRobotsTxt, buildSitemapXml } from "./sitemap";

describe("absoluteUrl", () => {
  it("joins paths onto the site URL with or without a trailing slash", () => {
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
    expect(absoluteUrl("https://www.example.com/", "/about")).toBe("https://www.example.com/about");
  });
});

describe("buildSitemapXml", () => {
  it("lists each entry with an absolute loc and its attributes", () => {
    const xml = buildSitemapXml("https://www.example.com", [
      { path: "/", lastmod: "2024-08-28", changefreq: "weekly", priority: "1.0" },
      { path: "/contact", lastmod: "2024-08-28", changefreq: "monthly", priority: "0.7" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain("<loc>https://www.example.com/contact</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<changefreq>weekly</changefreq>\n    <priority>1.0</priority>");
  });

  it("escapes characters that would break the XML", () => {
    const xml = buildSitemapXml("https://www.example.com", [
      { path: "/a?b=1&c=<2>", lastmod: "x", changefreq: "monthly", priority: "0.5" },
    ]);
    expect(xml).toContain("&amp;");
    expect(xml).not.toMatch(/<2>/);
  });
});

describe("buildRobotsTxt", () => {
  it("allows everything and names the absolute sitemap URL", () => {
    expect(buildRobotsTxt("https://www.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });
});
