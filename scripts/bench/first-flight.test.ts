// @vitest-environment node
import { brotliCompressSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { firstFlight } from "./first-flight.mjs";

const filler = (words: number) => Array.from({ length: words }, (_, index) => `word${index * 7919}`).join(" ");
const head = `<!DOCTYPE html><html><head><title>Page</title><style>${filler(300)}</style></head>`;

describe("firstFlight", () => {
  it("measures the compressed bytes up to the end of the head and up to the hero image", () => {
    const html = `${head}<body><h1>Hi</h1><p>${filler(200)}</p><img src="a.jpg"><img src="hero.jpg" fetchPriority="high"><p>${filler(500)}</p></body></html>`;
    const { headBytes, heroBytes } = firstFlight(html);
    expect(headBytes).toBe(brotliCompressSync(head).length);
    expect(heroBytes).toBe(brotliCompressSync(html.slice(0, html.indexOf('<img src="hero.jpg"'))).length);
    expect(heroBytes).toBeGreaterThan(headBytes);
    expect(heroBytes).toBeLessThan(brotliCompressSync(html).length);
  });

  it("takes the first image when none is marked, and says when a page has neither", () => {
    const html = `${head}<body><img src="only.jpg"></body>`;
    expect(firstFlight(html).heroBytes).toBe(brotliCompressSync(head + "<body>").length);
    expect(firstFlight("<p>no head, no image</p>")).toEqual({ headBytes: NaN, heroBytes: NaN });
  });
});
