import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

import { formatCoordinate } from "../app/components/map/placement";
import { openStreetMapUrl } from "../app/lib/openstreetmap";
import { tileOrigin } from "../host-config/csp.mjs";

import { holdScripts, whenHydrated } from "./support/hydration";
import { content } from "./support/content";
import { stubMapTiles } from "./support/map-tiles";
import { expect, phone, test } from "./support/test";
import { literally } from "./support/text";
import { areasSection as card } from "./support/widgets";

const { geo } = content.business;
const mapCopy = content.locationMap;
const { tileUrl, zoom, attribution } = mapCopy.map;

/** Any tile's address at the starting zoom, on the tile server content/location-map.yml sets ({z}/{x}/{y}). */
const startTile = new RegExp(
  `^${literally(tileUrl)
    .replace(literally("{z}"), String(zoom))
    .replace(literally("{x}"), "\\d+")
    .replace(literally("{y}"), "\\d+")}$`,
);

/** The links of the map's credit line, as content/location-map.yml writes it (HTML). */
const creditLinks = [...attribution.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => ({
  href: href!,
  name: name!,
}));

async function openMap(page: Page) {
  await page.goto("/about");
  await card(page).scrollIntoViewIfNeeded();
  const map = page.getByRole("application", { name: content.pages.about.location.mapLabel });
  await expect(map).toBeVisible();
  await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeEnabled();
  return map;
}

/** The card's coordinates, "lat, lng" to six decimals. */
function coordinatesText(page: Page) {
  return card(page)
    .getByRole("definition")
    .filter({ hasText: /^-?\d+\.\d{6}, -?\d+\.\d{6}$/ });
}

