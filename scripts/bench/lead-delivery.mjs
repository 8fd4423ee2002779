// @ts-check
/**
 * A quote request from a visitor's phone to the owner's, in `npm run bench` and alone with
 * `npm run bench -- --leads`. Set up as the browser test e2e/lead-inbox-passkey.spec.ts sets it
 * up, with the same modules: e2e/support/lead-alerts.ts (run by Node as it is) and the form's
 * helpers (e2e/support/quote-form.ts, through Vite's module runner, as they read the content).
 * The built site is served as `npm start` serves it, with the passkey sign-in's settings and
 * GitHub's stand-in; its function pushes over real HTTP to a push service's stand-in. The owner's
 * phone (a browser context of its own, not slowed) is enrolled with Face ID's stand-in and has
 * alerts turned on from the devices page.
 *
 * Each run is a fresh visitor's phone (the bench's 412x915 touch screen, its CPU slowed 4x through
 * `Emulation.setCPUThrottlingRate`; the network is this machine's loopback) on /contact. It fills
 * in the form as the browser tests do, waits until the page's proof-of-work worker has found its
 * proof (as for a visitor who types for longer than that) and the page is idle, and Send is
 * tapped with a finger. Timed from the tap's `pointerdown` on the visitor's page:
 * - reached: the Element Timing (`renderTime`) of the reached panel's title
 *   (`fallback.reached.title`), the paint that shows it on screen; a run whose page opened the
 *   mail app instead (no device of the owner's had the request within the page's second) has none;
 * - at the push service: when the push service's stand-in had the function's push in full;
 * - shown: when the inbox's registration first lists the notification its worker showed
 *   (`registration.getNotifications()`, asked every 5 ms in the owner's page). The stand-in's
 *   message is handed to the worker through `ServiceWorker.deliverPushMessage` as soon as it has
 *   come: the worker's part is real (it reads the push, keeps the request, shows it), while a real
 *   push service's delivery to the phone, over its network, is not in it.
 * Each page's clock is read against this process's (both `performance.now()`; of three readings,
 * the one with the shortest round trip), so every time is on one clock.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { importProjectModule } from "../content-module.mjs";
import { inboxPath, leadAlertsSite } from "../../e2e/support/lead-alerts.ts";
import { freePort } from "../../e2e/support/project-copy.ts";
import { phoneScreen } from "./gallery-ready.mjs";
import { centreOf, whenHydrated, whenIdle } from "./interactions.mjs";
import { median, writeFormatted } from "./report.mjs";

/** @typedef {import("playwright-core").Page} Page */
/**
 * @typedef {{ reachedMs: number | null, pushedMs: number, shownMs: number, workerMs: number, proofMs: number }} LeadSample
 *   `reachedMs` null: the mail app was opened instead of the reached panel.
 * @typedef {{ date: string, browser: string, load: { before: string, after: string }, slowdown: number,
 *   samples: LeadSample[] }} LeadResult
 */

/** The product's targets, from the tap on Send, each on the median of the runs. */
export const leadTargets = {
  /** The visitor's "received" (the reached panel) on a 4x-slowed phone. */
  reachedMs: 1000,
  /** The owner's notification shown, on the stand-ins. */
  shownMs: 2000,
};

/** The visitor's phone's CPU slowdown. */
const leadSlowdown = 4;

/** The subscription the owner's phone has at the push service's stand-in. */
export const ownersPhoneId = "owners-phone";

/** How often the owner's page asks for the worker's notifications, and for how long. */
const notificationPoll = { everyMs: 5, forMs: 20_000 };

/**
 * The offset to add to a page's `performance.now()` for this process's, from readings taken as
 * `before` (here), `inPage`, `after` (here): the reading with the shortest round trip, its
 * page time taken as its round trip's midpoint.
 * @param {{ before: number, inPage: number, after: number }[]} readings
 */
export function clockOffset(readings) {
  const [best] = [...readings].sort((a, b) => a.after - a.before - (b.after - b.before));
  if (!best) throw new Error("lead delivery: no clock reading");
  return (best.before + best.after) / 2 - best.inPage;
}

/**
 * One run's times from the tap, all on this process's clock.
 * @param {{ tap: number, reached: number | null, pushed: number, shown: number, proofMs: number }} times
 * @returns {LeadSample}
 */
