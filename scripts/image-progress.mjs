// @ts-check
/**
 * Shows progress while images are encoded: vite-imagetools' `load` hook does the work, one call
 * per imported image, so this wraps it to count images as they finish and name the current one.
 * On a terminal one line updates in place; in a log, a line every quarter. Ends with how many
 * encodings were new and how many came from the cache.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { loadHook } from "./encodings.mjs";

/** @param {string} dir */
const cachedFiles = (dir) => new Set(existsSync(dir) ? readdirSync(dir) : []);

/**
 * @template {import("vite").Plugin} P
 * @param {P} plugin  vite-imagetools' plugin.
 * @param {{ images: string, total: number, root: string, cacheDir: string, out?: { isTTY?: boolean, write(text: string): unknown } }} options
 * @returns {P}
 */
export function withImageProgress(plugin, { images, total, root, cacheDir, out = process.stdout }) {
  const { handler: load, replacedBy } = loadHook(plugin);
  // React Router builds the client, then the server, each with its own copy of the plugins:
  // the second finds every image done, so progress is kept once per process.
  const shared = /** @type {{ siteImageProgress?: { done: Set<string>, finished: boolean } }} */ (globalThis);
  const progress = (shared.siteImageProgress ??= { done: new Set(), finished: false });
  const done = progress.done;
  const cachedBefore = cachedFiles(cacheDir);
  const started = performance.now();
  let reportedAt = 0;

  /** @param {string} file */
  const report = (file) => {
    const count = Math.max(total, done.size);
    const line = `Images ${done.size}/${count}: ${path.relative(root, file)}`;
    if (out.isTTY) out.write(`\r\x1b[K${line}`);
    else if (done.size === count || done.size - reportedAt >= Math.ceil(count / 4)) {
      reportedAt = done.size;
      out.write(`${line}\n`);
    }
  };

  return {
    ...plugin,
    load: replacedBy(async function (id, ...rest) {
      const result = await load.call(this, id, ...rest);
      const file = id.split("?")[0] ?? id;
      // Only the site's own images: libraries' icons pass through untouched and uncounted.
      if (result != null && file.startsWith(images) && !done.has(file)) {
        done.add(file);
        report(file);
      }
      return result;
    }),
    async buildEnd(...args) {
      if (typeof plugin.buildEnd === "function") await plugin.buildEnd.call(this, ...args);
      if (progress.finished || done.size === 0) return;
      progress.finished = true;
      const encoded = [...cachedFiles(cacheDir)].filter((name) => !cachedBefore.has(name)).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      out.write(
        `${out.isTTY ? "\r\x1b[K" : ""}Images: ${done.size} ready in ${seconds} s (${encoded} new encodings, the rest from ${path.relative(root, cacheDir)})\n`,
      );
    },
  };
}
