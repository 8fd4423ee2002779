// @ts-check
/**
 * Where a page's main-thread blocking comes from: `node scripts/bench/long-tasks.mjs` loads each
 * page of the build and its framework floor (framework-floor.mjs) in Chromium at 4x CPU and the
 * bench's phone connection (gallery-ready.mjs), records a trace until the page has been still for
 * a while, and prints, per page, the median over RUNS loads of each kind of work inside tasks
 * longer than 50 ms, and its blocking time (the part beyond 50 ms), for the site and the floor.
 * Environment: BENCH_RUNS (3), BENCH_PATHS as for the bench.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

import { startServer } from "../../server/serve.mjs";
import { findChromium, chromiumArgs } from "../chromium.mjs";

import { serveFloorPages } from "./framework-floor.mjs";
import { throttlePhone } from "./gallery-ready.mjs";
import { median } from "./report.mjs";

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent */

/**
 * The kind of work a trace event is, by the script it runs (named by its file) or what the
 * renderer does; undefined for events that only contain others.
 * @param {TraceEvent} event
 * @returns {string | undefined}
 */
export function kindOf(event) {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? "";
  if (["EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule", "FunctionCall"].includes(event.name)) {
    const file =
      url
        .split("/")
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, "") ?? "";
    if (!file) return "script (inline or unnamed)";
    if (["framework", "rolldown-runtime", "entry.client"].includes(file))
      return "script: React, React DOM, React Router";
    return `script: ${file}`;
  }
  if (event.name === "UpdateLayoutTree" || event.name === "RecalculateStyles") return "style";
  if (event.name === "Layout") return "layout";
  if (event.name === "ParseAuthorStyleSheet") return "stylesheet parse";
  if (event.name === "ParseHTML") return "HTML parse";
  if (event.name === "Paint" || event.name === "PrePaint" || event.name === "Commit") return "paint";
  if (event.name === "GCEvent" || event.name === "MajorGC" || event.name === "MinorGC") return "garbage collection";
  return undefined;
}

/**
 * The long tasks of one renderer thread: each task's blocking time and its time by kind of work
 * (each event counted without the time of the events inside it that have a kind of their own).
 * @param {TraceEvent[]} events  Complete events ("X") of one thread.
 */
export function longTasks(events) {
  const sorted = events.filter((event) => event.ph === "X" && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = sorted.filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 50_000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = sorted.filter((event) => event !== task && event.ts >= task.ts && event.ts < end && kindOf(event));
    /** @type {Map<string, number>} */
    const byKind = new Map();
    // Self time: an event's duration less the kinded events directly inside it.
    for (const event of inside) {
      const eventEnd = event.ts + (event.dur ?? 0);
      const children = inside.filter(
        (other) => other !== event && other.ts >= event.ts && other.ts + (other.dur ?? 0) <= eventEnd,
      );
      const outermost = children.filter(
        (child) =>
          !children.some(
            (other) =>
              other !== child && other.ts <= child.ts && other.ts + (other.dur ?? 0) >= child.ts + (child.dur ?? 0),
          ),
      );
      const self = (event.dur ?? 0) - outermost.reduce((sum, child) => sum + (child.dur ?? 0), 0);
      const kind = /** @type {string} */ (kindOf(event));
      byKind.set(kind, (byKind.get(kind) ?? 0) + Math.max(0, self) / 1000);
    }
    return { start: task.ts, duration: (task.dur ?? 0) / 1000, blocking: (task.dur ?? 0) / 1000 - 50, byKind };
  });
}

