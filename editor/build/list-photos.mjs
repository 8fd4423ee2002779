// @ts-check
/**
 * The owner's lists of jobs (the job page's place step and its list of jobs) show each job's first
 * photo at 64x48. Rather than the master the site editor previews with (`/admin/images/`, 70-150
 * KB), each photo the content places in a photo slot is listed from that slot's narrowest WebP,
 * which the repository already holds (app/assets/encodings/, decision 117): copied beside the
 * masters under its encoding's name, so a build encodes nothing for it, and a photo replaced under
 * the same name gets a new address (decision 152). The job page learns each address from the
 * content it reads (`listPhotos` in `/admin/content.json`); a photo without one shows its master.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";

import { narrowestEncodingName, sourceHash } from "../../scripts/encodings.mjs";

/** Where the lists' photos are served, below `/admin/`. */
const listPhotosFolder = "list-photos";
/** The slot whose committed encoding a list shows, and in which format (every phone the owner's pages serve shows WebP). */
const listed = { preset: "photo", format: "webp" };

/**
 * The master files of every picture the content places in a photo slot, once each.
 * @param {unknown} content  The checked content, its pictures as data (`ImageRef` fields).
 * @returns {string[]}
 */
export function photoSlotFiles(content) {
  const files = new Set();
  /** @param {unknown} value */
  const visit = (value) => {
    if (!value || typeof value !== "object") return;
    const record = /** @type {Record<string, unknown>} */ (value);
    if (record.preset === listed.preset && typeof record.file === "string" && record.file) files.add(record.file);
    for (const each of Object.values(record)) visit(each);
  };
  visit(content);
  return [...files].sort();
}

/**
 * @typedef {object} ListPhotoSources
 * @property {string[]} files  Masters, relative to the images folder.
 * @property {Record<string, { width: number }>} sizes  Each master's size, as the build's check measured it.
 * @property {string} images  The images folder.
 * @property {string} encodings  The committed encodings' folder.
 * @property {import("../../scripts/encodings.mjs").NamingOptions} options  How the build names its encodings.
 */

/**
 * Copies each master's listed encoding into `target/list-photos/` and gives its address by master;
 * a master whose encoding is not there (not placed in a photo slot by this build) is left out.
 * @param {ListPhotoSources} sources
 * @param {string} target  The editor's folder in the build, served at `/admin/`.
 * @returns {Promise<Record<string, string>>}
 */
export async function writeListPhotos({ files, sizes, images, encodings, options }, target) {
  await mkdir(path.join(target, listPhotosFolder), { recursive: true });
  const found = await Promise.all(
    files.map(async (file) => {
      const master = path.join(images, file);
      if (!existsSync(master)) return undefined;
      const hash = sourceHash(await readFile(master));
      const id = `${master}?preset=${listed.preset}`;
      const name = await narrowestEncodingName(id, hash, sizes[file]?.width ?? 0, options, listed.format);
      if (!name || !existsSync(path.join(encodings, name))) return undefined;
      const served = `${name}.${listed.format}`;
      await copyFile(path.join(encodings, name), path.join(target, listPhotosFolder, served));
      return /** @type {const} */ ([file, `/admin/${listPhotosFolder}/${served}`]);
    }),
  );
  return Object.fromEntries(found.filter((each) => each !== undefined));
}
