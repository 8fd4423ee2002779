// @ts-check
/**
 * `npm run make -- image-settings`: measures what each encoder setting costs in time and bytes and
 * keeps in quality, per format, and prints one table. The settings the build uses
 * (`imagePresets`, app/content/image-presets.ts) were chosen from it (docs/decisions/072, 118).
 *
 * The photographs: two of the site's own pictures, three real photographs (Debian's
 * mate-backgrounds package, /usr/share/backgrounds/mate/nature, when installed) and a phone's
 * 12 MP JPEG (scripts/bench/photo-preparation.mjs), each at the 800 px a gallery serves to a
 * phone. Each setting encodes each photo from the same decoded pixels, one encoding at a time; the
 * score is SSIM of each of Y, Cb and Cr against those pixels (scripts/image-quality.mjs), so
 * chroma subsampling shows. `--side-by-side <photo name> <format> <setting> <file.png>` writes
 * a crop of that photo from the master, at the format's former setting and at the named one.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { phonePhoto } from "./bench/photo-preparation.mjs";
import { colourSsim } from "./image-quality.mjs";

const images = fileURLToPath(new URL("../app/assets/images", import.meta.url));
const wallpapers = "/usr/share/backgrounds/mate/nature";
const width = 800;

/**
 * @typedef {"avif" | "webp" | "jpeg"} Format
 * @typedef {{ quality: number, effort?: number, chromaSubsampling?: string, mozjpeg?: boolean }} Setting
 */

/** Every setting tried, per format; the first of each is what the build used before. */
/** @type {Record<Format, Setting[]>} */
export const grid = {
  avif: [{ quality: 45, effort: 4, chromaSubsampling: "4:4:4" }].concat(
    [45, 50, 55]
      .flatMap((quality) =>
        [2, 3, 4].flatMap((effort) =>
          ["4:4:4", "4:2:0"].map((chromaSubsampling) => ({ quality, effort, chromaSubsampling })),
        ),
      )
      .filter((s) => !(s.quality === 45 && s.effort === 4 && s.chromaSubsampling === "4:4:4")),
  ),
  webp: [
    { quality: 75, effort: 4 },
    { quality: 75, effort: 2 },
    { quality: 80, effort: 2 },
    { quality: 80, effort: 4 },
  ],
  jpeg: [70, 75].flatMap((quality) =>
    ["4:2:0", "4:4:4"].flatMap((chromaSubsampling) =>
      [false, true].map((mozjpeg) => ({ quality, chromaSubsampling, mozjpeg })),
    ),
  ),
};

/** A setting as the table names it. @param {Setting} setting */
export const settingName = ({ quality, effort, chromaSubsampling, mozjpeg }) =>
  [`q${quality}`, effort === undefined ? "" : `e${effort}`, chromaSubsampling ?? "", mozjpeg ? "mozjpeg" : ""]
    .filter(Boolean)
    .join(" ");

/** The photographs measured, each as its name and its image file or bytes. */
async function photographs() {
  /** @type {{ name: string, input: string | Buffer }[]} */
  const list = [
    { name: "site hero", input: path.join(images, "heroes/drives-and-landscapes.jpg") },
    { name: "site project", input: path.join(images, "projects/herringbone-driveway.jpg") },
  ];
  for (const name of ["Garden", "LadyBird", "Storm"]) {
    const file = path.join(wallpapers, `${name}.jpg`);
    if (existsSync(file)) list.push({ name: `photograph ${name}`, input: file });
  }
  list.push({ name: "phone 12 MP", input: await phonePhoto() });
  return list;
}

