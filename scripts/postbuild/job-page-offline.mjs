// @ts-check
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { minify } from "vite";

import { importsInChunk, scriptUrlsInHtml } from "../js-budget.mjs";
import { oneScript } from "./one-script.mjs";

/** The job page as the build writes it, and its service worker beside it (docs/decisions/122). */
const jobPage = { file: "admin/new-job.html", path: "/admin/new-job" };
const workerFile = "admin/new-job-worker.js";
const workerSource = new URL("./job-page-worker.js", import.meta.url);
/** The worker's sync, which sends a queued job with the page's own modules (decision 153). */
const syncSource = fileURLToPath(new URL("../../app/owner/publishing/queued-send-sync.ts", import.meta.url));
/** The line of the worker's source the build replaces with the page's files. */
const placeholder = 'const offline = { version: "", files: [] };';

/** The files a `new Worker(new URL(...))` in a chunk starts, as Vite writes them. */
const workerUrls = (/** @type {string} */ code) =>
  [...code.matchAll(/new URL\(\s*["'`](\/assets\/[^"'`]+\.js)["'`]/g)].map((match) => String(match[1]));

/** The files other than scripts a chunk names by their address, as Vite writes an emitted asset's: the review's QR code. */
const assetUrls = (/** @type {string} */ code) =>
  [...code.matchAll(/["'`](\/assets\/[\w.-]+\.(?!js["'`])\w+)["'`]/g)].map((match) => String(match[1]));

/**
 * Every file of the build the job page loads or may load: what its HTML names under `/assets/` and
 * `/admin/` (stylesheet, fonts, icons, its manifest and that manifest's icons), its scripts and
 * every chunk they import, at once or on demand (the list of jobs), the files those chunks name
 * (the review's QR code), and the check's worker. React
 * Router's manifest of every page's modules is kept but not followed: the visitors' pages are not
 * the owner's page's.
 * @param {string} html  The page's final HTML.
 * @param {(file: string) => Promise<string>} read  A build file's text, by its URL path.
 * @returns {Promise<string[]>}
 */
export async function jobPageFiles(html, read) {
  const found = new Set([...html.matchAll(/["'`(](\/(?:assets|admin)\/[\w.-]+)/g)].map((match) => String(match[1])));
  const manifest = [...found].find((url) => url.endsWith(".webmanifest"));
  if (manifest)
    for (const icon of /** @type {{ icons?: { src: string }[] }} */ (JSON.parse(await read(manifest))).icons ?? [])
      found.add(icon.src);
  const queue = scriptUrlsInHtml(html);
  const scripts = new Set();
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (scripts.has(url)) continue;
    scripts.add(url);
    if (/\/manifest-[\w-]+\.js$/.test(url)) continue;
    const code = await read(url);
    const { staticImports, dynamicImports } = importsInChunk(code);
    const relative = [...staticImports, ...dynamicImports].map((each) =>
      path.posix.join(path.posix.dirname(url), each),
    );
    queue.push(...relative, ...workerUrls(code));
    for (const asset of assetUrls(code)) found.add(asset);
  }
  for (const css of [...found].filter((url) => url.endsWith(".css")))
    for (const match of (await read(css)).matchAll(/url\((\/assets\/[^)]+)\)/g)) found.add(String(match[1]));
  return [...new Set([...found, ...scripts])].sort();
}

/**
 * The worker's source with the page's files and a version drawn from them: a new build that
 * changes any of them changes the worker's bytes, which is what makes the browser update it.
 * @param {string} source @param {string[]} files
 */
export function workerWithFiles(source, files) {
  if (!source.includes(placeholder))
    throw new Error(
      `job-page-offline: expected ${path.basename(workerSource.pathname)} to hold "${placeholder}" (decision 122)`,
    );
  const all = [jobPage.path, "/admin/content.json", "/admin/config.yml", ...files];
  const version = createHash("sha256").update(all.join("\n")).digest("hex").slice(0, 12);
  return source.replace(placeholder, `const offline = ${JSON.stringify({ version, files: all })};`);
}

/** Where the list of files stands while the rest of the worker is minified. */
const listToken = "JOB_PAGE_FILES";

/**
 * The worker with its files, minified as the page's own scripts are (its comments are a third of
 * its bytes: decision 149); its list stays the JSON `workerWithFiles` wrote.
 * @param {string} written  What `workerWithFiles` returned.
 */
export async function minifiedWorker(written) {
  const [, list] = /^const offline = (\{.*\});$/m.exec(written) ?? [];
  if (!list) throw new Error(`job-page-offline: expected the worker to start its list with "const offline = {"`);
  // Its top-level names renamed too: a worker's script shares its scope with nothing else.
  const { code } = await minify(
    "new-job-worker.js",
    written.replace(`const offline = ${list};`, `const offline = ${listToken};`),
    { mangle: { toplevel: true } },
  );
  if (code.split(listToken).length !== 2)
    throw new Error(`job-page-offline: expected the minified worker to name ${listToken} once (decision 149)`);
  return code.replace(listToken, () => list);
}

/**
 * The worker's sync as one script of its own scope, bundled from the page's TypeScript modules
 * (the publish path of github-commit.ts, the draft's store), unminified: it is minified with the
 * rest of the worker.
 * @returns {Promise<string>}
 */
export function syncScript() {
  return oneScript({
    input: syncSource,
    format: "iife",
    minify: false,
    notOneFile: `job-page-offline: expected the worker's sync to bundle as one script (decision 153)`,
  });
}

/**
 * `/admin/new-job-worker.js`: the job page's service worker with the list of its files.
 * @type {import("./pipeline.mjs").Step}
 */
export const jobPageOffline = {
  name: "job-page-offline",
  changes: ["files"],
  async run({ files, log }) {
    if (!files.has(jobPage.file))
      throw new Error(`job-page-offline: expected ${jobPage.file} in the build (decision 122)`);
    const read = (/** @type {string} */ url) => files.read(url.replace(/^\//, ""));
    const pageFiles = await jobPageFiles(await files.read(jobPage.file), read);
    const [source, sync] = await Promise.all([readFile(workerSource, "utf8"), syncScript()]);
    await files.write(workerFile, await minifiedWorker(`${workerWithFiles(source, pageFiles)}\n${sync}`));
    log(`job-page-offline: the job page's worker keeps ${pageFiles.length + 3} files`);
  },
};
