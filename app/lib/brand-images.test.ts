// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { type ShareImage, iconPng, shareImageJpeg } from "./brand-images";

const mark = { ground: "#aa2200", stripes: "#ffffff", drop: "#0033cc" };

const rgb = (hex: string): number[] => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** The colour at a pixel, as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

const near = (actual: number[], expected: number[], tolerance = 12) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);

const palette = {
  sky: "#143324",
  hillFar: "#1c4630",
  hillMid: "#245a3d",
  hillNear: "#2f6b4a",
  kerb: "#6e5836",
  joints: "#a88b5f",
  blockLight: "#d9c7a7",
  blockTan: "#cdb893",
  sun: "#0f6f7c",
  lines: "#d9c7a7",
  name: "#ffffff",
  text: "#faf8f3",
};
const share: ShareImage = {
  width: 1200,
  height: 630,
  name: "Hartwell Outdoor",
  kicker: "DRIVES & LANDSCAPES  ·  EXTERIOR CLEANING",
  strapline: "Family run since 2003 · Buckinghamshire & Berkshire",
  mark,
  palette,
};

describe("iconPng", () => {
  it("draws the mark to the edges at the size asked for, in the logo's colours", async () => {
    const icon = await iconPng(180, mark);
    expect(await sharp(icon).metadata()).toMatchObject({ width: 180, height: 180, format: "png" });
    // The corner is the ground (no rounded, transparent corner) and the drop's middle is the drop.
    expect(near(await pixel(icon, 1, 1), rgb(mark.ground))).toBe(true);
    expect(near(await pixel(icon, 90, 54), rgb(mark.drop))).toBe(true);
  });
});

describe("shareImageJpeg", () => {
  it("is a JPEG of the size asked for, with the logo in its colours", async () => {
    const image = await shareImageJpeg(share);
    expect(await sharp(image).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    expect(near(await pixel(image, 90, 120), rgb(mark.ground))).toBe(true);
  });

  it("sets another name in place of the name and leaves the scene as it was", async () => {
    const [before, after] = await Promise.all([
      sharp(await shareImageJpeg(share))
        .raw()
        .toBuffer({ resolveWithObject: true }),
      sharp(await shareImageJpeg({ ...share, name: "Wycombe Paving" }))
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const rowsDiffer = (from: number, to: number) =>
      !before.data
        .subarray(from * before.info.width * 3, to * before.info.width * 3)
        .equals(after.data.subarray(from * after.info.width * 3, to * after.info.width * 3));
    expect(rowsDiffer(200, 300)).toBe(true);
    expect(rowsDiffer(560, 630)).toBe(false);
  });

  it("sets a long name and kicker smaller, inside the margins, and wraps a long strapline", async () => {
    const image = await shareImageJpeg({
      ...share,
      name: "Hartwell Outdoor Landscaping and Exterior Cleaning Services of Buckinghamshire Ltd",
      kicker: "DRIVEWAYS, PATIOS, LANDSCAPING AND GARDEN DESIGN  ·  EXTERIOR, ROOF AND GUTTER CLEANING",
      strapline: "Family run since 2003 across Buckinghamshire, Berkshire, Oxfordshire and Hertfordshire, free quotes",
    });
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    // Right of the text's margin, the name's and kicker's rows hold nothing but the sky (the
    // hills rise into the kicker's row from x = 1140).
    for (let y = 215; y < 345; y += 3)
      for (let x = 1125; x < (y < 310 ? info.width : 1140); x += 5) {
        const at = (y * info.width + x) * 3;
        expect(near([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0], rgb(palette.sky)), `${x},${y}`).toBe(true);
      }
  });
});
