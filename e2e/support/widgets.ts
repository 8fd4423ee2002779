import { expect, type Page } from "@playwright/test";

/** The two galleries, by the name of their region. */
const galleries = {
  "Project gallery": { total: 10, comparisons: false },
  "Before and after gallery": { total: 9, comparisons: true },
} as const;

/**
 * Uses every control of the open page's gallery: a tooltip shown by hovering, next, previous, a
 * thumbnail, the arrow keys, and (before/after pairs) the comparison slider by keyboard and by
 * dragging. Returns the gallery's region.
 */
export async function useGallery(page: Page, label: keyof typeof galleries) {
  const { total, comparisons } = galleries[label];
  const region = page.getByRole("region", { name: label });
  await region.scrollIntoViewIfNeeded();
  const next = region.getByRole("button", { name: "Next image" });
  // Radix marks the arrows once their tooltips have loaded.
  await expect(next).toHaveAttribute("data-state", "closed");
  await next.hover();
  await expect(page.getByRole("tooltip", { name: "Next image" })).toBeVisible();
  const showing = (position: number) =>
    expect(region.getByText(`${position} / ${total}`, { exact: true })).toBeVisible();
  await next.click();
  await showing(2);
  await region.getByRole("button", { name: "Previous image" }).click();
  await showing(1);
  await region.getByRole("button", { name: /^Image 4: / }).click();
  await showing(4);
  await page.keyboard.press("ArrowRight");
  await showing(5);
  await page.keyboard.press("ArrowLeft");
  await showing(4);

  if (!comparisons) return region;
  const slide = region.getByRole("group", { name: `4 of ${total}` });
  const slider = slide.getByRole("slider");
  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveAttribute("aria-valuenow", "100");
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "0");
  // The handle now sits on the left edge: drag it from there to the middle.
  const handle = (await slider.boundingBox())!;
  const frame = (await slide.boundingBox())!;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(frame.x + 4, y);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width / 2, y, { steps: 4 });
  await page.mouse.up();
  await expect(slider).not.toHaveAttribute("aria-valuenow", "0");
  return region;
}

/**
 * Uses the map on the open About page (tiles must be answered, see `stubMapTiles`): tiles and
 * marker shown, zoomed in and out (with a control's tooltip), the marker moved in placement mode,
 * and its popup opened. Returns the map.
 */
export async function useMap(page: Page) {
  // The map loads as its card nears the view.
  const card = page.getByRole("region", { name: "Areas We Serve" });
  await card.scrollIntoViewIfNeeded();
  const coordinates = card.getByRole("definition").filter({ hasText: /^-?\d+\.\d{6}, -?\d+\.\d{6}$/ });
  const map = page.getByRole("application", { name: "Map of our base in High Wycombe" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  const marker = map.getByRole("button", { name: "Hartwell Outdoor location marker" });
  await expect(marker).toBeVisible();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(map.locator(".leaflet-tile-loaded[src*='/16/']").first()).toBeVisible();
  await page.getByRole("button", { name: "Zoom out" }).hover();
  await expect(page.getByRole("tooltip", { name: "Zoom out" })).toBeVisible();
  await page.getByRole("button", { name: "Zoom out" }).click();
  // Let the zoom animation finish, so the click below lands on a map at rest.
  await expect(map.locator(".leaflet-tile-loaded[src*='/15/']").first()).toBeVisible();
  await expect(map.locator(".leaflet-zoom-anim")).toHaveCount(0);
  await page.getByRole("button", { name: "Set exact location" }).click();
  await expect(page.getByRole("button", { name: "Click on map to set location" })).toBeVisible();
  const box = (await map.boundingBox())!;
  const before = (await coordinates.textContent()) ?? "";
  await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
  await expect(page.getByRole("button", { name: "Set exact location" })).toBeVisible();
  await expect(coordinates).not.toHaveText(before);
  await marker.click();
  await expect(map.locator(".leaflet-popup")).toContainText("High Wycombe, Buckinghamshire");
  return map;
}