/** @param {import("playwright-core").Browser} browser @param {string} url */
export async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await throttlePhone(page);
  await browser.startTracing(page, {
    categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8"],
  });
  await page.goto(url, { waitUntil: "load" });
  // Still for a while: scripts start after the hero and hydrate after `load` on a slow phone.
  await page.waitForTimeout(4000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  /** @type {TraceEvent[]} */
  const events = trace.traceEvents;
  const main = events.find(
    (event) =>
      event.name === "thread_name" &&
      event.args?.name === "CrRendererMain" &&
      // The page's renderer, not the one that held the blank page before it.
      events.some(
        (other) =>
          other.pid === event.pid &&
          other.name === "ParseHTML" &&
          String(other.args?.beginData?.url ?? "").startsWith("http"),
      ),
  );
  return longTasks(events.filter((event) => event.pid === main?.pid && event.tid === main?.tid));
}

/**
 * One load's long tasks as the bench's table gives them: how many, their blocking time (the part
 * of each beyond 50 ms), and the work inside them by kind, every script's work as one.
 * @param {ReturnType<typeof longTasks>} tasks
 * @returns {{ longTasks: number, blocking: number, script: number, style: number, layout: number, paint: number }}
 */
export function mainThreadSample(tasks) {
  const total = (/** @type {(kind: string) => boolean} */ matches) =>
    tasks.reduce(
      (sum, task) => sum + [...task.byKind].reduce((inner, [kind, ms]) => inner + (matches(kind) ? ms : 0), 0),
      0,
    );
  return {
    longTasks: tasks.length,
    blocking: tasks.reduce((sum, task) => sum + task.blocking, 0),
    script: total((kind) => kind.startsWith("script")),
    style: total((kind) => kind === "style"),
    layout: total((kind) => kind === "layout"),
    paint: total((kind) => kind === "paint"),
  };
}

/** @param {Awaited<ReturnType<typeof traceLoad>>[]} loads */
function summarise(loads) {
  const kinds = [...new Set(loads.flatMap((tasks) => tasks.flatMap((task) => [...task.byKind.keys()])))];
  const perKind = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      median(loads.map((tasks) => tasks.reduce((sum, task) => sum + (task.byKind.get(kind) ?? 0), 0))),
    ]),
  );
  return {
    tasks: median(loads.map((tasks) => tasks.length)),
    blocking: median(loads.map((tasks) => tasks.reduce((sum, task) => sum + task.blocking, 0))),
    perKind,
  };
}

async function main() {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const paths = (process.env.BENCH_PATHS ?? "/,/drives-and-landscapes,/exterior-cleaning,/about,/contact").split(",");
  const server = await startServer({ port: 0, host: "localhost" });
  const address = server.address();
  const base = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  const floor = await serveFloorPages({
    client: path.join(root, "build/client"),
    pagePaths: paths,
    fetchPage: async (page) => (await fetch(`${base}${page}`)).text(),
    fetchFile: async (url) => (await fetch(`${base}${url}`)).text(),
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const page of paths) {
      /** @type {Record<string, Awaited<ReturnType<typeof traceLoad>>[]>} */
      const loads = { site: [], floor: [] };
      for (let run = 0; run < runs; run++) {
        loads.site?.push(await traceLoad(browser, `${base}${page}`));
        loads.floor?.push(await traceLoad(browser, `${floor.base}${page}`));
      }
      const site = summarise(loads.site ?? []);
      const floorSummary = summarise(loads.floor ?? []);
      console.log(
        `${page}: site ${site.tasks} long tasks, ${Math.round(site.blocking)} ms blocking; ` +
          `floor ${floorSummary.tasks}, ${Math.round(floorSummary.blocking)} ms`,
      );
      const kinds = [...new Set([...Object.keys(site.perKind), ...Object.keys(floorSummary.perKind)])];
      for (const kind of kinds.sort((a, b) => (site.perKind[b] ?? 0) - (site.perKind[a] ?? 0))) {
        const mine = Math.round(site.perKind[kind] ?? 0);
        const theirs = Math.round(floorSummary.perKind[kind] ?? 0);
        console.log(`  ${kind}: site ${mine} ms, floor ${theirs} ms, above the floor ${mine - theirs} ms`);
      }
    }
  } finally {
    await browser.close();
    server.close();
    floor.server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