export function leadSample({ tap, reached, pushed, shown, proofMs }) {
  return {
    reachedMs: reached === null ? null : reached - tap,
    pushedMs: pushed - tap,
    shownMs: shown - tap,
    workerMs: shown - pushed,
    proofMs,
  };
}

/**
 * A median against its target: "within", "over" (Infinity too: the mail app opened), or "not
 * measured" when there is none.
 * @param {number} ms @param {number} target
 */
export function verdict(ms, target) {
  if (Number.isNaN(ms)) return "not measured";
  return ms <= target ? "within" : "over";
}

/**
 * The median of the runs, a run without a figure (the mail app opened) counting as slower than
 * any: Infinity when half of them or more have none.
 * @param {(number | null)[]} values
 */
export function medianOfRuns(values) {
  const missing = values.filter((value) => value === null).length;
  if (values.length && missing * 2 >= values.length) return Infinity;
  return median(values.map((value) => value ?? Number.MAX_VALUE));
}

const seconds = (/** @type {number | null} */ ms) =>
  ms === null || !Number.isFinite(ms) ? "-" : (ms / 1000).toFixed(2);

/**
 * A row of the table: its median beside its target, the verdict, and each run's figure.
 * @param {string} name @param {(number | null)[]} values @param {number} [target]
 */
export function leadRow(name, values, target) {
  const middle = medianOfRuns(values);
  const judged = target === undefined ? "- | -" : `${seconds(target)} | ${verdict(middle, target)}`;
  return `| ${name} | ${middle === Infinity ? "mail app" : seconds(middle)} | ${judged} | ${values.map(seconds).join(", ")} |`;
}

/**
 * The section of bench/results.md: one row per measure, and what the runs were.
 * @param {LeadResult} result
 */
export function leadReport({ date, browser, load, slowdown, samples }) {
  const handedOff = samples.filter((sample) => sample.reachedMs === null).length;
  const of = (/** @type {keyof LeadSample} */ key) => samples.map((sample) => sample[key]);
  return [
    `${date}, ${browser}, load average ${load.before} before and ${load.after} after: ${samples.length} runs, each a ` +
      `fresh visitor's phone with its CPU ${slowdown}x slower, Send tapped once its proof of work was found ` +
      `(in ${seconds(median(of("proofMs").map(Number)))} s, median); the owner's phone not slowed; what each row ` +
      `measures: scripts/bench/lead-delivery.mjs. In seconds` +
      (handedOff ? `; "-": the run opened the mail app instead of the reached panel (${handedOff} of them).` : "."),
    "",
    "| measure | median s | target s | verdict | each run s |",
    "| --- | --- | --- | --- | --- |",
    leadRow(`Send to the reached panel painted (visitor, ${slowdown}x CPU)`, of("reachedMs"), leadTargets.reachedMs),
    leadRow("Send to the push at the push service's stand-in", of("pushedMs")),
    leadRow("Send to the notification shown by the inbox's worker", of("shownMs"), leadTargets.shownMs),
    leadRow("the push at the stand-in to the notification shown", of("workerMs")),
    "",
  ].join("\n");
}

/** What the visitor asks for: a service the site offers (its exterior cleaning), in their words. */
const sample = {
  service: "cleaning",
  message:
    "Block-paved drive, about 60 square metres, with moss between the blocks and an oil stain by the garage. Could you quote for a clean and re-sand?",
};

/**
 * The browser tests' quote form and content, which read the content's TypeScript modules: through
 * Vite's module runner, as the content is read by Node scripts. `fillInSample` fills in the
 * tests' visitor with the sample request (the tests' service if the site no longer offers it).
 */
export async function quoteFormOfTests() {
  /** @type {typeof import("../../e2e/support/quote-form.ts")} */
  const quoteForm = await importProjectModule("e2e/support/quote-form.ts");
  /** @type {typeof import("../../e2e/support/content.ts")} */
  const { content } = await importProjectModule("e2e/support/content.ts");
  const service = content.quoteForm.services.find((each) => each.value === sample.service) ?? quoteForm.chosenService;
  return {
    ...quoteForm,
    fillInSample: (/** @type {Page} */ page) => quoteForm.fillIn(page, sample.message, service),
    reachedTitle: content.quoteForm.fallback.reached.title,
  };
}

/** @typedef {Awaited<ReturnType<typeof quoteFormOfTests>>} QuoteForm */
/** @typedef {ReturnType<typeof leadAlertsSite>} LeadSite */

