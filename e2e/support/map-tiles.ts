import type { Page } from "@playwright/test";

// A valid 1x1 PNG: enough for Leaflet to count a tile as loaded.
const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Answers OpenStreetMap tile requests locally; returns the list of tile URLs requested. */
export async function stubMapTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://tile.openstreetmap.org/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: tinyPng });
  });
  return requested;
}