/** The photo at the gallery's width, as the decoded RGB every setting starts from. @param {string | Buffer} input */
async function master(input) {
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** @param {{ data: Buffer, info: import("sharp").OutputInfo }} pixels @param {Format} format @param {Setting} setting */
async function encode({ data, info }, format, setting) {
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  const started = performance.now();
  const encoded = await image.toFormat(format, setting).toBuffer();
  const ms = performance.now() - started;
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
  const score = colourSsim(new Uint8Array(data), new Uint8Array(decoded), info.width, info.height);
  return { bytes: encoded.length, ms, ...score, encoded };
}

/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each setting's means over the photos, and the photo it loses most on against the first
 * setting of its format (the lowest of Y, Cb, Cr falling furthest).
 */
async function measure() {
  const photos = await photographs();
  const masters = [];
  for (const photo of photos) masters.push({ name: photo.name, pixels: await master(photo.input) });
  console.log(`${masters.length} photographs at ${width} px: ${masters.map((m) => m.name).join(", ")}\n`);
  const rows = [];
  for (const format of /** @type {Format[]} */ (Object.keys(grid))) {
    /** @type {Awaited<ReturnType<typeof encode>>[] | undefined} */
    let baseline;
    for (const setting of grid[format]) {
      /** @type {Awaited<ReturnType<typeof encode>>[]} */
      const results = [];
      for (const { pixels } of masters) results.push(await encode(pixels, format, setting));
      baseline ??= results;
      const drops = results.map((r, i) => {
        const b = /** @type {(typeof results)[number]} */ (baseline?.[i]);
        return Math.max(b.y - r.y, b.cb - r.cb, b.cr - r.cr);
      });
      const worst = drops.indexOf(Math.max(...drops));
      const row = {
        format,
        setting: settingName(setting),
        kb: mean(results.map((r) => r.bytes)) / 1024,
        ms: mean(results.map((r) => r.ms)),
        y: mean(results.map((r) => r.y)),
        chroma: mean(results.map((r) => Math.min(r.cb, r.cr))),
        worstDrop: /** @type {number} */ (drops[worst]),
        worstPhoto: masters[worst]?.name ?? "",
      };
      rows.push(row);
      console.log(
        `| ${format} | ${row.setting} | ${row.ms.toFixed(0)} | ${row.kb.toFixed(1)} | ${row.y.toFixed(4)} | ${row.chroma.toFixed(4)} | ${row.worstDrop.toFixed(4)} (${row.worstPhoto}) |`,
      );
    }
  }
  return rows;
}

/**
 * Writes the master's crop of one photo beside the same crop encoded at its format's first
 * (former) setting and at the named one, each twice enlarged.
 * @param {string[]} args
 */
async function sideBySide([photoName, format, name, out]) {
  const photo = (await photographs()).find((p) => p.name === photoName);
  const settings = grid[/** @type {Format} */ (format)];
  const setting = settings?.find((s) => settingName(s) === name);
  if (!photo || !settings?.[0] || !setting || !out)
    throw new Error("usage: --side-by-side <photo name> <format> <setting> <file.png>");
  const pixels = await master(photo.input);
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: /** @type {3} */ (3) } };
  const crop = { left: 250, top: 170, width: 300, height: 225 };
  const part = (/** @type {Buffer} */ input, /** @type {boolean} */ isRaw) =>
    sharp(input, isRaw ? raw : {})
      .extract(crop)
      .resize({ width: 600, kernel: "nearest" })
      .png()
      .toBuffer();
  const before = (await encode(pixels, /** @type {Format} */ (format), settings[0])).encoded;
  const after = (await encode(pixels, /** @type {Format} */ (format), setting)).encoded;
  const parts = [await part(pixels.data, true), await part(before, false), await part(after, false)];
  await sharp({ create: { width: 1820, height: 450, channels: 3, background: "#ffffff" } })
    .composite(parts.map((input, i) => ({ input, left: i * 610, top: 0 })))
    .png()
    .toFile(out);
  console.log(
    `${out}: ${photoName} at ${width} px, 300x225 crop twice enlarged: master, ${format} ${settingName(settings[0])}, ${format} ${name}`,
  );
}

const args = process.argv.slice(2);
if (args[0] === "--side-by-side") await sideBySide(args.slice(1));
else {
  console.log(
    "| format | setting | ms per encoding | KB | SSIM Y | SSIM chroma (lower of Cb, Cr) | worst drop against the first |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  const rows = await measure();
  const json = process.env.IMAGE_SETTINGS_JSON;
  if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
}
