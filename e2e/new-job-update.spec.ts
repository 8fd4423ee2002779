import type { Page } from "@playwright/test";

import { words } from "../app/components/new-job/words";
import { jobsWords } from "../app/components/new-job/your-jobs-words";
import { jobPhones } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { expect, test, waitForHydration } from "./support/test";

/**
 * A new build of the site coming out while the owner's phone has the job page open, on the shipped
 * sign-in (`npm start` with the passkey sign-in's settings, GitHub's stand-in over HTTP). The new
 * build is the same files under another version, but for the list of jobs, whose chunk a build
 * that changed it writes under a new name: a proxy in front of `npm start` sends the worker so
 * changed once the test brings the build out.
 */
const workerScript = /\/admin\/new-job-worker\.js$/;
const yourJobsChunk = /,"\/assets\/your-jobs-[\w-]+\.js"/;
let newBuildOut = false;
const owner = passkeySite(84, {
  laterBuild: {
    changes: (path) => newBuildOut && workerScript.test(path),
    text: (built) => built.replace(/"version":"(\w+)"/, '"version":"$1-next"').replace(yourJobsChunk, ""),
  },
});
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];

test.use({ ...phone?.use, baseURL: owner.site });
test.beforeAll(async () => {
  await owner.start();
});
test.afterAll(async () => {
  await owner.stop();
});

const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");

/** Opens the job page and waits until its worker controls it. */
async function controlled(page: Page) {
  await waitForHydration(page);
  await expect.poll(() => controller(page), { timeout: 15_000 }).toMatch(workerScript);
}

test("a new build's worker takes over a page the old build loaded, which still opens its list of jobs with no signal, and keeps the job on the phone", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await owner.enrol(page, "Phone updated in the field");
  await controlled(page);
  const cacheNames = () => page.evaluate(() => caches.keys());
  // The caches once no worker is still installing or waiting: the new one has taken over.
  const cachesOnceActive = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const settled = registration?.active?.state === "activated" && !registration.installing && !registration.waiting;
      return settled ? caches.keys() : [];
    });
  const [first] = await cacheNames();
  await page.getByRole("button", { name: new RegExp(`^${words.kinds.beforeAfter.name}`) }).click();
  await expect(page.getByText(words.keptOnPhone)).toBeVisible();

  // Another tab opens the page after the new build: its worker takes over both tabs.
  newBuildOut = true;
  const other = await context.newPage();
  await other.goto("/admin/new-job");
  await controlled(other);
  await expect.poll(cachesOnceActive, { timeout: 15_000 }).toEqual([first, `${first}-next`]);
  await other.close();
  // The phone's HTTP cache may have dropped the old build's files by now: only the worker's hold them.
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await context.setOffline(true);
  await page.getByRole("link", { name: words.yourJobs }).click();
  await expect(page.getByRole("heading", { name: jobsWords.heading })).toBeVisible();

  await page.goto("/admin/new-job");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: words.resume.heading })).toBeVisible();
  await page.getByRole("button", { name: words.resume.carryOn }).click();
  await expect(page.getByRole("group", { name: words.shots.before })).toBeVisible();
});
