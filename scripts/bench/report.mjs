// @ts-check
/** Tables of `npm run bench`: medians per page and site, and the ratio of this site to another. */
import { writeFile } from "node:fs/promises";

import { format, resolveConfig } from "prettier";

/** Writes a results file as Prettier formats a file of its kind. @param {string} file @param {string} text */
export async function writeFormatted(file, text) {
  await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, cls: number, jsGzipBytes: number,
 *   documentBytes: number, headBytes?: number, heroBytes?: number, readyAfterPaint?: number, hydratedAfterPaint?: number,
 *   benchmarkIndex?: number, mainThread?: MainThread[] }} Sample
 * @typedef {{ longTasks: number, blocking: number, script: number, style: number, layout: number, paint: number }} MainThread
 * @typedef {{ site: string, path: string, samples: Sample[] }} PageResult
 */

/** The figures of the table, in order, with how each is printed. */
const columns = /** @type {const} */ ([
  { key: "performance", title: "perf", format: (/** @type {number} */ n) => String(Math.round(n)) },
  { key: "fcp", title: "FCP s", format: (/** @type {number} */ n) => (n / 1000).toFixed(2) },
  { key: "lcp", title: "LCP s", format: (/** @type {number} */ n) => (n / 1000).toFixed(2) },
  { key: "tbt", title: "TBT ms", format: (/** @type {number} */ n) => String(Math.round(n)) },
  { key: "cls", title: "CLS", format: (/** @type {number} */ n) => n.toFixed(3) },
  { key: "jsGzipBytes", title: "JS KB gz", format: (/** @type {number} */ n) => (n / 1024).toFixed(1) },
  { key: "documentBytes", title: "page KB sent", format: (/** @type {number} */ n) => (n / 1024).toFixed(1) },
  { key: "headBytes", title: "head KB br", format: (/** @type {number} */ n) => (n / 1024).toFixed(1) },
  { key: "heroBytes", title: "to hero KB br", format: (/** @type {number} */ n) => (n / 1024).toFixed(1) },
  { key: "readyAfterPaint", title: "gallery ready s", format: (/** @type {number} */ n) => (n / 1000).toFixed(2) },
  { key: "hydratedAfterPaint", title: "hydrated s", format: (/** @type {number} */ n) => (n / 1000).toFixed(2) },
]);

/** @param {Sample[]} samples */
function medians(samples) {
  return Object.fromEntries(columns.map(({ key }) => [key, median(samples.map((sample) => sample[key] ?? NaN))]));
}

/** @param {number} value @param {number} other */
function ratio(value, other) {
  if (!Number.isFinite(value) || !Number.isFinite(other)) return "";
  if (other === 0) return value === 0 ? "1.00" : "";
  return (value / other).toFixed(2);
}

/**
 * The row comparing this site with a reference of its own (the framework floor, the page with its
 * scripts blocked): ratios like the other row, but TBT as milliseconds above the reference's, the
 * figure its target is set in (scripts blocked + 30 ms).
 * @param {Record<string, number>} mine @param {Record<string, number>} reference
 */
function differenceCells(mine, reference) {
  return columns.map(({ key }) => {
    const [value, base] = [mine[key] ?? NaN, reference[key] ?? NaN];
    if (key !== "tbt") return ratio(value, base) || "-";
    if (!Number.isFinite(value) || !Number.isFinite(base)) return "-";
    return signed(Math.round(value - base));
  });
}

/** @param {number} n */
const signed = (n) => (n >= 0 ? `+${n}` : String(n));

/**
 * One markdown table: a row per page and site; with a second site a ratio row per page (this
 * site's median over the other's; below 1 is better for every figure but perf); with a floor
 * site or the page with its scripts blocked, their rows and a "vs" row each (differenceCells).
 * @param {PageResult[]} results
 * @param {{ site: string, other?: string, floor?: string, blocked?: string }} names
 */
export function table(results, { site, other, floor, blocked }) {
  const header = `| page | site | ${columns.map((column) => column.title).join(" | ")} |`;
  const rule = `| ${["---", "---", ...columns.map(() => "---")].join(" | ")} |`;
  const rows = [];
  const paths = [...new Set(results.map((result) => result.path))];
  const find = (/** @type {string} */ path, /** @type {string | undefined} */ name) =>
    name ? results.find((result) => result.path === path && result.site === name) : undefined;
  for (const path of paths) {
    const [mine, theirs, floorResult, blockedResult] = [site, other, floor, blocked].map((name) => find(path, name));
    for (const result of [mine, theirs, floorResult, blockedResult]) {
      if (!result) continue;
      const m = medians(result.samples);
      const cells = columns.map(({ key, format }) => (Number.isFinite(m[key]) ? format(m[key] ?? NaN) : "-"));
      rows.push(`| ${path} | ${result.site} | ${cells.join(" | ")} |`);
    }
    if (!mine) continue;
    const a = medians(mine.samples);
    if (theirs) {
      const b = medians(theirs.samples);
      rows.push(
        `| ${path} | ratio | ${columns.map(({ key }) => ratio(a[key] ?? NaN, b[key] ?? NaN) || "-").join(" | ")} |`,
      );
    }
    for (const [label, reference] of /** @type {const} */ ([
      ["vs floor", floorResult],
      ["vs scripts blocked", blockedResult],
    ])) {
      if (reference)
        rows.push(`| ${path} | ${label} | ${differenceCells(a, medians(reference.samples)).join(" | ")} |`);
    }
  }
  return [header, rule, ...rows].join("\n") + "\n";
}

