// @ts-check
/**
 * The waits in an interaction that only the test browser's font configuration causes. Chromium on
 * Linux asks the browser process, synchronously, for each web font's settings at each size it
 * draws and for each family name it looks up (the trace's `WebSandboxSupportLinux::` and
 * `FontDataManager::` events on the renderer's main thread, decision 164); Chromium on a phone
 * reads its fonts itself. The bench traces each interaction for them and leaves their time out of
 * the verdict (decision 182), and says how much it left out.
 */

/** @typedef {import("./long-tasks.mjs").TraceEvent} TraceEvent */

/** The renderer's synchronous calls for font settings that only Chromium on Linux makes. */
const linuxFontCalls = ["WebSandboxSupportLinux::", "FontDataManager::"];

/** The User Timing mark that ties the page's clock to the trace's. */
const clockMark = "bench-font-waits";

/**
 * Milliseconds of Linux's font calls on one thread within a window of the trace's clock (µs): the
 * union of the calls' spans, so calls nested in others count once, each cut to the window.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number, from: number, to: number }} where
 */
export function fontWaitIn(events, { pid, tid, from, to }) {
  const spans = events
    .filter(
      (event) =>
        event.ph === "X" &&
        event.pid === pid &&
        event.tid === tid &&
        linuxFontCalls.some((prefix) => event.name.startsWith(prefix)),
    )
    .map((event) => [Math.max(from, event.ts), Math.min(to, event.ts + (event.dur ?? 0))])
    .filter(([start = 0, end = 0]) => end > start)
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  let total = 0;
  let reached = -Infinity;
  for (const [start = 0, end = 0] of spans) {
    total += Math.max(0, end - Math.max(start, reached));
    reached = Math.max(reached, end);
  }
  return total / 1000;
}

/**
 * Where a window of the page's clock (ms since its time origin) lies in the trace: by the clock
 * mark, which the trace holds with its own time (µs), on the page's main thread.
 * @param {TraceEvent[]} events
 * @param {number} markedAt  The mark's `startTime` as the page read it.
 * @param {{ start: number, duration: number }} window
 */
export function traceWindow(events, markedAt, { start, duration }) {
  const mark = events.find((event) => event.name === clockMark);
  if (!mark) throw new Error("font waits: the trace has no clock mark; Chromium's tracing may have changed");
  const from = mark.ts + (start - markedAt) * 1000;
  return { pid: mark.pid, tid: mark.tid, from, to: from + duration * 1000 };
}

/**
 * Runs `measure` (an interaction, played and read) with the page traced for Linux's font calls,
 * and returns its sample with `fontWait`: the calls' ms within the interaction it read.
 * @template {{ window: { start: number, duration: number } | null }} Sample
 * @param {import("playwright-core").Browser} browser
 * @param {import("playwright-core").Page} page
 * @param {() => Promise<Sample>} measure
 * @returns {Promise<Sample & { fontWait: number }>}
 */
export async function withFontWaits(browser, page, measure) {
  await browser.startTracing(page, { categories: ["fonts", "blink.user_timing"] });
  /** @type {Buffer} */
  let trace;
  /** @type {{ markedAt: number, sample: Sample }} */
  let measured;
  try {
    const markedAt = await page.evaluate((name) => performance.mark(name).startTime, clockMark);
    measured = { markedAt, sample: await measure() };
  } finally {
    trace = await browser.stopTracing();
  }
  const { markedAt, sample } = measured;
  /** @type {TraceEvent[]} */
  const events = JSON.parse(trace.toString()).traceEvents;
  const fontWait = sample.window ? fontWaitIn(events, traceWindow(events, markedAt, sample.window)) : 0;
  return { ...sample, fontWait };
}
