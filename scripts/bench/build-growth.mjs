// @ts-check
/**
 * The parts of `npm run bench -- --build-cost` that follow the galleries as they grow
 * (build-cost.mjs runs them): photos generated as the job page commits them, a copy's build from
 * a fresh clone's state, and the table of fresh, warm and one-new-job builds at each size.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { median } from "./report.mjs";

/** Real photographs to vary the generated ones from, when Debian's mate-backgrounds is installed. */
const wallpapers = "/usr/share/backgrounds/mate/nature";

/** The targets the table is read against. */
const targets = { freshOverWarm: 1.5, warmSecondsPerPhoto: 0.05, newJobSeconds: 1, reencodeMinutes: 10 };

/**
 * Photos as the job page commits them (1200x900 JPEG, decision 108), each different: a crop of
 * one of the site's or Debian's photographs, its hue turned and a grain of its own.
 * @param {string} copy  The project copy whose images folder receives them.
 * @param {number} count
 * @returns {Promise<string[]>} their paths below app/assets/images
 */
export async function generatePhotos(copy, count) {
  const images = path.join(copy, "app/assets/images");
  const sources = [
    ...readdirSync(path.join(images, "projects")).map((name) => path.join(images, "projects", name)),
    ...(existsSync(wallpapers) ? readdirSync(wallpapers).map((name) => path.join(wallpapers, name)) : []),
  ].filter((file) => /\.jpe?g$/i.test(file));
  const written = [];
  for (let i = 0; i < count; i++) {
    const source = /** @type {string} */ (sources[i % sources.length]);
    const { width = 1200, height = 900 } = await sharp(source).metadata();
    const scale = 0.6 + ((i * 7) % 5) / 10;
    const crop = { width: Math.round(width * Math.min(scale, 1)), height: Math.round(height * Math.min(scale, 1)) };
    const grain = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 8 + (i % 9) },
      },
    })
      .png()
      .toBuffer();
    const name = `projects/generated-job-${String(i + 1).padStart(3, "0")}.jpg`;
    await sharp(source)
      .extract({ left: (i * 37) % (width - crop.width + 1), top: (i * 23) % (height - crop.height + 1), ...crop })
      .resize(1200, 900, { fit: "cover" })
      .modulate({ hue: (i * 29) % 360, saturation: 0.8 + (i % 5) / 10 })
      .composite([{ input: grain, blend: "soft-light" }])
      .jpeg({ quality: 85 })
      .toFile(path.join(images, name));
    written.push(name);
    if ((i + 1) % 50 === 0 || i + 1 === count) console.log(`Generated ${i + 1}/${count} photos`);
  }
  return written;
}

/**
 * The copy as a fresh clone of it is: no caches, no earlier build; the encodings as committed.
 * @param {string} copy  @param {string} committed  a copy of the committed encodings folder
 */
export function asFreshClone(copy, committed) {
  for (const dir of ["node_modules/.cache", "build", ".react-router"])
    rmSync(path.join(copy, dir), { recursive: true, force: true });
  restoreEncodings(copy, committed);
}

/** The copy's encodings folder back to what was committed. @param {string} copy @param {string} committed */
export function restoreEncodings(copy, committed) {
  const dir = path.join(copy, "app/assets/encodings");
  rmSync(dir, { recursive: true, force: true });
  cpSync(committed, dir, { recursive: true });
}

/**
 * One hash of every file's path and bytes below a folder: equal hashes, identical output. The
 * content version (content-version.json and its compressed twins) is left out: it carries the
 * build's time by design (decision 067).
 * @param {string} dir
 */
export function treeHash(dir) {
  const hash = createHash("sha256");
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("content-version.json"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update(readFileSync(file));
  return hash.digest("hex");
}

/** Bytes of the files below a folder. @param {string} dir */
export function folderBytes(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + readFileSync(path.join(entry.parentPath, entry.name)).length, 0);
}

/** The copy's galleries file with each of the photos as one more project. @param {string} copy @param {string[]} photos @param {(text: string, image: string) => string} withProject */
export function addProjects(copy, photos, withProject) {
  const file = path.join(copy, "content/galleries.yml");
  let text = readFileSync(file, "utf8");
  for (const photo of photos) text = withProject(text, photo);
  writeFileSync(file, text);
}

/**
 * @typedef {{ freshMs: number[], warmMs: number[], newJobMs: number[] }} CpuTimes
 * @typedef {{ photos: number, freshMs: number[], warmMs: number[], newJobMs: number[], newJobEncodings: number[], identical: boolean[], encodingsBytes: number, reencodeMs?: number, cpu?: CpuTimes, reencodeCpuMs?: number }} GrowthRow
 */

/**
 * The table of builds as the galleries grow, against the targets.
 * @param {GrowthRow[]} rows
 */
export function growthMarkdown(rows) {
  const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(1);
  const cpu = rows.length > 0 && rows.every((row) => row.cpu?.warmMs.length);
  const lines = rows.map((row) => {
    const [fresh, warm, job] = [median(row.freshMs), median(row.warmMs), median(row.newJobMs)];
    const reencode = row.reencodeMs === undefined ? "-" : `${(row.reencodeMs / 60_000).toFixed(1)} min`;
    const perPhoto = (row.encodingsBytes / row.photos / 1024).toFixed(0);
    return `| ${row.photos} | ${seconds(fresh)} | ${seconds(warm)} | ${(fresh / warm).toFixed(2)} | ${seconds(job)} | ${seconds(job - warm)} | ${median(row.newJobEncodings)} | ${row.identical.every(Boolean) ? "yes" : "no"} | ${(row.encodingsBytes / 1024 / 1024).toFixed(1)} MB, ${perPhoto} KB a photo | ${reencode} |${cpu ? cpuCells(row) : ""}`;
  });
  const [small, large] = rows;
  const perPhoto = (/** @type {(row: GrowthRow) => number[]} */ times) =>
    small && large
      ? ((median(times(large)) - median(times(small))) / 1000 / (large.photos - small.photos)).toFixed(3)
      : "";
  const growth =
    small && large
      ? `Warm build growth: ${perPhoto((row) => row.warmMs)} s a photo from ${small.photos} to ${large.photos}` +
        `${cpu ? ` (CPU: ${perPhoto((row) => row.cpu?.warmMs ?? [])} s a photo)` : ""} (target ${targets.warmSecondsPerPhoto}). `
      : "";
  return [
    `| photos | fresh clone s | warm s | fresh / warm | one new job s | new job above warm s | new encodings | fresh = warm output | committed encodings | full re-encode |${cpu ? " CPU s: fresh / warm / new job | CPU: fresh / warm | CPU s: new job above warm | CPU: full re-encode |" : ""}`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${cpu ? " --- | --- | --- | --- |" : ""}`,
    ...lines,
    "",
    `${growth}Targets: fresh clone at most ${targets.freshOverWarm}x the warm build; one new job at most ${targets.newJobSeconds} s above it; a full re-encode at most ${targets.reencodeMinutes} min.`,
    "",
  ].join("\n");
}

/** The CPU columns of one row. @param {GrowthRow} row */
function cpuCells(row) {
  const times = /** @type {CpuTimes} */ (row.cpu);
  const [fresh, warm, job] = [median(times.freshMs), median(times.warmMs), median(times.newJobMs)];
  const reencode = row.reencodeCpuMs === undefined ? "-" : `${(row.reencodeCpuMs / 60_000).toFixed(1)} min`;
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(1);
  return ` ${s(fresh)} / ${s(warm)} / ${s(job)} | ${(fresh / warm).toFixed(2)} | ${s(job - warm)} | ${reencode} |`;
}
