import type { Page } from "@playwright/test";

import { content } from "./support/content";
import { expect, phone, sitePages, test } from "./support/test";

/**
 * What a visitor sees before scrolling: stat tiles whose figures line up whatever their labels
 * say.
 */
const { pages } = content;

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
