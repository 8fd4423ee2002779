// @ts-check
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * The files under the build's `client/` folder, listed once and kept current by the steps that
 * add, move or remove files through it. Paths are relative to `client/` and `/`-separated.
 */
export class SiteFiles {
  /** @param {string} client @param {string[]} list */
  constructor(client, list) {
    this.client = client;
    /** @type {Set<string>} */
    this.list = new Set(list);
  }

  /** @param {string} client */
  static async of(client) {
    return new SiteFiles(client, await listFiles(client));
  }

  /** Lists the folder again, after a tool wrote into it directly. */
  async rescan() {
    this.list = new Set(await listFiles(this.client));
  }

  /** Every file, sorted. */
  all() {
    return [...this.list].sort();
  }

  /** The HTML files, sorted. */
  html() {
    return this.all().filter((file) => file.endsWith(".html"));
  }

  /** @param {string} file */
  has(file) {
    return this.list.has(file);
  }

  /** @param {string} file */
  absolute(file) {
    return path.join(this.client, ...file.split("/"));
  }

  /** @param {string} file */
  read(file) {
    return readFile(this.absolute(file), "utf8");
  }

  /** @param {string} file */
  readBytes(file) {
    return readFile(this.absolute(file));
  }

  /** @param {string} file @param {string | Uint8Array} data */
  async write(file, data) {
    await mkdir(path.dirname(this.absolute(file)), { recursive: true });
    await writeFile(this.absolute(file), data);
    this.list.add(file);
  }

  /** @param {string} from @param {string} to */
  async move(from, to) {
    await rename(this.absolute(from), this.absolute(to));
    this.list.delete(from);
    this.list.add(to);
  }

  /** @param {string} file */
  async remove(file) {
    await rm(this.absolute(file), { force: true });
    this.list.delete(file);
  }
}
