import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { themeTokens } from "./lib/theme-tokens";

// The palette as the site ships it: read from the stylesheet, not restated here.
const css = readFileSync(path.resolve(import.meta.dirname, "app.css"), "utf8");

const tokens = themeTokens(css);

function token(name: string): string {
  const value = tokens[name];
  if (!value) throw new Error(`app.css has no --color-${name}`);
  return value;
}

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** WCAG 2 relative luminance. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `alpha` over `bottom`, as the browser composites it. */
const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  top.map((channel, i) => Math.round(channel * alpha + bottom[i]! * (1 - alpha))) as Rgb;

// Every background secondary text sits on, on any page (the e2e contrast check finds any other).
const backgrounds: Record<string, Rgb> = {
  "white (cards, the form)": [255, 255, 255],
  paper: rgb(token("paper")),
  "paper-deep": rgb(token("paper-deep")),
  "stone-100": rgb(token("stone-100")),
  // The header's tagline: paper at 95% over whatever scrolls beneath, at worst black.
  "header (paper/95 over black)": over(rgb(token("paper")), 0.95, [0, 0, 0]),
};

describe("secondary text (ink-soft)", () => {
  it.each(Object.entries(backgrounds))("reaches WCAG AAA contrast, 7:1, on %s", (_name, background) => {
    expect(contrast(rgb(token("ink-soft")), background)).toBeGreaterThanOrEqual(7);
  });

  it("computes contrast as WCAG does", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast(rgb("#777777"), [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});
