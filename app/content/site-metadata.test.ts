import business from "@content/business.yml";
import towns from "@content/business.yml?part=towns";
import sitePages from "@content/site-pages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { descriptionLength } from "~/lib/metadata-builders";

import { loadContent } from "./load";
import { pageRegistry } from "./registry";
import { businessJsonLd, pageMeta } from "./site-metadata";

const { content } = loadContent(process.cwd());
const indexed = pageRegistry.filter((page) => "sitemap" in page);
const metas = indexed.map((page) => ({ id: page.id, ...content.pages[page.id].meta }));

// `pageMeta` draws the whole head in the prerender and only what the browser uses in the browser.
function rendering(where: "prerender" | "browser") {
  beforeAll(() => {
    vi.stubEnv("SSR", where === "prerender");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

describe("page SEO content", () => {
  rendering("prerender");

  it("gives every indexed page of the registry its canonical address, and lists them in the sitemap", () => {
    const canonical = metas.map(({ id, ...meta }) =>
      pageMeta(id, meta).flatMap((tag) =>
        "rel" in tag && tag.rel === "canonical" ? [new URL(tag.href).pathname] : [],
      ),
    );
    expect(canonical).toEqual(indexed.map((page) => [page.path]));
    expect(sitePages.filter((page) => page.indexed).map((page) => page.path)).toEqual(indexed.map((page) => page.path));
  });

  it.each(metas)("$id has a description of 120-160 characters", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(descriptionLength.min);
    expect(description.length).toBeLessThanOrEqual(descriptionLength.max);
  });

  it("gives every page its own title and description, short enough not to be cut in results", () => {
    const titles = metas.flatMap(({ id, ...meta }) =>
      pageMeta(id, meta).flatMap((tag) => ("title" in tag ? [tag.title] : [])),
    );
    expect(new Set(titles).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(60);
  });
});

describe("structured data", () => {
  rendering("prerender");

  it("serves every town and both division phone lines from the business file", () => {
    const data = businessJsonLd() as unknown as { areaServed: unknown[]; department: { telephone: string }[] };
    expect(data.areaServed).toHaveLength(towns.length);
    expect(data.department.map((d) => d.telephone)).toEqual([
      business.phones.drives.e164,
      business.phones.cleaning.e164,
    ]);
  });

  it("puts the business's details on the pages the registry names, and on at least the home page", () => {
    const businesses = (id: keyof typeof content.pages) =>
      pageMeta(id, content.pages[id].meta).filter(
        (tag) =>
          "script:ld+json" in tag &&
          JSON.stringify(tag["script:ld+json"]).includes('"@type":"HomeAndConstructionBusiness"'),
      );
    for (const page of sitePages) expect(businesses(page.id), page.id).toHaveLength(page.businessData ? 1 : 0);
    expect(sitePages.find((page) => page.path === "/")?.businessData).toBe(true);
  });

  it("adds a Home > page breadcrumb to inner indexed pages only, named as in the menu", () => {
    const crumbs = (id: keyof typeof content.pages) =>
      pageMeta(id, content.pages[id].meta).flatMap((tag) =>
        "script:ld+json" in tag && JSON.stringify(tag["script:ld+json"]).includes('"@type":"BreadcrumbList"')
          ? [tag["script:ld+json"]]
          : [],
      );
    expect(crumbs("home")).toHaveLength(0);
    expect(crumbs("not-found")).toHaveLength(0);
    for (const page of indexed.filter((entry) => entry.path !== "/")) {
      const [list] = crumbs(page.id);
      const names = (list as unknown as { itemListElement: { name: string }[] }).itemListElement.map(
        (item) => item.name,
      );
      expect(names).toEqual([
        sitePages.find((entry) => entry.path === "/")?.label,
        sitePages.find((entry) => entry.id === page.id)?.label,
      ]);
    }
  });
});

describe("in the browser", () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it.each(metas)("$id draws the prerender's own title, description and canonical, and no share tags", (meta) => {
    const { id, ...written } = meta;
    vi.stubEnv("SSR", true);
    const prerendered = pageMeta(id, written);
    vi.stubEnv("SSR", false);
    const inBrowser = pageMeta(id, written);
    const isShareTag = (tag: (typeof prerendered)[number]) =>
      "property" in tag || "script:ld+json" in tag || ("name" in tag && tag.name.startsWith("twitter:"));
    expect(inBrowser).toEqual(prerendered.filter((tag) => !isShareTag(tag)));
    expect(inBrowser.map((tag) => Object.keys(tag)[0])).toEqual(["title", "name", "name", "tagName"]);
  });
});