/** Three readings of `page`'s clock against this process's. @param {Page} page */
async function clockReadings(page) {
  const readings = [];
  for (let each = 0; each < 3; each++) {
    const before = performance.now();
    const inPage = await page.evaluate(() => performance.now());
    readings.push({ before, inPage, after: performance.now() });
  }
  return readings;
}

/**
 * Resolves with how long the page's proof-of-work worker took, from its start to its end (it
 * ends once it has found the proof), or NaN when none ran within a minute. Before the page loads.
 * @param {Page} page
 * @returns {Promise<number>}
 */
export function proofFound(page) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(NaN), 60_000);
    page.on("worker", (worker) => {
      if (!worker.url().includes("proof-of-work")) return;
      const started = performance.now();
      worker.on("close", () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
    });
  });
}

/**
 * Runs in the visitor's page: the tap's `pointerdown`, and the paint of the reached panel's title,
 * by Element Timing (the attribute is set as the title is added, before its first paint), on the
 * page's clock.
 * @param {string} title
 */
function watchSend(title) {
  const watch = { tap: NaN, reached: NaN };
  /** @type {any} */ (window).__leadSend = watch;
  addEventListener("pointerdown", (event) => (watch.tap = event.timeStamp), { capture: true, once: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries()))
      if (entry.identifier === "lead-reached") watch.reached = entry.renderTime || entry.loadTime;
  }).observe({ type: "element" });
  const observer = new MutationObserver(() => {
    const heading = [...document.querySelectorAll("h3")].find((each) => each.textContent === title);
    if (!heading) return;
    observer.disconnect();
    heading.setAttribute("elementtiming", "lead-reached");
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Runs in the owner's page: when the inbox's registration first lists a notification, on the
 * page's clock; NaN when none came in time.
 * @param {{ scope: string, everyMs: number, forMs: number }} poll
 */
async function whenNotificationListed({ scope, everyMs, forMs }) {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    if ((await registration?.getNotifications())?.length) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return NaN;
}

/** Closes the notifications the inbox's worker shows. @param {Page} page @param {string} scope */
async function closeNotifications(page, scope) {
  await page.evaluate(async (inbox) => {
    const registration = await navigator.serviceWorker.getRegistration(inbox);
    for (const notification of (await registration?.getNotifications()) ?? []) notification.close();
  }, scope);
}

/** Rejects after `ms` with `what` unless `promise` settles first. @template T @param {Promise<T>} promise */
function within(promise, /** @type {number} */ ms, /** @type {string} */ what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lead delivery: ${what} not within ${ms / 1000} s`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late])).finally(() => clearTimeout(timer));
}

/**
 * The owner's phone: enrolled from an invite as `device`, alerts turned on from the devices page,
 * left there with its alerts section; `deliver` hands a push to its inbox's worker.
 * @param {import("playwright-core").Browser} browser @param {LeadSite} site
 * @param {import("playwright-core").BrowserContextOptions} [screen] @param {string} [device]
 */
export async function ownersPhone(browser, site, screen = phoneScreen, device = "Owner's phone") {
  const context = await browser.newContext(screen);
  await context.grantPermissions(["notifications"], { origin: site.site });
  await site.subscribeToStandIn(context, ownersPhoneId);
  const page = await context.newPage();
  await site.enrol(page, device);
  const alerts = await site.turnOnAlerts(page);
  return { context, page, alerts, deliver: await site.pushToWorker(page) };
}

/**
 * One visitor's request, from a fresh phone, to the owner's notification.
 * @param {import("playwright-core").Browser} browser @param {QuoteForm} quoteForm @param {LeadSite} site
 * @param {Awaited<ReturnType<typeof ownersPhone>>} owner
 * @param {import("../../test-support/push-service.ts").PushServiceStandIn} push
 */
async function visitorRun(browser, quoteForm, site, owner, push) {
  const context = await browser.newContext(phoneScreen);
  try {
    const page = await context.newPage();
    const mailApp = quoteForm.recordAlerts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: leadSlowdown });
    const proof = proofFound(page);
    await page.goto(`${site.site}/contact`, { timeout: 60_000 });
    await whenHydrated(page);
    await quoteForm.fillInSample(page);
    const proofMs = await proof;
    const send = await centreOf(quoteForm.submitButton(page));
    await page.evaluate(watchSend, quoteForm.reachedTitle);
    await closeNotifications(owner.page, inboxPath);
    await whenIdle(page);
    const [visitorClock, ownerClock] = [
      clockOffset(await clockReadings(page)),
      clockOffset(await clockReadings(owner.page)),
    ];
    const delivered = push.nextMessage(ownersPhoneId).then(async ({ text, at }) => {
      const listed = owner.page.evaluate(whenNotificationListed, { scope: inboxPath, ...notificationPoll });
      await owner.deliver(text);
      return { pushed: at, shown: (await listed) + ownerClock };
    });
    await page.touchscreen.tap(send.x, send.y);
    const { pushed, shown } = await within(delivered, 30_000, "the push to the owner's phone");
    const ended = () => page.evaluate(() => /** @type {any} */ (window).__leadSend.reached > 0);
    await within(
      (async () => {
        while (!mailApp.length && !(await ended())) await new Promise((resolve) => setTimeout(resolve, 100));
      })(),
      30_000,
      "the reached panel or the mail app",
    );
    /** @type {{ tap: number, reached: number }} */
    const watched = await page.evaluate(() => /** @type {any} */ (window).__leadSend);
    const reached = watched.reached > 0 ? watched.reached + visitorClock : null;
    return leadSample({ tap: watched.tap + visitorClock, reached, pushed, shown, proofMs });
  } finally {
    await context.close();
  }
}

/**
 * The runs, one after another on one owner's phone, each on a fresh visitor's phone.
 * @param {{ browser: import("playwright-core").Browser, port: number, runs: number, log: (line: string) => void }} options
 *   `port`: the site's (GitHub's stand-in takes the next), or 0 for a free one
 * @returns {Promise<LeadSample[]>}
 */
async function measureLeadDelivery({ browser, port, runs, log }) {
  const quoteForm = await quoteFormOfTests();
  const site = leadAlertsSite(0, port || (await freePort()));
  const { push } = await site.start();
  /** @type {Awaited<ReturnType<typeof ownersPhone>> | undefined} */
  let owner;
  try {
    owner = await ownersPhone(browser, site);
    /** @type {LeadSample[]} */
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const sample = await visitorRun(browser, quoteForm, site, owner, push);
      samples.push(sample);
      log(
        `[leads ${run}/${runs}] from the tap on Send: reached panel ${sample.reachedMs === null ? "none (mail app)" : `${Math.round(sample.reachedMs)} ms`}, ` +
          `at the push service ${Math.round(sample.pushedMs)} ms, notification shown ${Math.round(sample.shownMs)} ms; ` +
          `proof of work found in ${Math.round(sample.proofMs)} ms`,
      );
    }
    return samples;
  } finally {
    await owner?.context.close();
    await site.stop();
  }
}

/** The results' files, in bench/ (or bench/out/ for a run of some pages only). */
const resultsName = "results-leads";

/**
 * `runs` runs with `browser`, written to results-leads.json and .md in `dir`; answers them for
 * bench/results.md. `port`: the site's (GitHub's stand-in takes the next), or 0 for free ones.
 * @param {{ dir: string, browser: import("playwright-core").Browser, port: number, runs: number, log: (line: string) => void }} options
 * @returns {Promise<LeadResult>}
 */
export async function benchLeads({ dir, browser, port, runs, log }) {
  const before = os.loadavg()[0]?.toFixed(1) ?? "";
  const samples = await measureLeadDelivery({ browser, port, runs, log });
  /** @type {LeadResult} */
  const result = {
    date: new Date().toISOString().slice(0, 10),
    browser: `Chromium ${browser.version()}`,
    load: { before, after: os.loadavg()[0]?.toFixed(1) ?? "" },
    slowdown: leadSlowdown,
    samples,
  };
  const markdown = leadReport(result);
  await writeFormatted(path.join(dir, `${resultsName}.json`), JSON.stringify(result));
  await writeFormatted(
    path.join(dir, `${resultsName}.md`),
    `# Benchmark: a quote request to the owner's phone\n\n${markdown}`,
  );
  const written = path.relative(fileURLToPath(new URL("../..", import.meta.url)), dir);
  log(`\n${markdown}\nWritten to ${written}/${resultsName}.md and ${written}/${resultsName}.json.`);
  return result;
}
