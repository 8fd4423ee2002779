// @ts-check
/**
 * How much the bench slows the CPU: enough that Lighthouse's measure of this machine's CPU
 * (`benchmarkIndex`) divided by the slowdown is at most the targets' 300, a slow phone's CPU on any
 * machine; never less than Lighthouse's own 4x. BENCH_CPU_SLOWDOWN sets it by hand. The
 * interactions are also played on a mid-range phone, about 600 per 1x: the most slowdown that
 * leaves the index at 600 per 1x or more, never less than 4x; BENCH_MID_CPU_SLOWDOWN sets it.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** The `benchmarkIndex` per 1x of slowdown the targets are set for. */
export const targetIndexPerSlowdown = 300;
/** The `benchmarkIndex` per 1x of a mid-range phone, where taps have their tighter target. */
export const midRangeIndexPerSlowdown = 600;
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
 * The slowdown that brings a machine's `benchmarkIndex` near a mid-range phone's: rounded down,
 * so the phone is never slower than one (2,743 at 4x is 686 per 1x; at 5x it would be 549).
 * @param {number} benchmarkIndex
 */
export function midRangeSlowdownFor(benchmarkIndex) {
  return Math.max(leastSlowdown, Math.floor(benchmarkIndex / midRangeIndexPerSlowdown));
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
 * A slowdown set by hand in `env[name]`, or undefined where it is not set.
 * @param {NodeJS.ProcessEnv} env @param {string} name
 */
function slowdownSet(env, name) {
  const set = env[name];
  if (set === undefined || set === "") return undefined;
  const slowdown = Number(set);
  if (!(slowdown >= 1)) throw new Error(`${name} is ${JSON.stringify(set)}: give a number from 1 up`);
  return slowdown;
}

/**
 * The slowdowns to run with, and how they were chosen: the slow phone's (every throttled run's)
 * from BENCH_CPU_SLOWDOWN and the mid-range phone's (the interactions' second speed) from
 * BENCH_MID_CPU_SLOWDOWN where set, else from this machine's `benchmarkIndex` measured now.
 * @param {NodeJS.ProcessEnv} env
 * @param {() => Promise<number>} measure
 * @returns {Promise<{ slowdown: number, midRange: number, benchmarkIndex?: number }>}
 */
export async function chooseCpuSlowdown(env, measure) {
  const [slow, midRange] = [slowdownSet(env, "BENCH_CPU_SLOWDOWN"), slowdownSet(env, "BENCH_MID_CPU_SLOWDOWN")];
  if (slow !== undefined && midRange !== undefined) return { slowdown: slow, midRange };
  const benchmarkIndex = await measure();
  return {
    slowdown: slow ?? slowdownFor(benchmarkIndex),
    midRange: midRange ?? midRangeSlowdownFor(benchmarkIndex),
    benchmarkIndex,
  };
}
