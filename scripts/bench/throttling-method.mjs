// @ts-check
/**
 * How Lighthouse slows the phone it measures. `simulate`, its default: the page loads at full
 * speed and a model (Lantern) works out how long it would take on slow 4G; the model waits for
 * the whole HTML response before the first paint. `devtools`: Chromium itself slows the
 * connection and the CPU to the same slow 4G figures, so the HTML streams in and the first screen
 * can paint from its first bytes, as on a real phone; the figures vary more from run to run.
 */
import { throttling } from "lighthouse/core/config/constants.js";

const throttlingMethods = /** @type {const} */ (["simulate", "devtools"]);

/** @typedef {(typeof throttlingMethods)[number]} ThrottlingMethod */

/**
 * @param {string} name
 * @returns {ThrottlingMethod}
 */
export function throttlingMethod(name) {
  const found = throttlingMethods.find((method) => method === name);
  if (!found) throw new Error(`--throttling must be ${throttlingMethods.join(" or ")}, not "${name}"`);
  return found;
}

/** The CPU slowdown Lighthouse's mobile defaults use; a faster machine needs a larger one (docs/performance.md). */
const defaultCpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * Lighthouse settings for a method: nothing for its default, Lighthouse's own slow 4G figures
 * applied by Chromium for `devtools`; with another CPU slowdown than 4x, that one in its figures.
 * @param {ThrottlingMethod} method
 * @param {number} [cpuSlowdown]
 */
export function throttlingSettings(method, cpuSlowdown = defaultCpuSlowdown) {
  const figures =
    cpuSlowdown === defaultCpuSlowdown
      ? throttling.mobileSlow4G
      : { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  if (method === "devtools") return { throttlingMethod: method, throttling: figures };
  return cpuSlowdown === defaultCpuSlowdown ? {} : { throttling: figures };
}

/**
 * How the results' note describes a method.
 * @param {ThrottlingMethod} method
 * @param {number} [cpuSlowdownMultiplier]
 */
export function describeThrottling(method, cpuSlowdownMultiplier = defaultCpuSlowdown) {
  const { rttMs, throughputKbps } = throttling.mobileSlow4G;
  return method === "devtools"
    ? `throttled by Chromium itself (DevTools throttling: ${rttMs} ms round trip, ${(throughputKbps / 1024).toFixed(1)} Mbit/s, ${cpuSlowdownMultiplier}x CPU; the HTML streams)`
    : `simulated slow 4G, ${cpuSlowdownMultiplier}x CPU; the model waits for the whole HTML before the first paint`;
}