async function coordinates(page: Page) {
  const [latitude, longitude] = ((await coordinatesText(page).textContent()) ?? "").split(", ").map(Number);
  return { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
}

const start = `${formatCoordinate(geo.latitude)}, ${formatCoordinate(geo.longitude)}`;

/** Where the marker's tip (its anchor on the map) is on the page. */
async function markerTip(marker: Locator) {
  const box = await marker.boundingBox();
  if (!box) throw new Error("marker not rendered");
  // Leaflet's marker image is 25x41 with its anchor at (12, 41).
  return { x: box.x + 12, y: box.y + 41 };
}

/** Pans the focused map with an arrow key and waits for the animation, during which Leaflet ignores keys. */
async function pan(map: Locator, key: string) {
  await map.press(key);
  await expect(map.locator(".leaflet-map-pane")).not.toHaveClass(/leaflet-pan-anim/);
}

test.describe("location map on the about page", () => {
  test("renders the map's tiles, its credit line and the bundled marker, with nothing fetched from elsewhere", async ({
    page,
    blockedRequests,
  }) => {
    const tiles = await stubMapTiles(page);
    const map = await openMap(page);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => startTile.test(url))).toBe(true);
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    // The credit the tile provider requires, each of its links where it says.
    expect(creditLinks).not.toEqual([]);
    for (const { name, href } of creditLinks)
      await expect(map.getByRole("link", { name })).toHaveAttribute("href", href);

    const marker = map.getByRole("button", { name: mapCopy.markerAlt });
    await expect(marker).toBeVisible();
    expect(new URL((await marker.getAttribute("src")) ?? "", page.url()).origin).toBe(new URL(page.url()).origin);
    // Drawn: the image has arrived and decoded (it may still be on its way when the marker shows).
    await expect
      .poll(() => marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await expect(coordinatesText(page)).toHaveText(start);
    await expect(card(page)).toContainText(content.pages.about.location.text);
    expect(blockedRequests).toEqual([]);
  });

  test("the marker's popup shows the name, address and tagline", async ({ page }) => {
    await stubMapTiles(page);
    const map = await openMap(page);
    const { business, locationMap } = content;
    await map.getByRole("button", { name: locationMap.markerAlt }).click();
    const popup = map.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(business.name);
    await expect(popup).toContainText(business.address.display);
    await expect(popup).toContainText(business.tagline);
  });

  test("placement mode: the next click moves the marker and the coordinates, then the mode ends", async ({ page }) => {
    await stubMapTiles(page);
    const map = await openMap(page);
    const marker = map.getByRole("button", { name: mapCopy.markerAlt });

    // Outside the mode a click on the map moves nothing.
    const mapBox = (await map.boundingBox())!;
    await page.mouse.click(mapBox.x + 150, mapBox.y + 120);
    await expect(coordinatesText(page)).toHaveText(start);

    await page.getByRole("button", { name: mapCopy.setLocation }).click();
    const placing = page.getByRole("button", { name: mapCopy.placing });
    await expect(placing).toBeVisible();
    await expect(placing).toHaveClass(/bg-danger-600/);
    const hint = page.getByText(mapCopy.hint);
    await expect(hint).toBeVisible();

    const target = { x: mapBox.x + 200, y: mapBox.y + 100 };
    await page.mouse.click(target.x, target.y);

    await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeVisible();
    await expect(hint).toBeHidden();
    await expect(coordinatesText(page)).not.toHaveText(start);
    // Up and left of the centre: further north and further west.
    const placed = await coordinates(page);
    expect(placed.latitude).toBeGreaterThan(geo.latitude);
    expect(placed.longitude).toBeLessThan(geo.longitude);
    const tip = await markerTip(marker);
    expect(Math.abs(tip.x - target.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(tip.y - target.y)).toBeLessThanOrEqual(2);

    // The mode is over: another click leaves the marker where it is.
    const placedText = (await coordinatesText(page).textContent()) ?? "";
    await page.mouse.click(mapBox.x + mapBox.width - 80, mapBox.y + mapBox.height - 80);
    await expect(coordinatesText(page)).toHaveText(placedText);
  });

  test("keyboard placement: Enter on the focused map puts the marker at its centre", async ({ page }) => {
    await stubMapTiles(page);
    const map = await openMap(page);
    await page.getByRole("button", { name: mapCopy.setLocation }).click();
    await map.focus();
    await pan(map, "ArrowRight");
    await pan(map, "ArrowDown");
    await page.keyboard.press("Enter");

    await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeVisible();
    // Panned right and down: the centre is now east and south of the start.
    await expect(coordinatesText(page)).not.toHaveText(start);
    const placed = await coordinates(page);
    expect(placed.longitude).toBeGreaterThan(geo.longitude);
    expect(placed.latitude).toBeLessThan(geo.latitude);
    const mapBox = (await map.boundingBox())!;
    const tip = await markerTip(map.getByRole("button", { name: mapCopy.markerAlt }));
    expect(Math.abs(tip.x - (mapBox.x + mapBox.width / 2))).toBeLessThanOrEqual(2);
    expect(Math.abs(tip.y - (mapBox.y + mapBox.height / 2))).toBeLessThanOrEqual(2);
  });

  test("Enter on the map does nothing outside placement mode, and Escape leaves the mode", async ({ page }) => {
    await stubMapTiles(page);
    const map = await openMap(page);
    await map.focus();
    await pan(map, "ArrowRight");
    await page.keyboard.press("Enter");
    await expect(coordinatesText(page)).toHaveText(start);

    await page.getByRole("button", { name: mapCopy.setLocation }).click();
    await map.focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(coordinatesText(page)).toHaveText(start);
  });

  test("zoom controls are named buttons with tooltips", async ({ page }) => {
    await stubMapTiles(page);
    await openMap(page);
    const zoomIn = card(page).getByRole("button", { name: mapCopy.zoomIn });
    await zoomIn.click();
    await expect(card(page).locator(".leaflet-tile[src*='/16/']").first()).toBeAttached();
    await card(page).getByRole("button", { name: mapCopy.zoomOut }).hover();
    await expect(page.getByRole("tooltip", { name: mapCopy.zoomOut })).toBeVisible();
  });

  test("offline, the card keeps the address and coordinates and nothing unhandled reaches the console", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // The browser's own note about each tile it could not fetch is expected here.
      if (message.type() === "error" && !message.location().url.startsWith(`${tileOrigin(tileUrl)}/`))
        errors.push(message.text());
    });
    const map = await openMap(page);
    await expect(card(page).getByText(mapCopy.tilesUnavailable)).toBeVisible();
    await expect(card(page)).toContainText(content.business.address.display);
    await expect(coordinatesText(page)).toHaveText(start);
    await expect(map).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("if the map code cannot load, the placeholder stays with the address and a link to OpenStreetMap", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/\/assets\/leaflet-map-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/about");
    await card(page).scrollIntoViewIfNeeded();
    await expect(card(page).getByText(mapCopy.unavailable)).toBeVisible();
    await expect(card(page).getByRole("link", { name: mapCopy.openStreetMapLink })).toHaveAttribute(
      "href",
      openStreetMapUrl(geo, zoom),
    );
    await expect(coordinatesText(page)).toHaveText(start);
    // A placement button that cannot work is not shown.
    await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("has no axe violations with the map loaded and placement on", async ({ page }) => {
    await stubMapTiles(page);
    await openMap(page);
    await page.getByRole("button", { name: mapCopy.setLocation }).click();
    const results = await new AxeBuilder({ page })
      .include("#main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("the map's weight stays on the about page", () => {
  test.use(phone);

  test("the card's code and Leaflet load once the card nears the screen, after the rest of the page works", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().endsWith(".css")) files.push(request.url());
    });
    await page.goto("/about", { waitUntil: "networkidle" });
    const below = await card(page).evaluate((element) => element.getBoundingClientRect().top > 2 * innerHeight);
    test.skip(!below, "the card starts within two screens of the top, so its code comes at once");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await whenHydrated(page);
    // Prerendered and still waiting: the address and coordinates are there, the card's code is not.
    await expect(coordinatesText(page)).toHaveText(start);
    const mapCode = () => files.filter((url) => /location-map|leaflet/.test(url));
    expect(mapCode()).toEqual([]);
    await card(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: mapCopy.setLocation })).toBeEnabled();
    expect(mapCode().length).toBeGreaterThan(0);
    await expect.poll(() => files.filter((url) => /leaflet-map-[^/]+\.js$/.test(url)).length).toBe(1);
    await expect.poll(() => files.filter((url) => /leaflet-map-[^/]+\.css$/.test(url)).length).toBe(1);
    await page.getByRole("button", { name: mapCopy.setLocation }).click();
    await expect(page.getByRole("button", { name: mapCopy.placing })).toBeVisible();
  });

  test("a keyboard visitor on the OpenStreetMap link when the map arrives finds the focus on the map", async ({
    page,
  }) => {
    await stubMapTiles(page);
    await page.goto("/about");
    const release = await holdScripts(page);
    await card(page).scrollIntoViewIfNeeded();
    const link = card(page).getByRole("link", { name: mapCopy.openStreetMapLink });
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();

    release();
    const map = page.getByRole("application", { name: content.pages.about.location.mapLabel });
    await expect(map).toBeFocused();
    await expect(link).toHaveCount(0);
    expect(await map.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
  });
});
