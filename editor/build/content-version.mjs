// @ts-check
/**
 * `/content-version.json`: which content the live site was built from. `version` fingerprints
 * every content file's data and every image; `files` gives each content file's data fingerprint,
 * which the site editor compares with what it just published (editor/page/live-status.js); `builtAt`
 * is when. A build passes the data its check kept (decision 088) instead of reading the files.
 * Served like every page, revalidated on each request (site-headers.mjs), so it is never stale.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { parse } from "yaml";

import { dataVersion } from "../page/content-version.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The file's URL path on the site. */
export const contentVersionPath = "/content-version.json";

/** @param {string} root @param {string} dir @returns {string[]} paths relative to root, `/`-separated, sorted */
function filesUnder(root, dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Each content file's data, by its path in the project (`content/business.yml`), read from the files.
 * @param {string} root
 * @returns {Record<string, unknown>}
 */
function readContentData(root) {
  const files = filesUnder(root, "content").filter((name) => /\.ya?ml$/.test(name));
  return Object.fromEntries(files.map((file) => [file, parse(readFileSync(path.join(root, file), "utf8"))]));
}

/**
 * @param {string} [root]  The project whose content is fingerprinted.
 * @param {Date} [builtAt]
 * @param {Record<string, unknown>} [dataByFile]  Each content file's data by its path; read from `root` when not given.
 */
export async function contentVersion(root = projectRoot, builtAt = new Date(), dataByFile = readContentData(root)) {
  /** @type {Record<string, string>} */
  const files = {};
  const whole = createHash("sha256");
  for (const file of Object.keys(dataByFile).sort()) {
    files[file] = await dataVersion(dataByFile[file]);
    whole.update(`${file}\0${files[file]}\0`);
  }
  for (const file of filesUnder(root, "app/assets/images"))
    whole
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return { version: whole.digest("hex"), builtAt: builtAt.toISOString(), files };
}

/**
 * Writes `content-version.json` into a static build.
 * @param {string} clientDirectory  e.g. `build/client`
 * @param {string} [root]
 * @param {Record<string, unknown>} [dataByFile]  Each content file's data, as the build's check kept it.
 */
export async function writeContentVersion(clientDirectory, root = projectRoot, dataByFile) {
  const version = await contentVersion(root, new Date(), dataByFile);
  await writeFile(path.join(clientDirectory, contentVersionPath.slice(1)), `${JSON.stringify(version, null, 2)}\n`);
  return version;
}
