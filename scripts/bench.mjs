// @ts-check
/**
 * `npm run bench`: Lighthouse on the production build, served exactly as `npm start` serves it.
 *
 * Each page is measured RUNS times with Lighthouse's mobile defaults (simulated slow 4G and a
 * 4x slower CPU), then once more with every script blocked: that run is the page's lower bound,
 * what the same HTML, CSS, fonts and images cost without JavaScript. The ratio of the two LCPs
 * is what the scripts cost the visitor.
 *
 * Writes bench/results.json and bench/results.md; full Lighthouse reports go to bench/out/.
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium, else chromium on PATH), BENCH_RUNS (3),
 * BENCH_PATHS (comma-separated, default the five pages), PORT (default: any free port).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { startServer } from "../server/serve.mjs";

import { buildIfStale } from "./build-if-stale.mjs";
import { chromiumArgs as chromeFlags } from "./chromium-flags.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = path.join(root, "build/client");
const benchDir = path.join(root, "bench");
const outDir = path.join(benchDir, "out");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const paths = (process.env.BENCH_PATHS ?? "/,/drives-and-landscapes,/exterior-cleaning,/about,/contact").split(",");

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const found = spawnSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
    encoding: "utf8",
  }).stdout.trim();
  if (found) return found;
  throw new Error("No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.");
}

/**
 * Gzipped size of the scripts a page loaded, from the build's own `.gz` twins, so the figure
 * does not depend on which encoding the browser negotiated.
 * @param {string[]} urls
 */
function gzippedBytes(urls) {
  return urls.reduce((sum, url) => {
    const file = path.join(client, decodeURIComponent(new URL(url).pathname));
    return sum + (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0);
  }, 0);
}

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, totalBytes: number, jsGzipBytes: number,
 *   lcpElement: string }} Run
 */

/** @param {import("lighthouse").RunnerResult} result @returns {Run} */
function summarise(result) {
  const { lhr } = result;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = /** @type {{ items?: { url: string, resourceType?: string }[] } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  const scripts = (requests?.items ?? []).filter((item) => item.resourceType === "Script").map((item) => item.url);
  const lcpDetails = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    totalBytes: Math.round(value("total-byte-weight")),
    jsGzipBytes: gzippedBytes(scripts),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const metrics = /** @type {const} */ ([
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "totalBytes",
  "jsGzipBytes",
]);

/** @param {Run[]} samples */
function aggregate(samples) {
  /** @type {Record<string, { median: number, min: number, max: number }>} */
  const summary = {};
  for (const metric of metrics) {
    const values = samples.map((sample) => sample[metric]);
    summary[metric] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  return summary;
}

/**
 * @param {number} port
 * @param {string} url
 * @param {{ blockScripts: boolean }} options
 */
async function audit(port, url, { blockScripts }, attempt = 1) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      maxWaitForLoad: 30_000,
      blockedUrlPatterns: blockScripts ? ["*.js"] : [],
    },
    // Mobile defaults with simulated throttling; only the four categories of the report.
    {
      extends: "lighthouse:default",
      settings: { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
    },
  );
  const failure = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!failure && result) return result;
  // Trace recording fails now and then (NO_NAVSTART) on a busy machine; a fresh run succeeds.
  if (attempt < 3) {
    console.log(`${url}: ${failure}; running it again`);
    return audit(port, url, { blockScripts }, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/**
 * @param {{ median: number, min: number, max: number }} m
 * @param {(n: number) => string} format
 */
const cell = (m, format) =>
  m.min === m.max ? format(m.median) : `${format(m.median)} (${format(m.min)}-${format(m.max)})`;

/** @param {any[]} pages @param {{ runs: number, chromium: string, lighthouse: string, date: string, load: { cores: number, before: number[], after: number[] } }} meta */
function markdown(pages, meta) {
  const header =
    "| page | perf | a11y | best pr. | SEO | FCP s | LCP s | no-JS LCP s | LCP / no-JS | TBT ms | CLS | total KB | JS KB gz |\n" +
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
  const rows = pages
    .map((page) => {
      const s = page.summary;
      const int = (/** @type {number} */ n) => String(Math.round(n));
      return `| ${page.path} | ${cell(s.performance, int)} | ${cell(s.accessibility, int)} | ${cell(s.bestPractices, int)} | ${cell(s.seo, int)} | ${cell(s.fcp, seconds)} | ${cell(s.lcp, seconds)} | ${seconds(page.noJs.lcp)} | ${page.lcpRatio.toFixed(2)} | ${cell(s.tbt, int)} | ${cell(s.cls, (n) => n.toFixed(3))} | ${cell(s.totalBytes, kb)} | ${cell(s.jsGzipBytes, kb)} |`;
    })
    .join("\n");
  return (
    `Median of ${meta.runs} Lighthouse ${meta.lighthouse} runs per page (min-max in brackets), mobile defaults, ` +
    `simulated throttling, ${meta.chromium}; no-JS LCP is one run with \`*.js\` blocked. ${meta.date}; load average ${meta.load.before[0]} before, ${meta.load.after[0]} after, on ${meta.load.cores} cores.\n\n` +
    header +
    rows +
    "\n"
  );
}

buildIfStale();
const loadBefore = os.loadavg().map((n) => Number(n.toFixed(1)));
const server = await startServer({ port: Number(process.env.PORT ?? 0), host: "localhost" });
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;
const chromePath = chromiumPath();
await mkdir(outDir, { recursive: true });

/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  const browserVersion = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
  const pages = [];
  for (const pagePath of paths) {
    const url = `http://localhost:${port}${pagePath}`;
    /** @type {Run[]} */
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const result = await audit(chrome.port, url, { blockScripts: false });
      samples.push(summarise(result));
      const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/\//g, "-");
      await writeFile(path.join(outDir, `${name}-${run}.json`), /** @type {string} */ (result.report));
      const last = samples[samples.length - 1];
      console.log(
        `${pagePath} run ${run}: perf ${last?.performance}, LCP ${last?.lcp} ms, TBT ${last?.tbt} ms, CLS ${last?.cls}`,
      );
    }
    const noJsResult = await audit(chrome.port, url, { blockScripts: true });
    const noJs = summarise(noJsResult);
    const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/\//g, "-");
    await writeFile(path.join(outDir, `${name}-no-js.json`), /** @type {string} */ (noJsResult.report));
    console.log(`${pagePath} no-JS: perf ${noJs.performance}, LCP ${noJs.lcp} ms`);
    const summary = aggregate(samples);
    pages.push({ path: pagePath, summary, lcpRatio: (summary.lcp?.median ?? NaN) / noJs.lcp, noJs, samples });
  }
  const meta = {
    runs,
    chromium: browserVersion,
    lighthouse: JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
    date: new Date().toISOString().slice(0, 10),
    // Timings are simulated from a real trace: a busy machine (load above its core count) inflates TBT.
    load: { cores: os.cpus().length, before: loadBefore, after: os.loadavg().map((n) => Number(n.toFixed(1))) },
  };
  await writeFile(path.join(benchDir, "results.json"), `${JSON.stringify({ ...meta, pages }, null, 2)}\n`);
  const table = markdown(pages, meta);
  await writeFile(path.join(benchDir, "results.md"), table);
  console.log(`\n${table}`);
} finally {
  await chrome?.kill();
  server.closeAllConnections();
  server.close();
}
