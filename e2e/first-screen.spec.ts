import type { Locator, Page } from "@playwright/test";

import { allPages, content } from "./support/content";
import { expect, phone, sitePages, test } from "./support/test";

/**
 * What a visitor sees before scrolling (DECISIONS, visual direction): on a phone, a real work
 * photo above the action bar, with the heading and the way to a quote; and stat tiles whose
 * figures line up whatever their labels say (docs/decisions/086).
 */
const { business, layout, pages } = content;
const quotePath = allPages.find((entry) => entry.id === "contact")!.path;

/** The alt text the content gives a page's hero photo. */
const heroPhotoAlt = (id: (typeof sitePages)[number]["id"]) =>
  (pages[id] as { hero?: { image?: { alt: string } } }).hero?.image?.alt;

/** The hero's way to a quote: its quote button, or on the quote page itself its call button. */
const quoteAction = (hero: Locator, pagePath: string) =>
  pagePath === quotePath
    ? hero.getByRole("link", { name: business.phones.main.display })
    : hero.getByRole("link", { name: layout.common.quoteLabel, exact: true });

/** Top and bottom of what a locator draws, in the viewport. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return { top: box.y, bottom: box.y + box.height };
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
]) {
  test.describe(`the first screen of a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ ...phone, viewport });

    for (const { id, path: pagePath, h1 } of sitePages) {
      test(`${pagePath} shows its work photo on 30% of the screen above the action bar, with the heading and the quote`, async ({
        page,
      }) => {
        await page.goto(pagePath);
        const hero = page.getByRole("region", { name: h1, exact: true });
        const bar = await edges(page.getByRole("navigation", { name: layout.actionBarLabel }));

        const alt = heroPhotoAlt(id);
        expect(alt, "the content gives the hero a photo").toBeDefined();
        const photo = hero.getByRole("img", { name: alt!, exact: true });
        await expect(photo).toHaveJSProperty("complete", true);
        expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        const { top, bottom } = await edges(photo);
        const photoInView = Math.min(bottom, bar.top) - Math.max(top, 0);
        expect(photoInView / viewport.height, `${Math.round(photoInView)} px of photo`).toBeGreaterThanOrEqual(0.3);

        for (const [what, locator] of [
          ["heading", page.getByRole("heading", { level: 1, name: h1, exact: true })],
          ["quote", quoteAction(hero, pagePath)],
        ] as const) {
          const box = await edges(locator);
          expect(box.top, `${what} below the top of the screen`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${what} above the action bar`).toBeLessThanOrEqual(bar.top);
        }
      });
    }
  });
}

type Stat = { value: string; label: string };

/** Every list of figures a page's content holds (`stats`, in its hero or a later section). */
function statsOf(words: unknown): Stat[] {
  if (!words || typeof words !== "object") return [];
  return Object.entries(words).flatMap(([key, value]: [string, unknown]) =>
    key === "stats" && Array.isArray(value) ? (value as Stat[]) : statsOf(value),
  );
}

/** A drawn figure: its place among the main content's definitions, its text and where it is. */
type Figure = { index: number; label: string; value: string; top: number; tileTop: number };

/** The page's stat figures as drawn: each one's top and its tile's top (the tile holds label and figure). */
function figures(page: Page, stats: Stat[]): Promise<Figure[]> {
  return page
    .getByRole("main")
    .getByRole("definition")
    .evaluateAll(
      (definitions, stats) =>
        definitions.flatMap((definition, index) => {
          const tile = definition.parentElement!;
          const label = tile.querySelector("dt")?.textContent ?? "";
          const value = definition.textContent ?? "";
          if (!stats.some((stat) => stat.value === value && label.startsWith(stat.label))) return [];
          const top = definition.getBoundingClientRect().top;
          return [{ index, label, value, top, tileTop: Math.round(tile.getBoundingClientRect().top) }];
        }),
      stats,
    );
}

/** Figures whose tiles share a row, in rows of more than one. */
function rows(drawn: Figure[]): Figure[][] {
  const byTop = new Map<number, Figure[]>();
  for (const figure of drawn) byTop.set(figure.tileTop, [...(byTop.get(figure.tileTop) ?? []), figure]);
  return [...byTop.values()].filter((row) => row.length > 1);
}

/** Each row's figures and whether their tops are within 2 px of each other. */
const alignment = (drawn: Figure[]) =>
  rows(drawn).map((row) => {
    const tops = row.map((figure) => figure.top);
    return { row: row.map((figure) => figure.value).join(" "), within2px: Math.max(...tops) - Math.min(...tops) <= 2 };
  });
const allAligned = (drawn: Figure[]) => alignment(drawn).map(({ row }) => ({ row, within2px: true }));

for (const size of [
  { name: "a 390px phone", use: { ...phone, viewport: { width: 390, height: 844 } } },
  { name: "a 1280px desktop", use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(`stat tiles on ${size.name}`, () => {
    test.use(size.use);

    for (const { id, path: pagePath } of sitePages.filter((entry) => statsOf(pages[entry.id]).length > 0)) {
      test(`${pagePath}: the figures of a row share a top edge, however long a label`, async ({ page }) => {
        const stats = statsOf(pages[id]);
        await page.goto(pagePath);
        const drawn = await figures(page, stats);
        expect(drawn.map((figure) => figure.value)).toEqual(stats.map((stat) => stat.value));
        expect(rows(drawn).length, "rows of more than one tile").toBeGreaterThan(0);
        expect(alignment(drawn)).toEqual(allAligned(drawn));

        // An owner's label may wrap onto more lines than its neighbours': each row's first label
        // is made three times as long.
        const firsts = rows(drawn).map((row) => row[0]!.index);
        await page
          .getByRole("main")
          .getByRole("definition")
          .evaluateAll((definitions, firsts) => {
            for (const index of firsts) {
              const label = definitions[index]!.parentElement!.querySelector("dt")!;
              label.textContent = `${label.textContent} `.repeat(3);
            }
          }, firsts);
        const lengthened = await figures(page, stats);
        const relabelled = lengthened.filter((figure) => !stats.some((stat) => stat.label === figure.label));
        expect(relabelled.length, "labels lengthened").toBe(firsts.length);
        expect(alignment(lengthened)).toEqual(allAligned(lengthened));
      });
    }
  });
}
