import type { Page } from "@playwright/test";

import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { jobsWords } from "../app/owner/new-job/your-jobs-words";
import { recordCspViolations } from "./support/csp";
import type { GitHubStandIn } from "./support/github-stand-in";
import { jobPhones } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The job page with no signal, on the shipped sign-in (`npm start` with the passkey sign-in's
 * settings, GitHub's stand-in over HTTP), the site seen through a proxy that records every
 * address asked of it, so "no signal" is checked by what reached the site, and that sends a later
 * build's worker once a test brings it out: the same files under another version, but for the
 * list of jobs, whose chunk a build that changed it writes under a new name.
 */
const workerScript = /\/admin\/new-job-worker\.js$/;
const yourJobsChunk = /,"\/assets\/your-jobs-[\w-]+\.js"/;
let newBuildOut = false;
const asked: string[] = [];
const owner = passkeySite(84, {
  asked,
  laterBuild: {
    changes: (path) => newBuildOut && workerScript.test(path),
    text: (built) => built.replace(/"version":"(\w+)"/, '"version":"$1-next"').replace(yourJobsChunk, ""),
  },
});
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];

test.describe.configure({ mode: "serial" });
test.use({ ...phone?.use, baseURL: owner.site });
let github: GitHubStandIn;
test.beforeAll(async () => {
  github = await owner.start();
});
test.afterAll(async () => {
  await owner.stop();
});
test.afterEach(() => {
  newBuildOut = false;
});

const galleriesFile = "content/galleries.yml";
const firstProject = () =>
  (parse(github.readText(galleriesFile) ?? "") as { projects: { caption: string; image: string }[] }).projects[0];
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

test("the lists' photos seen with signal show with none", async ({ page, context }) => {
  test.setTimeout(120_000);
  const violations = await recordCspViolations(page);
  await owner.enrol(page, "Phone reading its list");
  await controlled(page);
  const caption = firstProject()?.caption ?? "";
  // The photo is decorative (the caption names the job): found inside the job's button.
  const photo = () => page.getByRole("button", { name: caption, exact: true }).locator("img");
  const photoShown = () => photo().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  // The list's small copy of the photo (decision 152), not the master.
  const photoAddress = () => photo().evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  const smallCopy = /^\/admin\/list-photos\/[0-9a-f]+\.webp$/;
  const openList = async () => {
    await page.getByRole("link", { name: words.yourJobs }).click();
    await expect(page.getByRole("heading", { name: jobsWords.heading })).toBeVisible();
  };
  await openList();
  await expect.poll(photoShown).toBe(true);
  expect(await photoAddress()).toMatch(smallCopy);
  await context.setOffline(true);
  asked.length = 0;
  await page.goto("/admin/new-job");
  await waitForHydration(page);
  await openList();
  await expect.poll(photoShown).toBe(true);
  expect(await photoAddress()).toMatch(smallCopy);
  expect(asked.filter((address) => address.startsWith("/admin/images/"))).toEqual([]);
  expect(asked.filter((address) => address.startsWith("/admin/list-photos/"))).toEqual([]);
  expect(violations).toEqual([]);
});
