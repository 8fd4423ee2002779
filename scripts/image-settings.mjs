// @ts-check
/**
 * `npm run make -- image-settings`: measures, for each kind of image slot, what each encoder
 * setting costs (bytes) and keeps (SSIM against the master at the same width,
 * scripts/image-quality.mjs), over the site's own pictures, and prints one table per slot. The
 * settings the build uses (`imagePresets`, app/content/image-presets.ts) were chosen from these tables
 * (docs/decisions/072-image-encoding-per-slot.md); run it again when the pictures change a lot.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { ssim } from "./image-quality.mjs";

const images = fileURLToPath(new URL("../app/assets/images", import.meta.url));
const pictures = (/** @type {string} */ folder) =>
  readdirSync(path.join(images, folder))
    .filter((name) => /\.(jpe?g|png)$/i.test(name))
    .map((name) => path.join(images, folder, name));

/** Each slot, the width a phone fetches of it and the pictures that fill it. */
const slots = [
  { name: "hero", width: 768, files: pictures("heroes") },
  {
    name: "photo",
    width: 800,
    files: [...pictures("projects"), ...pictures("cleaning")].filter((_, i) => i % 3 === 0),
  },
];
/** @type {Record<"avif" | "webp" | "jpeg", number[]>} */
const grid = { avif: [35, 40, 45, 50, 55, 60, 65], webp: [60, 70, 75, 80, 85, 90], jpeg: [60, 70, 75, 80, 85, 90] };

/** @param {import("sharp").Sharp} image */
const luma = async (image) => new Uint8Array(await image.greyscale().raw().toBuffer());

for (const slot of slots) {
  console.log(`\n${slot.name}: ${slot.files.length} pictures at ${slot.width} px (mean of each)\n`);
  console.log("| format | quality | KB | SSIM |");
  console.log("| --- | --- | --- | --- |");
  const masters = await Promise.all(
    slot.files.map(async (file) => {
      const resized = await sharp(file).rotate().resize({ width: slot.width }).toBuffer({ resolveWithObject: true });
      return { pixels: resized.data, info: resized.info, luma: await luma(sharp(resized.data)) };
    }),
  );
  for (const [format, qualities] of Object.entries(grid)) {
    for (const quality of qualities) {
      let bytes = 0;
      let score = 0;
      for (const master of masters) {
        const encoded = await sharp(master.pixels)
          .toFormat(/** @type {"avif" | "webp" | "jpeg"} */ (format), { quality })
          .toBuffer();
        bytes += encoded.length;
        score += ssim(master.luma, await luma(sharp(encoded)), master.info.width, master.info.height);
      }
      const n = masters.length;
      console.log(`| ${format} | ${quality} | ${(bytes / n / 1024).toFixed(1)} | ${(score / n).toFixed(4)} |`);
    }
  }
}
