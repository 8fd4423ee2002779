// @ts-check
/**
 * `npm run make -- lead-screenshots`: docs/screenshots/leads/, the pictures of "Quote requests on
 * your phone" in docs/editing.md, taken of the built site as the bench's quote request sets it up
 * (scripts/bench/lead-delivery.mjs, with the browser test's own modules): the site as `npm start`
 * serves it with its sign-in and the push service's stand-in, the owner's phone enrolled as
 * "Sam's iPhone" with alerts turned on, and the browser tests' visitor sending the bench's sample
 * request. Each picture is the phone's screen, 390x844 CSS pixels at one device pixel each,
 * saved as a PNG of 16 colours, as docs/screenshots/signing-in/ are:
 *   1-alerts-on.png   the devices page, Quote requests on this device with alerts on
 *   2-inbox.png       the inbox with that request: Call, WhatsApp, Reply by e-mail, Done
 *   3-reached.png     the visitor's page after Send: Your request has reached us
 * PORT: the site's port (GitHub's stand-in takes the next); a free one unless given.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";
import sharp from "sharp";

import { freePort } from "../e2e/support/project-copy.ts";
import { inboxPath, leadAlertsSite, shownNotifications } from "../e2e/support/lead-alerts.ts";
import { ownersPhone, ownersPhoneId, proofFound, quoteFormOfTests } from "./bench/lead-delivery.mjs";
import { whenHydrated } from "./bench/interactions.mjs";
import { buildIfStale } from "./build-if-stale.mjs";
import { chromiumArgs, findChromium } from "./chromium.mjs";

const folder = fileURLToPath(new URL("../docs/screenshots/leads/", import.meta.url));
/** The phone's screen, in CSS pixels, one device pixel each: small files for the docs. */
const screen = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** The page's screen as a PNG of 16 colours. @param {import("playwright-core").Page} page @param {string} name */
async function save(page, name) {
  const file = path.join(folder, name);
  const { size } = await sharp(await page.screenshot())
    .png({ palette: true, colors: 16, compressionLevel: 9 })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)}: ${(size / 1024).toFixed(1)} KB`);
}

buildIfStale();
await mkdir(folder, { recursive: true });
const quoteForm = await quoteFormOfTests();
const site = leadAlertsSite(0, Number(process.env.PORT ?? 0) || (await freePort()));
const { push } = await site.start();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const owner = await ownersPhone(browser, site, screen, "Sam's iPhone");
  await owner.alerts.evaluate((section) => section.scrollIntoView({ block: "center" }));
  await save(owner.page, "1-alerts-on.png");

  const visitor = await browser.newContext(screen);
  const page = await visitor.newPage();
  const proof = proofFound(page);
  await page.goto(`${site.site}/contact`);
  await whenHydrated(page);
  await quoteForm.fillInSample(page);
  await proof;
  const pushed = push.nextMessage(ownersPhoneId);
  await quoteForm.submitButton(page).click();
  // The panel's title comes first, its lines and buttons with their code.
  await page.getByRole("region", { name: quoteForm.reachedTitle }).getByRole("status").waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await save(page, "3-reached.png");

  await owner.deliver((await pushed).text);
  while (!(await shownNotifications(owner.page)).length) await owner.page.waitForTimeout(50);
  await owner.page.goto(`${site.site}${inboxPath}`);
  await owner.page.getByRole("list", { name: "Quote requests" }).getByRole("listitem").waitFor();
  await save(owner.page, "2-inbox.png");
} finally {
  await browser.close();
  await site.stop();
}
