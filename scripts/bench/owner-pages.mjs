// @ts-check
/**
 * The owner's pages in `npm run bench`: the job page (/admin/new-job) beside the site editor
 * (/admin/) under Lighthouse, the job page's JavaScript beyond the framework chunk, and the time
 * to prepare a phone's photo there (photo-preparation.mjs), against the targets below.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { importsInChunk, scriptUrlsInHtml } from "../js-budget.mjs";
import { median } from "./report.mjs";

/** The owner's sign-in page, sent by the site's function (server/owner-access/sign-in-page.mjs). */
export const signInPath = "/api/owner/sign-in";

/** The job page and, for comparison, the site editor it stands beside, and the sign-in page before both. */
export const ownerPaths = ["/admin/new-job", "/admin/", signInPath];

/** The job page's file in the build. */
export const jobPageFile = "admin/new-job.html";

export const targets = {
  /** The job page's gzipped JavaScript beyond the framework chunk, including what it loads later. */
  scriptGzipBytes: 60 * 1024,
  /** Preparing a 12 MP phone photo with the CPU 4x slower. */
  prepareMs: 1500,
  preparedBytes: 1024 * 1024,
  preparedLongestSide: 2560,
  /** The sign-in page interactive (Lighthouse's time to interactive, mobile). */
  signInInteractiveMs: 2500,
};

/**
 * The settings the sign-in page needs to be sent at all, for the bench's own server when its
 * environment has none: the server's own address, a secret made for this run, and names for the
 * GitHub App that no request reaches (the page is drawn without asking GitHub anything).
 * @param {string} base  The bench server's address.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>} the variables to add, none when the sign-in is set up already
 */
export function benchSignInSettings(base, env) {
  if (env.SITE_ORIGIN) return {};
  return {
    SITE_ORIGIN: base,
    OWNER_SESSION_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    GITHUB_APP_ID: "bench",
    GITHUB_APP_PRIVATE_KEY: "bench: the sign-in page asks GitHub nothing",
    GITHUB_APP_INSTALLATION_ID: "bench",
    GITHUB_REPOSITORY: "bench/sign-in-page",
  };
}

/** The chunk every page of the site shares (vite.config.ts's "framework" group), found as e2e/budgets.spec.ts finds it. */
const isFrameworkChunk = (/** @type {string} */ url) => /\/framework-[\w-]+\.js$/.test(url);

/**
 * @typedef {{ file: string, gzip: number, later: boolean }} PageScript  `later`: reached only
 *   through a dynamic `import()`, loaded when the page asks for it.
 */

