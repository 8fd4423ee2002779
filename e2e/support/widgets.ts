import { expect, type Locator, type Page } from "@playwright/test";

import { content } from "./content";

/** The two galleries as the content names and fills them. */
export const galleries = {
  projects: {
    path: "/drives-and-landscapes",
    label: content.pages["drives-and-landscapes"].gallery.label,
    total: content.galleries.projects.length,
    captions: content.galleries.projects.map((item) => item.caption),
    comparisons: false,
  },
  beforeAfter: {
    path: "/exterior-cleaning",
    label: content.pages["exterior-cleaning"].gallery.label,
    total: content.galleries.beforeAfter.length,
    captions: content.galleries.beforeAfter.map((item) => item.caption),
    comparisons: true,
  },
} as const;

export type Gallery = (typeof galleries)[keyof typeof galleries];

/** The galleries' controls, slide names and counter as the owner words them (content/carousel.yml). */
export const carouselCopy = content.carousel.carousel;

/**
 * The slides, by the role description the owner gave them: a CSS selector, the value quoted as a
 * JSON string (a valid CSS string too), so wording with quotes in it still matches.
 */
export const slideSelector = `[aria-roledescription=${JSON.stringify(carouselCopy.slideRoleDescription)}]`;

/** A gallery's region, by the role description the owner gave it: a CSS selector, quoted as above. */
export const carouselSelector = `[aria-roledescription=${JSON.stringify(carouselCopy.roleDescription)}]`;

/** The gallery holds `total` slides, each named by its position ("n of total" as the content words it). */
export async function expectSlidesNamed(region: Locator, total: number) {
  const slides = region.locator(slideSelector);
  await expect(slides).toHaveCount(total);
  for (const [index, slide] of (await slides.all()).entries()) {
    await expect(slide).toHaveAccessibleName(carouselCopy.slideLabel(index + 1, total));
  }
}

/** The gallery's group of thumbnails. */
export function thumbnailsOf(region: Locator) {
  return region.getByRole("group", { name: carouselCopy.thumbnailsLabel });
}

/** The slide at `position` of `total`, by its name; `includeHidden` finds it while it is off the strip's view too. */
export function slideOf(region: Locator, position: number, total: number, { includeHidden = false } = {}) {
  return region.getByRole("group", { name: carouselCopy.slideLabel(position, total), includeHidden });
}

/** The name of the thumbnail at `position`, with that picture's caption from the content. */
export function thumbnailName({ captions }: { captions: readonly string[] }, position: number) {
  const caption = captions[position - 1];
  if (caption === undefined) throw new Error(`the gallery has no picture ${position}`);
  return carouselCopy.thumbnailLabel(position, caption);
}

/**
 * The counter ("n / total" as the content words it) of the slide a visitor sees: the one filling
 * the scrolling strip's box, so a strip still gliding between slides shows none (every slide is
 * laid out, so Playwright counts them all as visible).
 */
export function shownCounter(region: Locator) {
  return region.evaluate((element, selector) => {
    const slides = [...element.querySelectorAll(selector)];
    const box = slides[0]?.parentElement?.getBoundingClientRect();
    if (!box) return null;
    const shown = slides.find((slide) => {
      const rect = slide.getBoundingClientRect();
      return Math.abs(rect.left - box.left) < 2 && Math.abs(rect.right - box.right) < 2;
    });
    return shown?.querySelector("figcaption [aria-hidden='true']")?.textContent ?? null;
  }, slideSelector);
}

/** The slide at `position` is the one in view and its thumbnail alone is marked current. */
export async function expectSlideShown(region: Locator, position: number, total: number) {
  await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(position, total));
  const thumbnails = thumbnailsOf(region);
  await expect(thumbnails.getByRole("button").nth(position - 1)).toHaveAttribute("aria-current", "true");
  await expect(thumbnails.locator("[aria-current]")).toHaveCount(1);
}

