// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { colourSsim, ssim } from "./image-quality.mjs";

/** A 64x64 test card: gradients and edges, as luma. */
function card() {
  const width = 64;
  const pixels = new Uint8Array(width * width);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = (x * 4 + (y > 32 ? 60 : 0) + ((x ^ y) & 8 ? 40 : 0)) % 256;
  return pixels;
}

describe("ssim", () => {
  it("is 1 for identical images and falls as an encoder throws detail away", async () => {
    const master = card();
    expect(ssim(master, master, 64, 64)).toBeCloseTo(1, 10);
    const encoded = async (quality: number) =>
      new Uint8Array(
        await sharp(Buffer.from(master), { raw: { width: 64, height: 64, channels: 1 } })
          .jpeg({ quality })
          .toBuffer()
          .then((jpeg) => sharp(jpeg).extractChannel(0).raw().toBuffer()),
      );
    const [fine, coarse] = [ssim(master, await encoded(90), 64, 64), ssim(master, await encoded(10), 64, 64)];
    expect(fine).toBeLessThan(1);
    expect(coarse).toBeLessThan(fine);
  });

  it("refuses images of different sizes", () => {
    expect(() => ssim(new Uint8Array(4), new Uint8Array(6), 2, 2)).toThrow(/differ in size/);
  });
});

describe("colourSsim", () => {
  it("sees chroma subsampling that luma SSIM misses", async () => {
    // Thin red and green stripes of equal luma: only their colour tells them apart.
    const [width, height] = [64, 64];
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) rgb.set((i % width) % 2 ? [200, 60, 60] : [60, 120, 60], i * 3);
    const encoded = async (chromaSubsampling: string) =>
      new Uint8Array(
        await sharp(Buffer.from(rgb), { raw: { width, height, channels: 3 } })
          .jpeg({ quality: 95, chromaSubsampling })
          .toBuffer()
          .then((jpeg) => sharp(jpeg).raw().toBuffer()),
      );
    const full = colourSsim(rgb, await encoded("4:4:4"), width, height);
    const subsampled = colourSsim(rgb, await encoded("4:2:0"), width, height);
    expect(Math.min(subsampled.cb, subsampled.cr)).toBeLessThan(Math.min(full.cb, full.cr) - 0.1);
    expect(colourSsim(rgb, rgb, width, height)).toEqual({ y: 1, cb: 1, cr: 1 });
  });
});
