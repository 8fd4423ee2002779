// @ts-check
/**
 * How much the bench slows the CPU: enough that Lighthouse's measure of this machine's CPU
 * (`benchmarkIndex`) divided by the slowdown is at most the targets' 300, a phone's CPU on any
 * machine; never less than Lighthouse's own 4x. BENCH_CPU_SLOWDOWN sets it by hand.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** The `benchmarkIndex` per 1x of slowdown the targets are set for. */
export const targetIndexPerSlowdown = 300;
const leastSlowdown = 4;
/** How many times the bench reads the index as it starts. */
export const benchmarkReadings = 5;

/**
 * The slowdown that brings a machine's `benchmarkIndex` to the targets' measure.
 * @param {number} benchmarkIndex
 */
export function slowdownFor(benchmarkIndex) {
  return Math.max(leastSlowdown, Math.ceil(benchmarkIndex / targetIndexPerSlowdown));
}

/**
 * Lighthouse's own measure of the CPU, run in a blank page of `browser` as it runs it before each
 * audit, unthrottled: the highest of `times` (each takes about a second). Other work on the
 * machine only lowers a reading, so the highest is nearest its speed, and a slowdown chosen from it
 * keeps every audit's own reading within the targets' measure.
 * @param {import("playwright-core").Browser} browser
 */
export async function measureBenchmarkIndex(browser, times = benchmarkReadings) {
  const page = await browser.newPage();
  try {
    const values = [];
    for (let time = 0; time < times; time++)
      values.push(/** @type {number} */ (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    return Math.max(...values);
  } finally {
    await page.close();
  }
}

/**
 * The slowdown to run with, and how it was chosen: BENCH_CPU_SLOWDOWN where set, else from
 * this machine's `benchmarkIndex` measured now.
 * @param {NodeJS.ProcessEnv} env
 * @param {() => Promise<number>} measure
 * @returns {Promise<{ slowdown: number, benchmarkIndex?: number }>}
 */
export async function chooseCpuSlowdown(env, measure) {
  const set = env.BENCH_CPU_SLOWDOWN;
  if (set !== undefined && set !== "") {
    const slowdown = Number(set);
    if (!(slowdown >= 1)) throw new Error(`BENCH_CPU_SLOWDOWN is ${JSON.stringify(set)}: give a number from 1 up`);
    return { slowdown };
  }
  const benchmarkIndex = await measure();
  return { slowdown: slowdownFor(benchmarkIndex), benchmarkIndex };
}