/** @param {string} code @returns {string[]} the addresses of the workers a built chunk starts */
function workerUrls(code) {
  return [...code.matchAll(/new Worker\(\s*new URL\(\s*["'`]([^"'`]+\.js)["'`]/g)].flatMap((match) => match[1] ?? []);
}

/**
 * @param {string} code
 * @returns {string[]} the scripts under /admin/ a built chunk names: the job page's offline worker,
 *   which it registers (app/owner/new-job/offline.ts), written beside the page, not bundled
 */
function adminScriptUrls(code) {
  return [...code.matchAll(/["'`](\/admin\/[\w.-]+\.js)["'`]/g)].flatMap((match) => match[1] ?? []);
}

/**
 * Every script a built page can load: those its HTML names, what they import, and what they
 * import later (dynamic imports, followed through), each gzipped at level 9 as the build
 * precompresses.
 * @param {string} clientDir  The build's `client` folder.
 * @param {string} htmlFile  The page's file, relative to it.
 * @returns {PageScript[]}
 */
export function pageScripts(clientDir, htmlFile) {
  /** @type {Map<string, boolean>} each script and whether it loads later */
  const found = new Map();
  const queue = scriptUrlsInHtml(readFileSync(path.join(clientDir, htmlFile), "utf8")).map((url) => ({
    url,
    later: false,
  }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, later } = next;
    const known = found.get(url);
    // Seen already, and as soon: nothing new below it.
    if (known === false || (known === true && later)) continue;
    found.set(url, later);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    // The offline worker imports nothing: the chunks its list of files names are not its imports.
    if (url.startsWith("/admin/")) continue;
    const { staticImports, dynamicImports } = importsInChunk(code);
    const resolve = (/** @type {string} */ specifier) =>
      specifier.startsWith("/") ? specifier : path.posix.join(path.posix.dirname(url), specifier);
    queue.push(
      ...staticImports.map((specifier) => ({ url: resolve(specifier), later })),
      ...dynamicImports.map((specifier) => ({ url: resolve(specifier), later: true })),
      // A worker the chunk starts (`new Worker(new URL(...))`, which Vite writes with its built
      // address) is the page's script too, loaded when the chunk starts it.
      ...workerUrls(code).map((specifier) => ({ url: resolve(specifier), later })),
      // The offline worker the page registers once it has loaded.
      ...adminScriptUrls(code).map((url) => ({ url, later: true })),
    );
  }
  return [...found]
    .map(([file, later]) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
      later,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, tti: number, totalBytes: number }} OwnerSample
 * @typedef {{ path: string, samples: OwnerSample[] }} OwnerPageResult
 * @typedef {{ ms: number, bytes: number, width: number, height: number, metadata: string[], colourProfileBytes: number }} PreparationSample
 * @typedef {{ pages: OwnerPageResult[], scripts: PageScript[], preparation: PreparationSample[] }} OwnerResults
 */

/** @param {import("lighthouse").RunnerResult["lhr"]} lhr @returns {OwnerSample} */
export function ownerSample(lhr) {
  const value = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    tti: value("interactive"),
    totalBytes: value("total-byte-weight"),
  };
}

const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const met = (/** @type {boolean} */ within) => (within ? "within" : "over");

/**
 * The owner's section of bench/results.md: a Lighthouse row per page, the job page's scripts
 * beyond the framework chunk, and the photo preparation, each against its target.
 * @param {OwnerResults} results
 */
export function ownerReport({ pages, scripts, preparation }) {
  const rows = pages.map(({ path: page, samples }) => {
    const of = (/** @type {keyof OwnerSample} */ key) => median(samples.map((sample) => sample[key]));
    return `| ${page} | ${Math.round(of("performance"))} | ${seconds(of("fcp"))} | ${seconds(of("lcp"))} | ${Math.round(of("tbt"))} | ${seconds(of("tti"))} | ${kB(of("totalBytes"))} |`;
  });
  const own = scripts.filter((script) => !isFrameworkChunk(script.file));
  const ownGzip = own.reduce((sum, script) => sum + script.gzip, 0);
  const framework = scripts.filter((script) => isFrameworkChunk(script.file));
  const chunkList = own
    .map((script) => `\`${script.file}\` ${kB(script.gzip)}${script.later ? " (later)" : ""}`)
    .join(", ");
  const signIn = pages.find((page) => page.path === signInPath);
  const signInTti = median(signIn?.samples.map((sample) => sample.tti) ?? []);
  const signInLine = signIn
    ? `The sign-in page is interactive in ${seconds(signInTti)} s, median of ${signIn.samples.length} ` +
      `(${met(signInTti <= targets.signInInteractiveMs)} ${seconds(targets.signInInteractiveMs)} s).`
    : "";
  const ms = median(preparation.map((sample) => sample.ms));
  const last = preparation.at(-1);
  const longest = last ? Math.max(last.width, last.height) : NaN;
  const preparedLine = last
    ? `${kB(last.bytes)} KB (${met(last.bytes <= targets.preparedBytes)} ${kB(targets.preparedBytes)}), ` +
      `${last.width}x${last.height} (longest side ${met(longest <= targets.preparedLongestSide)} ${targets.preparedLongestSide}), ` +
      `EXIF, XMP or IPTC left: ${last.metadata.join(", ") || "none"} (a colour profile of ${last.colourProfileBytes} bytes, which Chromium writes)`
    : "not measured";
  return [
    "| page | perf | FCP s | LCP s | TBT ms | TTI s | KB loaded |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `The job page's JavaScript beyond the framework chunk (${framework.map((script) => `\`${script.file}\` ${kB(script.gzip)} KB`).join(", ") || "none found"}): ` +
      `${kB(ownGzip)} KB gzipped, ${met(ownGzip <= targets.scriptGzipBytes)} the target of ${kB(targets.scriptGzipBytes)} KB; ` +
      `KB gzipped per chunk, "later" when only a dynamic import reaches it: ${chunkList}.`,
    "",
    ...(signInLine ? [signInLine, ""] : []),
    `A 4032x3024 phone JPEG with EXIF and GPS, prepared by the job page's module with the CPU 4x slower: ` +
      `${seconds(ms)} s, median of ${preparation.length} (${met(ms <= targets.prepareMs)} ${seconds(targets.prepareMs)} s); ${preparedLine}.`,
    "",
  ].join("\n");
}
