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
 *   documentBytes: number, headBytes?: number, heroBytes?: number, readyAfterPaint?: number, hydratedAfterPaint?: number }} Sample
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
