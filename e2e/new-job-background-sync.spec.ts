import type { Browser, BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { sendLock } from "../app/owner/publishing/queued-send";
import { allPages } from "./support/content";
import type { GitHubStandIn } from "./support/github-stand-in";
import { expectStepFits, fillInJob, type JobInput, jobPhones, sendsSettled } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { phonePhoto } from "./support/phone-photo";
import { expect, test, waitForHydration } from "./support/test";

/**
 * A job queued with no signal on a phone signed in with its passkey, sent by the job page's
 * service worker when signal returns, the page closed (Background Sync, docs/decisions/153). The
 * site is `npm start`'s server with its function; GitHub is the stand-in over HTTP. Chromium fires
 * the sync itself once the context's emulated signal is back (it holds it while the worker is
 * emulated offline); the test fires it through the DevTools protocol as well, so the job is sent
 * whichever comes, and the second sync, meeting the first, must send nothing. The page open and
 * the sync racing still give one commit.
 */
const owner = passkeySite(74);
const { site } = owner;
const galleriesFile = "content/galleries.yml";
const workerScript = /\/admin\/new-job-worker\.js$/;
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];

test.describe.configure({ mode: "serial" });

let github: GitHubStandIn;
test.beforeAll(async () => {
  github = await owner.start();
});
test.afterAll(async () => {
  await owner.stop();
});

const published = (page: Page) => page.getByRole("status").filter({ hasText: words.published });
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
const firstProject = () =>
  (parse(github.readText(galleriesFile) ?? "") as { projects: { caption: string; image: string }[] }).projects[0];

const slatePatio = async (what: string): Promise<JobInput> => ({
  kind: "projects",
  photos: [await phonePhoto()],
  what,
  town: "Beaconsfield",
  alt: "A slate patio",
});

/**
 * A phone enrolled by invite, on the job page its worker controls, with a whole job queued with no
 * signal; with `sentFirst`, after that job was sent from the page with signal and "Add another job" tapped.
 */
async function queuedWithNoSignal(browser: Browser, device: string, sentFirst?: string) {
  const context = await browser.newContext({ ...phone?.use, baseURL: site });
  const page = await context.newPage();
  await owner.enrol(page, device);
  await waitForHydration(page);
  await expect.poll(() => controller(page), { timeout: 15_000 }).toMatch(workerScript);
  if (sentFirst) {
    await fillInJob(page, await slatePatio(sentFirst));
    await page.getByRole("button", { name: words.send }).click();
    await expect(published(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: words.another }).click();
  }
  await context.setOffline(true);
  const input = await slatePatio(`Slate patio ${device}`);
  await fillInJob(page, input);
  await page.getByRole("button", { name: words.send }).click();
  // Where the browser has Background Sync, the page says the job goes even with the page closed.
  await expect(page.getByText(words.queuedBackground)).toBeVisible();
  await expectStepFits(page);
  return { context, page, caption: `${input.what}, ${input.town}` };
}

/** Fires the job page's sync as the browser does when signal returns, from a tab of the phone's own. */
async function fireSync(context: BrowserContext) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((each) => each.scopeURL === `${site}/admin/new-job` && !each.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  await cdp.send("ServiceWorker.dispatchSyncEvent", { origin: site, registrationId, tag: sendLock, lastChance: false });
}

/** The galleries file differs from `before` by the job's lines alone, first in the projects. */
function expectOnlyTheJobsLines(before: string, caption: string) {
  const after = github.readText(galleriesFile) ?? "";
  const job = firstProject();
  expect(job?.caption).toBe(caption);
  const escaped = (job?.image ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const jobLines = new RegExp(`^ {2}- image: ${escaped}\\n(?: {4}\\S.*\\n)*`, "m");
  expect(after).toMatch(jobLines);
  expect(after.replace(jobLines, "")).toBe(before);
  const [commit] = github.history();
  expect(commit?.changed).toEqual([`app/assets/images/${job?.image}`, galleriesFile].sort());
}

test("no visitor's page registers a service worker, and the signed-in job page's controls only itself", async ({
  browser,
}) => {
  // Eleven pages opened and hydrated in turn, before and after the phone is enrolled.
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phone?.use, baseURL: site });
  const page = await context.newPage();
  const registrations = () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length));
  for (const { path } of allPages) {
    await page.goto(path);
    expect(await registrations(), `${path} registers none`).toBe(0);
  }
  await owner.enrol(page, "Phone that opens every page");
  await expect.poll(() => controller(page), { timeout: 15_000 }).toMatch(workerScript);
  const scopes = await page.evaluate(() =>
    navigator.serviceWorker.getRegistrations().then((all) => all.map((each) => each.scope)),
  );
  expect(scopes).toEqual([`${site}/admin/new-job`]);
  for (const { path } of allPages) {
    await page.goto(path);
    expect(await controller(page), `${path} is not the job page's`).toBe("");
  }
  await context.close();
});

