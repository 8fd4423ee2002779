// @ts-check
/** Tables of `npm run bench`: medians per page and site, and the ratio of this site to another. */

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
 * The row comparing this site with the framework floor: ratios like the other row, but TBT as
 * milliseconds above the floor's, the figure its target is set in (floor + 50 ms).
 * @param {Record<string, number>} mine @param {Record<string, number>} floor
 */
function floorCells(mine, floor) {
  return columns.map(({ key }) => {
    const [value, base] = [mine[key] ?? NaN, floor[key] ?? NaN];
    if (key !== "tbt") return ratio(value, base) || "-";
    if (!Number.isFinite(value) || !Number.isFinite(base)) return "-";
    const above = Math.round(value - base);
    return above >= 0 ? `+${above}` : String(above);
  });
}

/**
 * One markdown table: a row per page and site; with a second site a ratio row per page (this
 * site's median over the other's; below 1 is better for every figure but perf); with a floor
 * site, its row and a "vs floor" row (floorCells).
 * @param {PageResult[]} results
 * @param {{ site: string, other?: string, floor?: string }} names
 */
export function table(results, { site, other, floor }) {
  const header = `| page | site | ${columns.map((column) => column.title).join(" | ")} |`;
  const rule = `| ${["---", "---", ...columns.map(() => "---")].join(" | ")} |`;
  const rows = [];
  const paths = [...new Set(results.map((result) => result.path))];
  const find = (/** @type {string} */ path, /** @type {string | undefined} */ name) =>
    name ? results.find((result) => result.path === path && result.site === name) : undefined;
  for (const path of paths) {
    const [mine, theirs, floorResult] = [find(path, site), find(path, other), find(path, floor)];
    for (const result of [mine, theirs, floorResult]) {
      if (!result) continue;
      const m = medians(result.samples);
      const cells = columns.map(({ key, format }) => (Number.isFinite(m[key]) ? format(m[key] ?? NaN) : "-"));
      rows.push(`| ${path} | ${result.site} | ${cells.join(" | ")} |`);
    }
    if (mine && theirs) {
      const a = medians(mine.samples);
      const b = medians(theirs.samples);
      rows.push(
        `| ${path} | ratio | ${columns.map(({ key }) => ratio(a[key] ?? NaN, b[key] ?? NaN) || "-").join(" | ")} |`,
      );
    }
    if (mine && floorResult) {
      rows.push(
        `| ${path} | vs floor | ${floorCells(medians(mine.samples), medians(floorResult.samples)).join(" | ")} |`,
      );
    }
  }
  return [header, rule, ...rows].join("\n") + "\n";
}

/** Targets of the main-thread table: blocking against the floor's, TBT above it, perf. */
export const mainThreadTargets = { blockingRatio: 1.5, tbtAboveFloor: 50, performance: 98 };

/**
 * The main thread's work in long tasks, from Chromium's traces of the same run, beside
 * Lighthouse's TBT and perf: per page this site and the floor, the ratio of their blocking, and
 * the work by kind with the part above the floor's in brackets.
 * @param {PageResult[]} results
 * @param {{ site: string, floor: string }} names
 */
export function mainThreadTable(results, { site, floor }) {
  const rows = [
    "| page | long tasks site / floor | blocking ms site / floor | ratio | script ms | style ms | layout ms | paint ms | TBT ms site / floor | perf | within targets |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const path of [...new Set(results.map((result) => result.path))]) {
    const mine = results.find((result) => result.path === path && result.site === site);
    const base = results.find((result) => result.path === path && result.site === floor);
    if (!mine || !base) continue;
    // The median over every traced load of every run, not of each run's median.
    const of = (/** @type {PageResult} */ result, /** @type {keyof MainThread} */ key) =>
      median(result.samples.flatMap((sample) => sample.mainThread ?? []).map((load) => load[key]));
    const lighthouse = (/** @type {PageResult} */ result, /** @type {"tbt" | "performance"} */ key) =>
      median(result.samples.map((sample) => sample[key]));
    const [blocking, floorBlocking] = [of(mine, "blocking"), of(base, "blocking")];
    const blockingRatio = blocking / Math.max(floorBlocking, 1);
    const work = /** @type {const} */ (["script", "style", "layout", "paint"]).map((key) => {
      const above = Math.round(of(mine, key) - of(base, key));
      return `${Math.round(of(mine, key))} (${above >= 0 ? "+" : ""}${above})`;
    });
    const [tbt, floorTbt, perf] = [lighthouse(mine, "tbt"), lighthouse(base, "tbt"), lighthouse(mine, "performance")];
    const within =
      blockingRatio <= mainThreadTargets.blockingRatio &&
      tbt - floorTbt <= mainThreadTargets.tbtAboveFloor &&
      perf >= mainThreadTargets.performance;
    rows.push(
      `| ${path} | ${of(mine, "longTasks")} / ${of(base, "longTasks")} | ${Math.round(blocking)} / ${Math.round(floorBlocking)} | ` +
        `${blockingRatio.toFixed(2)} | ${work.join(" | ")} | ${Math.round(tbt)} / ${Math.round(floorTbt)} | ${perf} | ${within ? "yes" : "**no**"} |`,
    );
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
