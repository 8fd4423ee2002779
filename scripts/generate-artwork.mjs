/**
 * Draws the site's original placeholder artwork and saves it as JPEG masters in
 * app/assets/images. The build turns each master into AVIF/WebP/JPEG at several widths.
 *
 *   npm run make -- artwork             draws only the files that do not exist yet
 *   npm run make -- artwork --force  redraws every file (overwrites real photos too)
 *   npm run make -- artwork hero     redraws the files whose name contains "hero"
 *
 * A real photo saved under the same name replaces a drawing; a plain run never overwrites it.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { svg } from "./artwork/draw.mjs";
import {
  decking,
  driveway,
  fencing,
  forecourt,
  garden,
  palettes,
  pathway,
  patio,
  portrait,
  retainingWall,
  roofline,
  split,
} from "./artwork/scenes.mjs";

const root = fileURLToPath(new URL("../app/assets/images/", import.meta.url));

const HERO = { W: 1600, H: 1200 };
const PHOTO = { W: 1200, H: 900 };
const AVATAR = { W: 480, H: 480 };

/** @type {{ file: string, size: {W:number,H:number}, draw: (size: {W:number,H:number}) => string }[]} */
const artwork = [
  { file: "heroes/home.jpg", size: HERO, draw: (s) => patio({ ...s, seed: 11, pergola: true, warmth: 0.2 }) },
  {
    file: "heroes/drives-and-landscapes.jpg",
    size: HERO,
    draw: (s) => driveway({ ...s, seed: 12, paving: "herringbone", colours: palettes.brindle }),
  },
  {
    file: "heroes/exterior-cleaning.jpg",
    size: HERO,
    draw: (s) =>
      split(s.W, s.H, (before) =>
        driveway({
          ...s,
          seed: 13,
          before,
          paving: "stretcher",
          colours: palettes.buff,
          wall: "#c9b79a",
          door: "#24435a",
          pan: 0.2,
          stains: 2,
        }),
      ),
  },
  { file: "heroes/about.jpg", size: HERO, draw: (s) => retainingWall({ ...s, seed: 14 }) },
  { file: "heroes/contact.jpg", size: HERO, draw: (s) => pathway({ ...s, seed: 15, pan: 0.9 }) },

  {
    file: "projects/herringbone-driveway.jpg",
    size: PHOTO,
    draw: (s) => driveway({ ...s, seed: 21, paving: "herringbone", colours: palettes.brindle }),
  },
  {
    file: "projects/sandstone-patio.jpg",
    size: PHOTO,
    draw: (s) => patio({ ...s, seed: 22, stone: palettes.sandstone }),
  },
  {
    file: "projects/composite-decking.jpg",
    size: PHOTO,
    draw: (s) => decking({ ...s, seed: 23, colours: palettes.composite }),
  },
  { file: "projects/lawn-and-planting.jpg", size: PHOTO, draw: (s) => garden({ ...s, seed: 24 }) },
  { file: "projects/fencing-and-gate.jpg", size: PHOTO, draw: (s) => fencing({ ...s, seed: 25 }) },
  { file: "projects/stone-pathway.jpg", size: PHOTO, draw: (s) => pathway({ ...s, seed: 26, pan: 0.9 }) },
  { file: "projects/retaining-wall.jpg", size: PHOTO, draw: (s) => retainingWall({ ...s, seed: 27, pan: 1 }) },
  {
    file: "projects/tegula-driveway.jpg",
    size: PHOTO,
    draw: (s) =>
      driveway({
        ...s,
        seed: 28,
        paving: "tegula",
        colours: palettes.buff,
        wall: "#d8cdb8",
        door: "#5a2f36",
        pan: -0.4,
      }),
  },
  {
    file: "projects/pergola-patio.jpg",
    size: PHOTO,
    draw: (s) => patio({ ...s, seed: 29, stone: palettes.porcelain, porcelain: true, pergola: true }),
  },
  {
    file: "projects/charcoal-block-paving.jpg",
    size: PHOTO,
    draw: (s) =>
      driveway({
        ...s,
        seed: 30,
        paving: "stretcher",
        colours: palettes.charcoal,
        wall: "#a65e47",
        door: "#1f2d3d",
        pan: 1.2,
      }),
  },
];

/** Each before/after pair: the same scene and seed, drawn dirty and clean. */
const pairs = [
  [
    "block-paving-driveway",
    (s, before) => driveway({ ...s, seed: 41, before, paving: "stretcher", colours: palettes.brindle, stains: 3 }),
  ],
  ["sandstone-patio", (s, before) => patio({ ...s, seed: 42, before, stone: palettes.sandstone })],
  ["softwood-decking", (s, before) => decking({ ...s, seed: 43, before, colours: palettes.oak })],
  [
    "tegula-driveway",
    (s, before) =>
      driveway({
        ...s,
        seed: 44,
        before,
        paving: "tegula",
        colours: palettes.buff,
        wall: "#d8cdb8",
        door: "#24435a",
        pan: -0.6,
        stains: 2,
      }),
  ],
  ["porcelain-patio", (s, before) => patio({ ...s, seed: 45, before, stone: palettes.porcelain, porcelain: true })],
  ["garden-path", (s, before) => pathway({ ...s, seed: 46, before, pan: 0.9 })],
  ["commercial-forecourt", (s, before) => forecourt({ ...s, seed: 47, before })],
  ["garden-wall", (s, before) => retainingWall({ ...s, seed: 48, before, stone: palettes.yorkstone })],
  ["gutters-and-fascias", (s, before) => roofline({ ...s, seed: 49, before })],
];
for (const [name, draw] of pairs) {
  for (const state of ["before", "after"]) {
    artwork.push({ file: `cleaning/${name}-${state}.jpg`, size: PHOTO, draw: (s) => draw(s, state === "before") });
  }
}

artwork.push(
  {
    file: "team/graham-hartwell.jpg",
    size: AVATAR,
    draw: (s) => portrait({ ...s, grey: true, beard: true, glasses: true, shirt: "#245a3d", background: "#d8e6dc" }),
  },
  {
    file: "team/tom-hartwell.jpg",
    size: AVATAR,
    draw: (s) => portrait({ ...s, hair: "#3b2a20", skin: "#d9a97f", shirt: "#0b5a65", background: "#cce8eb" }),
  },
);

const args = process.argv.slice(2);
const force = args.includes("--force");
const filters = args.filter((arg) => !arg.startsWith("--"));

const started = Date.now();
let written = 0;
for (const item of artwork) {
  const target = path.join(root, item.file);
  const chosen = filters.length ? filters.some((f) => item.file.includes(f)) : true;
  if (!chosen || (!force && !filters.length && existsSync(target))) continue;
  await mkdir(path.dirname(target), { recursive: true });
  const markup = svg(item.size.W, item.size.H, item.draw(item.size));
  const raster = await sharp(Buffer.from(markup)).png().toBuffer();
  // Masters stay under ~240 KB so the repository stays small: busy paving gets a lower quality.
  let quality = 82;
  let jpeg = await sharp(raster).jpeg({ quality, mozjpeg: true }).toBuffer();
  while (jpeg.length > 240_000 && quality > 60) {
    quality -= 6;
    jpeg = await sharp(raster).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
  await writeFile(target, jpeg);
  const info = { size: jpeg.length };
  written += 1;
  console.log(`${item.file}  ${Math.round(info.size / 1024)} KB`);
}
console.log(`artwork: ${written} of ${artwork.length} files drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
