import type { Page } from "@playwright/test";

import { content } from "./content";
import { tileOrigin } from "../../host-config/csp.mjs";

// A valid 1x1 PNG: enough for Leaflet to count a tile as loaded.
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Answers the map's tile requests locally; returns the list of tile URLs requested. */
export async function stubMapTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${tileOrigin(content.locationMap.map.tileUrl)}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: tinyPng });
  });
  return requested;
}
