// @ts-check
/**
 * `npm run bench`: how fast the production build paints and becomes usable, served exactly as
 * `npm start` serves it.
 *
 * Per page, RUNS times: Lighthouse with its mobile defaults (simulated slow 4G, the CPU slowed to the
 * targets' slow phone, bench/cpu-slowdown.mjs): performance score, FCP, LCP, TBT, CLS and the
 * gzipped JavaScript the page loaded, for the page and, alternating, for the same page with its
 * scripts blocked (bench/scripts-blocked.mjs), the main-thread target's reference; once per page,
 * the brotli bytes of its HTML up to the end of `<head>` and up to its hero image. Per gallery
 * page, RUNS times on a phone throttled by Chromium itself: how long after first paint the
 * gallery's next control first moves it, and when its JavaScript has hydrated it (see
 * scripts/bench/gallery-ready.mjs). Medians go into one table. Then the owner's pages, in the same
 * runs (scripts/bench/owner-pages.mjs): Lighthouse on the job page and on the site editor (with
 * time to interactive and bytes), the job page's JavaScript beyond the framework chunk, and the
 * time to prepare a phone's photo with the CPU 4x slower, once per run.
 *
 *   npm run bench                          this site
 *   npm run bench -- --against <URL>       and the same pages of another site, alternating run by
 *                                          run, with the ratio of each figure (this / other)
 *   npm run bench -- --against bare        against each page cut down to heading, one line and
 *                                          hero picture (bench/bare-pages.mjs): the network's limit;
 *                                          and the framework floor, the same bare page hydrated by
 *                                          React and React Router alone (bench/framework-floor.mjs)
 *   npm run bench -- --throttling devtools Chromium slows the phone itself and the HTML streams,
 *                                          instead of Lighthouse's model (bench/throttling-method.mjs)
 *   npm run bench -- --interactions        only the interactions (scripts/bench/interaction-list.mjs)
 *   npm run bench -- --build-cost          only the host build's extra time for one new job's photo, as
 *                                          a phone writes it and as the job page prepares it
 *                                          (bench/build-cost.mjs, results-build-cost.*)
 *   npm run bench -- --leads               only a quote request's way to the owner's phone
 *                                          (bench/lead-delivery.mjs, results-leads.*)
 *
 * In the same runs, each page, its scripts-blocked self (and, against bare, its framework floor) are
 * also loaded BENCH_TRACES (3) times each in Chromium with the phone throttling, alternating, and
 * traced: their long tasks, their blocking and the work inside them by kind
 * (scripts/bench/long-tasks.mjs), beside Lighthouse's TBT; and Lighthouse's measure of the CPU
 * (`benchmarkIndex`) is kept with every audit. After the pages, each control's interaction to next
 * paint on a mid-range phone and on the slow one, alternating, each traced for the waits only
 * Linux's font configuration causes (bench/font-waits.mjs), and a menu link's tap to the next
 * page's hero, BENCH_INTERACTION_RUNS (5) times on fresh phones (scripts/bench/interactions.mjs).
 * Last, a quote request sent BENCH_LEAD_RUNS (5) times from a fresh visitor's phone with its CPU
 * 4x slower to the owner's phone, on the site with its sign-in and a push service's stand-in:
 * from the tap on Send to the visitor's reached panel and to the owner's notification
 * (scripts/bench/lead-delivery.mjs, also written to results-leads.*).
 *
 * Writes bench/results.json and bench/results.md, or results-devtools.* (a run of some pages only,
 * BENCH_PATHS, writes them to bench/out/ instead, so the tracked tables stay whole); full
 * Lighthouse reports go to bench/out/. Chromium is found as for the browser tests (chromium.mjs).
 * Environment: CHROMIUM_PATH, BENCH_RUNS (3), BENCH_PATHS (comma-separated, default the five
 * pages), BENCH_GALLERIES (the gallery pages among them), BENCH_OWNER=0 (leaves the owner's pages
 * out), BENCH_TRACES (3, loads traced per page and run), BENCH_INTERACTIONS (see
 * interaction-list.mjs), BENCH_INTERACTION_RUNS (5),
 * BENCH_CPU_SLOWDOWN (by default the least from 4 up that brings this machine's benchmarkIndex,
 * measured as the bench starts, to at most 300 per 1x: bench/cpu-slowdown.mjs),
 * BENCH_MID_CPU_SLOWDOWN (the interactions' mid-range phone: by default the most from 4 up that
 * leaves it at 600 per 1x or more), BENCH_LEADS=0 (leaves the quote request out), BENCH_LEAD_RUNS
 * (5), PORT (default: any free port; the bare pages then take PORT + 1, the floor PORT + 2, the
 * pages with their scripts blocked PORT + 3, the quote request's site PORT + 4 and its GitHub
 * stand-in PORT + 5).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

import { startServer } from "../server/serve.mjs";

import { serveBarePages } from "./bench/bare-pages.mjs";
import { serveFloorPages } from "./bench/framework-floor.mjs";
import { scriptsBlockedName, serveScriptsBlockedPages } from "./bench/scripts-blocked.mjs";
import { buildCostReport, measureBuildCost } from "./bench/build-cost.mjs";
import { firstFlight } from "./bench/first-flight.mjs";
import { galleryReady, throttling } from "./bench/gallery-ready.mjs";
import { inpTargets, interactionNote, interactionTable, measureInteractions } from "./bench/interaction-list.mjs";
import { copyOf, gallerySelectors } from "./bench/interactions.mjs";
import { benchLeads, leadReport } from "./bench/lead-delivery.mjs";
import { mainThreadSample, traceLoad } from "./bench/long-tasks.mjs";
import {
  benchSignInSettings,
  jobPageFile,
  ownerPaths,
  ownerReport,
  ownerSample,
  pageScripts,
} from "./bench/owner-pages.mjs";
import { openPreparationPage, photoFacts } from "./bench/photo-preparation.mjs";
import {
  benchmarkReadings,
  chooseCpuSlowdown,
  measureBenchmarkIndex,
  targetIndexPerSlowdown,
} from "./bench/cpu-slowdown.mjs";
import { cpuIndex, mainThreadTable, mainThreadTargets, table, writeFormatted } from "./bench/report.mjs";
import { describeThrottling, throttlingMethod, throttlingSettings } from "./bench/throttling-method.mjs";
import { buildIfStale } from "./build-if-stale.mjs";
import { chromiumArgs as chromeFlags, findChromium } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const benchDir = path.join(root, "bench");
const outDir = path.join(benchDir, "out");
const resultsDir =
  process.env.BENCH_PATHS === undefined && !process.argv.includes("--interactions") ? benchDir : outDir;

const { values: options } = parseArgs({
  options: {
    against: { type: "string" },
    throttling: { type: "string", default: "simulate" },
    "build-cost": { type: "boolean", default: false },
    interactions: { type: "boolean", default: false },
    leads: { type: "boolean", default: false },
  },
});
if (options["build-cost"]) {
  await measureBuildCost(benchDir);
  process.exit(0);
}
const basePort = Number(process.env.PORT ?? 0);
const nextPort = (/** @type {number} */ offset) => (basePort ? basePort + offset : 0);
/** A quote request's runs to the owner's phone (bench/lead-delivery.mjs). */
const leadRuns = process.env.BENCH_LEADS === "0" || options.interactions ? 0 : Number(process.env.BENCH_LEAD_RUNS ?? 5);
if (options.leads) {
  buildIfStale();
  await mkdir(resultsDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromeFlags });
  try {
    await benchLeads({ dir: resultsDir, browser, port: nextPort(4), runs: leadRuns || 5, log: console.log });
  } finally {
    await browser.close();
  }
  process.exit(0);
}
const method = (() => {
  try {
    return throttlingMethod(options.throttling);
  } catch (error) {
    console.error(`bench: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
})();
const resultsName = options.interactions
  ? "results-interactions"
  : method === "simulate"
    ? "results"
    : `results-${method}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const onlyInteractions = options.interactions;
const paths = onlyInteractions
  ? []
  : (process.env.BENCH_PATHS ?? "/,/drives-and-landscapes,/exterior-cleaning,/about,/contact").split(",");
const ownerPages = process.env.BENCH_OWNER === "0" || onlyInteractions ? [] : ownerPaths;
const traceLoads = Number(process.env.BENCH_TRACES ?? 3);
const interactionRuns = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const interactionNames = process.env.BENCH_INTERACTIONS?.split(",").map((name) => name.trim());
// The galleries' parts, found by the words the content gives them.
const selectors = gallerySelectors(copyOf(root));
const galleryPaths = (process.env.BENCH_GALLERIES ?? "/drives-and-landscapes,/exterior-cleaning")
  .split(",")
  .filter((page) => paths.includes(page));

/** @type {Map<string, number>} */
const gzipCache = new Map();

/**
 * A script's size as gzip would send it, the same way for any site: asked for gzipped, and
 * compressed here at level 9 when the server sends it plain.
 * @param {string} url
 * @returns {Promise<number>}
 */
function gzippedSize(url) {
  const known = gzipCache.get(url);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const size =
            response.headers["content-encoding"] === "gzip" ? body.length : gzipSync(body, { level: 9 }).length;
          gzipCache.set(url, size);
          resolve(size);
        });
      })
      .on("error", reject);
  });
}

