// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { ssim } from "./image-quality.mjs";

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