test("a job queued with no signal is sent once by the page's worker with the page closed, and the page opened later says Published", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, caption } = await queuedWithNoSignal(browser, "Phone in a back garden");
  try {
    const before = github.history().length;
    const galleriesBefore = github.readText(galleriesFile) ?? "";
    await page.close();
    await context.setOffline(false);
    await fireSync(context);
    await expect.poll(() => github.history().length, { timeout: 30_000 }).toBe(before + 1);
    expectOnlyTheJobsLines(galleriesBefore, caption);

    const reopened = await context.newPage();
    await reopened.goto("/admin/new-job");
    await expect(published(reopened)).toBeVisible();
    await expectStepFits(reopened);
    // Published, it is not sent again.
    await reopened.reload();
    await expect(published(reopened)).toBeVisible();
    await expect.poll(() => sendsSettled(reopened)).toBe(0);
    expect(github.history()).toHaveLength(before + 1);
    expect(github.invalidRequests).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a job kept to go with the page closed offers to tell if it cannot go, and the tap asks the browser once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await queuedWithNoSignal(browser, "Phone that allows notifications");
  try {
    // Headless Chromium leaves the question unanswered, as a dismissed prompt does: count the asks.
    await page.evaluate(() => {
      const ask = Notification.requestPermission.bind(Notification);
      const counted = window as { asks?: number };
      counted.asks = 0;
      Notification.requestPermission = () => {
        counted.asks = (counted.asks ?? 0) + 1;
        return ask();
      };
    });
    const offer = page.getByRole("button", { name: words.tellIfNotSent });
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => (window as { asks?: number }).asks)).toBe(1);
    await expect(page.getByText(words.queuedBackground)).toBeVisible();
    await expectStepFits(page);
  } finally {
    await context.close();
  }
});

test("the page open and the worker's sync racing when signal returns give one commit", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, caption } = await queuedWithNoSignal(browser, "Phone on a driveway");
  try {
    const before = github.history().length;
    const galleriesBefore = github.readText(galleriesFile) ?? "";
    // The page sends on the `online` event while the browser fires the worker's sync.
    await Promise.all([context.setOffline(false), fireSync(context)]);
    await expect(published(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => sendsSettled(page)).toBe(0);
    expect(github.history()).toHaveLength(before + 1);
    expectOnlyTheJobsLines(galleriesBefore, caption);
    await page.reload();
    await expect(published(page)).toBeVisible();
    expect(github.history()).toHaveLength(before + 1);
    expect(github.invalidRequests).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a job queued with no signal just after another was sent from the page is made from the file that send left, and the worker sends it with the page closed", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const first = "Sandstone path sent with signal";
  const { context, page, caption } = await queuedWithNoSignal(browser, "Phone at the next job", first);
  try {
    const before = github.history().length;
    const galleriesBefore = github.readText(galleriesFile) ?? "";
    expect(galleriesBefore).toContain(first);
    await page.close();
    await context.setOffline(false);
    await fireSync(context);
    await expect.poll(() => github.history().length, { timeout: 30_000 }).toBe(before + 1);
    expectOnlyTheJobsLines(galleriesBefore, caption);
    expect(github.invalidRequests).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a galleries file changed since the job was queued leaves it to the page, which checks it again and sends it once on its next open", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, caption } = await queuedWithNoSignal(browser, "Phone by a hedge");
  try {
    const recaptioned = "Herringbone block paving driveway (re-laid)";
    const other = github.commitOnBranch("Recaption a job from the site editor", {
      [galleriesFile]: (github.readText(galleriesFile) ?? "").replace("Herringbone block paving driveway", recaptioned),
    });
    const asked = github.requests.length;
    await page.close();
    await context.setOffline(false);
    await fireSync(context);
    // The worker reads the file, finds it changed, and lets the send's lock go without a commit.
    await expect
      .poll(() => github.requests.slice(asked).some((request) => request.operationId === "repos/get-content"))
      .toBe(true);
    const home = await context.newPage();
    await home.goto("/");
    await expect.poll(() => sendsSettled(home)).toBe(0);
    expect(github.head()).toBe(other);

    await home.goto("/admin/new-job");
    await expect(published(home)).toBeVisible({ timeout: 30_000 });
    const [commit] = github.history();
    expect(commit?.parents).toEqual([other]);
    expect(firstProject()?.caption).toBe(caption);
    expect(github.readText(galleriesFile)).toContain(recaptioned);
    expect(github.history()[1]?.sha).toBe(other);
    expect(github.invalidRequests).toEqual([]);
  } finally {
    await context.close();
  }
});