/**
 * The main-thread target (DECISIONS, Performance; decision 182): Lighthouse's TBT with the page's
 * scripts at most this many ms above the same page's with its scripts blocked, at the stated CPU.
 */
export const mainThreadTargets = { tbtAboveScriptsBlocked: 30 };

/** @typedef {{ site: string, blocked: string, floor?: string }} MainThreadNames */

/**
 * One page's row of the main-thread table, or undefined where the page or its scripts-blocked self
 * was not measured.
 * @param {PageResult[]} results @param {string} path @param {MainThreadNames} names
 */
function mainThreadRow(results, path, { site, blocked, floor }) {
  const find = (/** @type {string | undefined} */ name) =>
    results.find((result) => result.path === path && result.site === name);
  const [mine, base, floorResult] = [find(site), find(blocked), find(floor)];
  if (!mine || !base) return undefined;
  // The median over every traced load of every run, not of each run's median.
  const of = (/** @type {PageResult | undefined} */ result, /** @type {keyof MainThread} */ key) =>
    median((result?.samples ?? []).flatMap((sample) => sample.mainThread ?? []).map((load) => load[key]));
  const lighthouse = (/** @type {PageResult | undefined} */ result, /** @type {"tbt" | "performance"} */ key) =>
    median((result?.samples ?? []).map((sample) => sample[key]));
  const whole = (/** @type {number} */ n) => (Number.isFinite(n) ? String(Math.round(n)) : "-");
  const three = (/** @type {(result: PageResult | undefined) => number} */ read) =>
    [mine, base, floorResult].map((result) => whole(read(result))).join(" / ");
  const above = Math.round(lighthouse(mine, "tbt") - lighthouse(base, "tbt"));
  const work = /** @type {const} */ (["script", "style", "layout", "paint"]).map(
    (key) => `${whole(of(mine, key))} (${signed(Math.round(of(mine, key) - of(base, key)))})`,
  );
  const within = above <= mainThreadTargets.tbtAboveScriptsBlocked;
  return (
    `| ${path} | ${three((result) => lighthouse(result, "tbt"))} | ${Number.isFinite(above) ? signed(above) : "-"} | ` +
    `${three((result) => of(result, "blocking"))} | ${signed(Math.round(of(mine, "blocking") - of(base, "blocking")))} | ` +
    `${three((result) => of(result, "longTasks"))} | ${work.join(" | ")} | ${whole(lighthouse(mine, "performance"))} | ` +
    `${within ? "yes" : "**no**"} |`
  );
}

/**
 * The main thread of each page against the same page with its scripts blocked, in the same run:
 * Lighthouse's TBT and its difference (the target's figure), then Chromium's traces of the same
 * runs: blocking in long tasks and its difference, how many long tasks, and the work inside them
 * by kind with the part above the scripts-blocked page's in brackets. The framework floor's
 * figures stand third, for reference.
 * @param {PageResult[]} results
 * @param {MainThreadNames} names
 */
export function mainThreadTable(results, names) {
  const rows = [
    "| page | TBT ms site / scripts blocked / floor | TBT above scripts blocked | blocking ms site / scripts blocked / floor | blocking above scripts blocked | long tasks site / scripts blocked / floor | script ms | style ms | layout ms | paint ms | perf | within target |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const path of new Set(results.map((result) => result.path))) {
    const row = mainThreadRow(results, path, names);
    if (row) rows.push(row);
  }
  return rows.join("\n") + "\n";
}

/**
 * Lighthouse's measure of the machine's CPU (its `benchmarkIndex`) over a run's audits: median,
 * lowest and highest, and the median divided by the CPU slowdown, which the targets hold at 300
 * or less.
 * @param {PageResult[]} results
 * @param {number} slowdown
 */
export function cpuIndex(results, slowdown) {
  const values = results.flatMap((result) => result.samples.map((sample) => sample.benchmarkIndex ?? NaN));
  const finite = values.filter((value) => Number.isFinite(value));
  const middle = median(finite);
  return {
    median: Math.round(middle),
    lowest: Math.round(Math.min(...finite)),
    highest: Math.round(Math.max(...finite)),
    perSlowdown: Math.round(middle / slowdown),
  };
}