/**
 * Uses every control of the open page's gallery: a tooltip shown by hovering, next, previous, a
 * thumbnail, the arrow keys, and (before/after pairs) the comparison slider by keyboard and by
 * dragging. Returns the gallery's region.
 */
export async function useGallery(page: Page, gallery: Gallery) {
  const { label, total, comparisons } = gallery;
  const region = page.getByRole("region", { name: label });
  await region.scrollIntoViewIfNeeded();
  const next = region.getByRole("button", { name: carouselCopy.next });
  // Radix marks the arrows once their tooltips have loaded.
  await expect(next).toHaveAttribute("data-state", "closed");
  await next.hover();
  await expect(page.getByRole("tooltip", { name: carouselCopy.next })).toBeVisible();
  await next.click();
  await expectSlideShown(region, 2, total);
  await region.getByRole("button", { name: carouselCopy.previous }).click();
  await expectSlideShown(region, 1, total);
  await region.getByRole("button", { name: thumbnailName(gallery, 4) }).click();
  await expectSlideShown(region, 4, total);
  await page.keyboard.press("ArrowRight");
  await expectSlideShown(region, 5, total);
  await page.keyboard.press("ArrowLeft");
  await expectSlideShown(region, 4, total);

  if (!comparisons) return region;
  const slide = slideOf(region, 4, total);
  const slider = slide.getByRole("slider");
  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "0");
  // The handle now sits on the left edge of a strip at rest: drag it from there to the middle.
  await expectSlideShown(region, 4, total);
  const handle = (await slider.boundingBox())!;
  const frame = (await slide.boundingBox())!;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(frame.x + 4, y);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width / 2, y, { steps: 4 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute("aria-valuenow", "50");
  return region;
}

/** The About page's section on the areas served, which holds the location card and its map. */
export const areasSection = (page: Page) => page.getByRole("region", { name: content.pages.about.areas.heading.title });

/** The map's own controls and placement button, as content/location-map.yml words them. */
const mapCopy = content.locationMap;

/**
 * Uses the map on the open About page (tiles must be answered, see `stubMapTiles`): tiles and
 * marker shown, zoomed in and out (with a control's tooltip), the marker moved in placement mode,
 * and its popup opened. Returns the map.
 */
export async function useMap(page: Page) {
  // The map loads as its card nears the view.
  const card = areasSection(page);
  await card.scrollIntoViewIfNeeded();
  const coordinates = card.getByRole("definition").filter({ hasText: /^-?\d+\.\d{6}, -?\d+\.\d{6}$/ });
  const map = page.getByRole("application", { name: content.pages.about.location.mapLabel });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  const marker = map.getByRole("button", { name: mapCopy.markerAlt });
  await expect(marker).toBeVisible();
  await page.getByRole("button", { name: mapCopy.zoomIn }).click();
  await expect(map.locator(".leaflet-tile-loaded[src*='/16/']").first()).toBeVisible();
  await page.getByRole("button", { name: mapCopy.zoomOut }).hover();
  await expect(page.getByRole("tooltip", { name: mapCopy.zoomOut })).toBeVisible();
  await page.getByRole("button", { name: mapCopy.zoomOut }).click();
  // Let the zoom animation finish, so the click below lands on a map at rest.
  await expect(map.locator(".leaflet-tile-loaded[src*='/15/']").first()).toBeVisible();
  await expect(map.locator(".leaflet-zoom-anim")).toHaveCount(0);
  await page.getByRole("button", { name: mapCopy.setLocation }).click();
  await expect(page.getByRole("button", { name: mapCopy.placing })).toBeVisible();
  const box = (await map.boundingBox())!;
  const before = (await coordinates.textContent()) ?? "";
  await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
  await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeVisible();
  await expect(coordinates).not.toHaveText(before);
  await marker.click();
  await expect(map.locator(".leaflet-popup")).toContainText(content.business.address.display);
  return map;
}
