import { describe, expect, it } from "vitest";

import { buildPageMeta, formatTitle } from "./seo";

const site = { siteName: "Acme Gardens", siteUrl: "https://www.example.com" };

describe("formatTitle", () => {
  it("appends the site name to page titles but does not repeat it", () => {
    expect(formatTitle("About", "Acme Gardens")).toBe("About | Acme Gardens");
    expect(formatTitle("Acme Gardens", "Acme Gardens")).toBe("Acme Gardens");
  });
});

describe("buildPageMeta", () => {
  it("gives an absolute canonical URL and matching Open Graph tags", () => {
    const tags = buildPageMeta(site, { title: "About", description: "Who we are.", path: "/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/about" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.com/about" });
    expect(tags).toContainEqual({ name: "description", content: "Who we are." });
  });

  it("marks noindex pages and gives them no canonical", () => {
    const tags = buildPageMeta(site, { title: "Missing", description: "x", path: "/404", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});
