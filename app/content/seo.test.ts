import { describe, expect, it } from "vitest";

import { descriptionLength, formatTitle } from "~/lib/seo";

import { business } from "./business";
import { navigation } from "./navigation";
import { aboutContent } from "./pages/about";
import { contactContent } from "./pages/contact";
import { drivesContent } from "./pages/drives-and-landscapes";
import { cleaningContent } from "./pages/exterior-cleaning";
import { homeContent } from "./pages/home";
import { businessJsonLd, pageMeta } from "./seo";

const pages = [homeContent, drivesContent, cleaningContent, aboutContent, contactContent].map((page) => page.seo);

describe("page SEO content", () => {
  it("covers every page of the menu exactly once", () => {
    expect(pages.map((page) => page.path).sort()).toEqual(navigation.map((page) => page.to).sort());
  });

  it.each(pages)("$path has a description of 120-160 characters", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(descriptionLength.min);
    expect(description.length).toBeLessThanOrEqual(descriptionLength.max);
  });

  it("gives every page its own title and description, short enough not to be cut in results", () => {
    const titles = pages.map((page) => formatTitle(page.title, business.name));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(60);
  });
});

describe("structured data", () => {
  it("serves all 27 towns and both division phone lines from the business config", () => {
    const data = businessJsonLd as unknown as { areaServed: unknown[]; department: { telephone: string }[] };
    expect(data.areaServed).toHaveLength(27);
    expect(data.department.map((d) => d.telephone)).toEqual([
      business.phones.drives.e164,
      business.phones.cleaning.e164,
    ]);
  });

  it("adds a Home > page breadcrumb to inner pages only", () => {
    const crumbs = (path: string) =>
      pageMeta({ title: "x", description: "x", path }).filter(
        (tag) => "script:ld+json" in tag && JSON.stringify(tag["script:ld+json"]).includes('"@type":"BreadcrumbList"'),
      );
    expect(crumbs("/")).toHaveLength(0);
    expect(crumbs("/about")).toHaveLength(1);
  });
});
