// @vitest-environment node
import { describe, expect, it } from "vitest";

import { checkContentData, publicSnapshot } from "./check";
import { checkContent, contentSnapshot } from "./load";
import { isTextTemplate } from "./schema/refs";

/**
 * The check the build runs is the pure check on the files' data: given the same data, the
 * picture paths and their sizes (as the site editor has them), it gives the same problems,
 * warnings and resolved content.
 */
/** Text templates are functions, equal when their sentence and values are. */
const plain = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => (isTextTemplate(item) ? { template: item.source } : item)),
  ) as unknown;

describe("the content check, pure", () => {
  it("gives the build's result from the files' data, the picture paths and their sizes", async () => {
    const root = process.cwd();
    const [built, snapshot] = await Promise.all([checkContent(root), contentSnapshot(root, true)]);
    const checked = checkContentData(snapshot.raw, {
      available: snapshot.images,
      sizeOf: (file) => snapshot.sizes[file],
    });
    expect(checked.problems).toEqual(built.problems);
    expect(checked.warnings).toEqual(built.warnings);
    expect(checked.sitePages).toEqual(built.sitePages);
    expect(plain(checked.content)).toEqual(plain(built.content));
    // Pictures carry their size, read from the file at build and known to the editor.
    const hero = checked.content.pages.about.hero.image.image as { img: { w: number; h: number } };
    expect(hero.img.w).toBeGreaterThan(0);
  });

  it("leaves the data it is given as it was", async () => {
    const snapshot = await contentSnapshot(process.cwd(), true);
    const before = structuredClone(snapshot.raw);
    checkContentData(snapshot.raw, { available: snapshot.images });
    expect(snapshot.raw).toEqual(before);
  });
});

describe("the editor's public snapshot", () => {
  it("empties the fields only the site's functions read, and still passes the check", async () => {
    const snapshot = await contentSnapshot(process.cwd(), true);
    const business = snapshot.raw.shared.business as Record<string, unknown>;
    const owners = {
      ...snapshot,
      raw: {
        ...snapshot.raw,
        shared: {
          ...snapshot.raw.shared,
          business: { ...business, quoteWebhookUrl: "https://hooks.example.com/owner" },
        },
      },
    };
    const served = publicSnapshot(owners);
    expect(JSON.stringify(served)).not.toContain("hooks.example.com");
    expect((served.raw.shared.business as Record<string, unknown>).name).toBe(business.name);
    expect(checkContentData(served.raw, { available: snapshot.images }).problems).toEqual([]);
    expect((owners.raw.shared.business as Record<string, unknown>).quoteWebhookUrl).toBe(
      "https://hooks.example.com/owner",
    );
  });
});