/** @param {import("lighthouse").RunnerResult} result */
async function summarise(result) {
  const { lhr } = result;
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    /** @type {{ items?: { url: string, resourceType?: string, transferSize?: number }[] } | undefined} */ (
      lhr.audits["network-requests"]?.details
    );
  const scripts = (requests?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith("http"))
    .map((item) => item.url);
  const sizes = await Promise.all(scripts.map(gzippedSize));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    // Headers and body as received: Lighthouse's model waits for all of it before the first paint,
    // so a page beyond the first round trip's ~14 KB (ten TCP segments) pays one more trip.
    documentBytes: requests?.items?.find((item) => item.resourceType === "Document")?.transferSize ?? NaN,
    // How fast this machine's CPU is by Lighthouse's own measure, so runs on others can be compared.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** @type {Map<string, { headBytes: number, heroBytes: number }>} */
const flights = new Map();
/** The page's first flight (bench/first-flight.mjs), once per address. @param {string} url */
async function firstFlightOf(url) {
  const known = flights.get(url);
  if (known) return known;
  const flight = firstFlight(await (await fetch(url)).text());
  flights.set(url, flight);
  return flight;
}

/** @param {number} port @param {string} url */
async function audit(port, url, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", maxWaitForLoad: 30_000 },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories: ["performance"],
        ...throttlingSettings(method, cpuSlowdown),
        // A first visit: Lighthouse clears the cache but by default keeps local storage, where the
        // site remembers that the browser holds its headings' font (app/lib/brand-face.ts).
        clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
      },
    },
  );
  const failure = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!failure && result) return result;
  // Trace recording fails now and then (NO_NAVSTART) on a busy machine; a fresh run succeeds.
  if (attempt < 3) {
    console.log(`${url}: ${failure}; running it again`);
    return audit(port, url, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

/** @type {import("./bench/owner-pages.mjs").OwnerResults} */
const owner = { pages: ownerPages.map((page) => ({ path: page, samples: [] })), scripts: [], preparation: [] };

/**
 * One run of the owner's pages: Lighthouse on each, then the phone's photo prepared once with
 * the CPU 4x slower.
 * @param {number} chromePort
 * @param {number} run
 * @param {Awaited<ReturnType<typeof openPreparationPage>>} preparation
 */
async function measureOwnerPages(chromePort, run, preparation) {
  for (const result of owner.pages) {
    const audited = await audit(chromePort, `${sites[0]?.base}${result.path}`);
    const name = `owner-${result.path.replace(/^\/|\/$/g, "").replace(/\//g, "-")}-${run}`;
    await writeFile(path.join(outDir, `${name}.json`), /** @type {string} */ (audited.report));
    const sample = ownerSample(audited.lhr);
    result.samples.push(sample);
    console.log(
      `[owner ${run}/${runs}] ${result.path}: perf ${sample.performance}, FCP ${sample.fcp} ms, LCP ${sample.lcp} ms, ` +
        `TBT ${sample.tbt} ms, TTI ${sample.tti} ms, ${(sample.totalBytes / 1024).toFixed(1)} KB loaded`,
    );
  }
  const { prepared, ms } = await preparation.prepare(4);
  const facts = await photoFacts(prepared);
  owner.preparation.push({ ms, ...facts });
  console.log(
    `[owner ${run}/${runs}] phone photo prepared with the CPU 4x slower in ${Math.round(ms)} ms: ` +
      `${(facts.bytes / 1024).toFixed(0)} KB, ${facts.width}x${facts.height}, EXIF, XMP or IPTC left: ${facts.metadata.join(", ") || "none"}`,
  );
}

buildIfStale();
const loadBefore = os.loadavg()[0]?.toFixed(1);
const server = await startServer({ port: basePort, host: "localhost" });
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;
const executablePath = findChromium();
await mkdir(outDir, { recursive: true });

const sites = [{ name: "this site", base: `http://localhost:${port}` }];
// The sign-in page is the function's, sent only where the sign-in is set up.
Object.assign(process.env, benchSignInSettings(`http://localhost:${port}`, process.env));
const cutDown = {
  client: path.join(root, "build/client"),
  // The home page always: the interactions' reference tap is played on its bare and floor pages.
  pagePaths: paths.includes("/") ? paths : ["/", ...paths],
  fetchPage: async (/** @type {string} */ page) => (await fetch(`${sites[0]?.base}${page}`)).text(),
  fetchFile: async (/** @type {string} */ url) => (await fetch(`${sites[0]?.base}${url}`)).text(),
};
/**
 * The CPU slowdown of every throttled run, Lighthouse's and Chromium's alike (bench/cpu-slowdown.mjs),
 * before any: BENCH_CPU_SLOWDOWN, or enough for this machine's CPU, measured now.
 */
async function slowdownForThisMachine() {
  const chosen = await chooseCpuSlowdown(process.env, () => measureBenchmarkIndex(tracer)).catch((error) => {
    console.error(`bench: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  });
  throttling.cpuSlowdown = chosen.slowdown;
  const index = chosen.benchmarkIndex;
  console.log(
    index === undefined
      ? `bench: the CPU slowed ${chosen.slowdown}x, ${chosen.midRange}x for the mid-range phone's taps (set by hand)`
      : `bench: this machine's benchmarkIndex is ${Math.round(index)} (the highest of ${benchmarkReadings}): the CPU slowed ` +
          `${chosen.slowdown}x, ${Math.round(index / chosen.slowdown)} per 1x (the targets' is ${targetIndexPerSlowdown} or less); ` +
          `the mid-range phone's taps ${chosen.midRange}x, ${Math.round(index / chosen.midRange)} per 1x`,
  );
  return chosen;
}

const bare = options.against === "bare" ? await serveBarePages({ ...cutDown, port: nextPort(1) }) : undefined;
const floor = options.against === "bare" ? await serveFloorPages({ ...cutDown, port: nextPort(2) }) : undefined;
const floorName = "framework floor";
if (bare && floor) sites.push({ name: "bare pages", base: bare.base }, { name: floorName, base: floor.base });
else if (options.against) sites.push({ name: new URL(options.against).host, base: options.against.replace(/\/$/, "") });
// Each page against itself with its scripts blocked: the main-thread target's reference (decision 182).
const blocked = paths.length
  ? await serveScriptsBlockedPages({ ...cutDown, pagePaths: paths, port: nextPort(3) })
  : undefined;
if (blocked) sites.push({ name: scriptsBlockedName, base: blocked.base });
/** The site measured against, with `--against`: the bare pages or another site. */
const otherSite = options.against ? sites[1] : undefined;

/** @type {import("./bench/report.mjs").PageResult[]} */
const results = sites.flatMap((site) => paths.map((page) => ({ site: site.name, path: page, samples: [] })));
const resultFor = (/** @type {string} */ site, /** @type {string} */ page) =>
  /** @type {import("./bench/report.mjs").PageResult} */ (results.find((r) => r.site === site && r.path === page));

/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;
/** Where the pages are traced and the interactions played, beside Lighthouse's Chromium. */
const tracer = await chromium.launch({ executablePath, args: chromeFlags });

/**
 * The page's main thread, its scripts-blocked self's and its floor's, each traced `traceLoads`
 * times in this run, alternating, every load kept with the run's sample: one load's blocking can be
 * half or twice another's, as a task crosses 50 ms or not, so one load per run made the difference
 * swing from run to run.
 * @param {string} page
 */
async function traceMainThreads(page) {
  const traced = sites.filter((site) => site === sites[0] || [floorName, scriptsBlockedName].includes(site.name));
  for (let load = 0; load < traceLoads; load++) {
    for (const site of traced) {
      const sample = resultFor(site.name, page).samples.at(-1);
      if (sample) (sample.mainThread ??= []).push(mainThreadSample(await traceLoad(tracer, `${site.base}${page}`)));
    }
  }
  const blockings = traced.map((site) => {
    const loads = resultFor(site.name, page).samples.at(-1)?.mainThread ?? [];
    return `${site.name} ${loads.map((load) => Math.round(load.blocking)).join(", ")} ms`;
  });
  console.log(`  main thread of ${page}, blocking in long tasks: ${blockings.join("; ")}`);
}
const {
  slowdown: cpuSlowdown,
  midRange: midRangeSlowdown,
  benchmarkIndex: startingIndex,
} = await slowdownForThisMachine();
/** This machine's index as the bench started, per 1x of a slowdown; undefined where not measured. */
const perSlowdown = (/** @type {number} */ slowdown) =>
  startingIndex === undefined ? undefined : Math.round(startingIndex / slowdown);
const preparation = ownerPages.length ? await openPreparationPage({ executablePath, args: chromeFlags }) : undefined;
try {
  if (ownerPages.length) owner.scripts = pageScripts(path.join(root, "build/client"), jobPageFile);
  chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags, logLevel: "silent" });
  const total = runs * paths.length * sites.length;
  let done = 0;
  for (let run = 1; run <= runs; run++) {
    for (const page of paths) {
      // Alternating site by site within each run, so a busy moment of the machine hits both.
      for (const site of sites) {
        const result = await audit(chrome.port, `${site.base}${page}`);
        const sample = await summarise(result);
        const prefix =
          site === sites[0]
            ? ""
            : site.name === floorName
              ? "floor-"
              : site.name === scriptsBlockedName
                ? "blocked-"
                : "against-";
        const name = `${prefix}${page === "/" ? "home" : page.slice(1).replace(/\//g, "-")}-${run}`;
        await writeFile(path.join(outDir, `${name}.json`), /** @type {string} */ (result.report));
        /** @type {import("./bench/report.mjs").Sample} */
        const full = { ...sample, ...(await firstFlightOf(`${site.base}${page}`)) };
        // The bare and floor pages have no gallery, and a gallery without its script does not hydrate.
        const withGallery = site === sites[0] || (site === otherSite && !bare);
        if (galleryPaths.includes(page) && withGallery) {
          const ready = await galleryReady({
            url: `${site.base}${page}`,
            executablePath,
            args: chromeFlags,
            selectors,
          }).catch((error) => {
            console.log(`${site.name} ${page}: ${error.message}`);
            return null;
          });
          if (ready) {
            full.readyAfterPaint = ready.readyAfterPaint;
            if (ready.hydratedAfterPaint !== null) full.hydratedAfterPaint = ready.hydratedAfterPaint;
          }
        }
        resultFor(site.name, page).samples.push(full);
        done++;
        console.log(
          `[${done}/${total}] ${site.name} ${page}: perf ${full.performance}, FCP ${full.fcp} ms, LCP ${full.lcp} ms, ` +
            `TBT ${full.tbt} ms, CLS ${full.cls}, JS ${(full.jsGzipBytes / 1024).toFixed(1)} KB, ` +
            `page sent ${(full.documentBytes / 1024).toFixed(1)} KB, ` +
            `up to the hero ${((full.heroBytes ?? NaN) / 1024).toFixed(1)} KB, CPU index ${full.benchmarkIndex}` +
            (full.readyAfterPaint !== undefined
              ? `, gallery ready ${Math.round(full.readyAfterPaint)} ms after paint`
              : ""),
        );
      }
      await traceMainThreads(page);
    }
    if (preparation) await measureOwnerPages(chrome.port, run, preparation);
  }
  const interactions =
    interactionNames?.[0] === "0"
      ? undefined
      : await measureInteractions({
          browser: tracer,
          base: sites[0]?.base ?? "",
          client: path.join(root, "build/client"),
          root,
          runs: interactionRuns,
          only: interactionNames,
          speeds: [
            { name: "Mid-range phone", slowdown: midRangeSlowdown, target: inpTargets.midRange },
            { name: "Slow phone", slowdown: cpuSlowdown, target: inpTargets.slow },
          ].map((speed) => ({ ...speed, indexPerSlowdown: perSlowdown(speed.slowdown) })),
          references:
            bare && floor
              ? [
                  { name: "bare pages", base: bare.base, hydrated: false },
                  { name: floorName, base: floor.base, hydrated: true },
                ]
              : [],
          log: console.log,
        });
  // Last: its site takes the sign-in's settings for itself while it runs.
  const leads = leadRuns
    ? await benchLeads({ dir: resultsDir, browser: tracer, port: nextPort(4), runs: leadRuns, log: console.log })
    : undefined;
  const browser = spawnSync(executablePath, ["--version"], { encoding: "utf8" }).stdout.trim();
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
  ).version;
  const date = new Date().toISOString().slice(0, 10);
  const note =
    `Median of ${runs} runs per page, ${date}, ${browser}, load average ${loadBefore} before and ` +
    `${os.loadavg()[0]?.toFixed(1)} after on ${os.cpus().length} cores. perf to JS: Lighthouse ${lighthouseVersion}, ` +
    `mobile defaults, ${describeThrottling(method, cpuSlowdown)}; JS is the gzipped scripts the page loaded; page sent: the HTML response, headers included, as Lighthouse received it. head and to hero: ` +
    `the HTML up to the end of its head and up to its hero image, in KB of brotli (bench/first-flight.mjs). gallery ready: ` +
    `seconds from first paint until the gallery's next control first moves it, and hydrated: until its ` +
    `script has run, on a phone throttled by Chromium (${throttling.latency} ms RTT, ` +
    `${throttling.downloadKbps / 1000} Mbit/s, ${throttling.cpuSlowdown}x CPU).` +
    (otherSite ? ` ratio: this site / ${otherSite.name} (${otherSite.base}).` : "") +
    (floor
      ? ` ${floorName}: the bare page hydrated by the production React, React DOM and React Router chunk with an ` +
        `empty route (bench/framework-floor.mjs); vs floor: this site / floor, and TBT in ms above the floor's.`
      : "") +
    (blocked
      ? ` ${scriptsBlockedName}: the page as served, less every script element (bench/scripts-blocked.mjs); ` +
        `vs scripts blocked: this site / that page, and TBT in ms above its TBT.`
      : "");
  const names = {
    site: sites[0]?.name ?? "",
    other: otherSite?.name,
    floor: floor ? floorName : undefined,
    blocked: blocked ? scriptsBlockedName : undefined,
  };
  const cpu = cpuIndex(results, cpuSlowdown);
  const cpuNote = Number.isFinite(cpu.median)
    ? ` CPU: Lighthouse's benchmarkIndex ${cpu.median} (${cpu.lowest}-${cpu.highest} over the audits), ` +
      `${cpu.perSlowdown} per ${cpuSlowdown}x of slowdown (the targets hold for ${targetIndexPerSlowdown} or less).`
    : "";
  const mainThreadSection = blocked
    ? `\n## Main thread\n\nEach page against itself with its scripts blocked, in the same runs, alternating` +
      `${floor ? ", the framework floor beside for reference" : ""}: Lighthouse's TBT as above, then each loaded ` +
      `${traceLoads} times more in each run in Chromium with the phone throttling (${throttling.latency} ms RTT, ` +
      `${throttling.downloadKbps / 1000} Mbit/s, ${cpuSlowdown}x CPU) and traced until still for 4 s after load ` +
      `(scripts/bench/long-tasks.mjs): median of the ${runs * traceLoads} loads of their blocking (the part of each ` +
      `task beyond 50 ms), the number of tasks over 50 ms, and the work inside them by kind with the part above ` +
      `the scripts-blocked page's in brackets. Target: TBT at most the scripts-blocked page's + ` +
      `${mainThreadTargets.tbtAboveScriptsBlocked} ms at the stated CPU (${targetIndexPerSlowdown} or less per 1x; ` +
      `this run's in the note above).\n\n` +
      mainThreadTable(results, { site: names.site, blocked: scriptsBlockedName, floor: names.floor })
    : "";
  const interactionSection = interactions
    ? `\n## Interactions\n\n${interactionNote(interactionRuns)}\n\n${interactionTable(interactions)}`
    : "";
  const ownerNote =
    `The job page (/admin/new-job) beside the site editor (/admin/) and the sign-in page (/api/owner/sign-in), in the same runs, median of ${runs}: ` +
    `Lighthouse as above; TTI is its time to interactive, KB loaded its total byte weight (transferred bytes). ` +
    `The job page's scripts are read from the build (scripts/bench/owner-pages.mjs); the photo is prepared once ` +
    `per run in Chromium by the job page's module (scripts/bench/photo-preparation.mjs).`;
  const ownerSection = ownerPages.length ? `\n## The owner's pages\n\n${ownerNote}\n\n${ownerReport(owner)}` : "";
  const leadSection = leads ? `\n## A quote request to the owner's phone\n\n${leadReport(leads)}` : "";
  const pageSection = paths.length ? `${note}${cpuNote}\n\n${table(results, names)}${mainThreadSection}` : "";
  const markdown = onlyInteractions
    ? `Load average ${loadBefore} before and ${os.loadavg()[0]?.toFixed(1)} after on ${os.cpus().length} cores, ${date}, ${browser}.\n${interactionSection}`
    : `${pageSection}${interactionSection}${ownerSection}${leadSection}${buildCostReport(benchDir)}`;
  await writeFile(
    path.join(resultsDir, `${resultsName}.json`),
    `${JSON.stringify({ date, browser, lighthouse: lighthouseVersion, method, throttling, midRangeSlowdown, load: { before: loadBefore, after: os.loadavg()[0]?.toFixed(1) }, cpu, sites, results, interactions, owner, leads }, null, 2)}\n`,
  );
  await writeFormatted(path.join(resultsDir, `${resultsName}.md`), `# Benchmark\n\n${markdown}`);
  const written = path.relative(root, resultsDir);
  console.log(`\n${markdown}\nWritten to ${written}/${resultsName}.md and ${written}/${resultsName}.json.`);
} finally {
  await chrome?.kill();
  await tracer.close();
  await preparation?.close();
  server.closeAllConnections();
  server.close();
  bare?.server.close();
  floor?.server.close();
  blocked?.server.close();
}
