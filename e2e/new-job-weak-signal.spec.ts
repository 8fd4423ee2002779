import type { Page } from "@playwright/test";

import { words } from "../app/owner/new-job/words";
import type { GitHubStandIn } from "./support/github-stand-in";
import { expectStepFits, fillInJob, type JobInput, jobPhones, sendsSettled } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { phonePhoto } from "./support/phone-photo";
import { expect, test, waitForHydration } from "./support/test";

/**
 * One bar of signal: the phone says it is online, but the send's requests get no answer (GitHub's
 * stand-in drops every connection, so the site's gateway cannot reach it). On the shipped sign-in
 * (`npm start` with the passkey sign-in's settings, GitHub's stand-in over HTTP), the job is kept
 * on the phone with one plain line, and goes by itself, with no tap, once requests succeed again,
 * the page open or closed and opened again: exactly one commit.
 */
const owner = passkeySite(82);
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];

test.describe.configure({ mode: "serial" });
test.use({ ...phone?.use, baseURL: owner.site });

let github: GitHubStandIn;
test.beforeAll(async () => {
  github = await owner.start();
});
test.afterAll(async () => {
  owner.reachGitHub(true);
  await owner.stop();
});

const published = (page: Page) => page.getByRole("status").filter({ hasText: words.published });
/** The line of a job kept to go by itself, whether or not the page's worker can send it closed. */
const keptLine = (page: Page) => page.getByText(words.queued).or(page.getByText(words.queuedBackground));

/** A phone enrolled as `device`, on the job page with a whole job `what` filled in, ready to send. */
async function jobReadyToSend(page: Page, device: string, what: string) {
  await owner.enrol(page, device);
  await waitForHydration(page);
  const input: JobInput = { kind: "projects", photos: [await phonePhoto()], what, town: "Beaconsfield", alt: what };
  await fillInJob(page, input);
  return { caption: `${input.what}, ${input.town}`, before: github.history().length };
}

test("a send that gets no answer while the phone is online is kept with a plain line, and goes by itself once, within a minute of requests succeeding again", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { caption, before } = await jobReadyToSend(page, "Phone with one bar", "Slate patio with one bar");

  owner.reachGitHub(false);
  await page.getByRole("button", { name: words.send }).click();
  await expect(keptLine(page)).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByText(/Failed to fetch|Load failed|TypeError|Not sent/)).toHaveCount(0);
  await expectStepFits(page);

  // Requests succeed again: the job goes by itself, with no tap, within a minute.
  owner.reachGitHub(true);
  await expect(published(page)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => sendsSettled(page)).toBe(0);
  expect(github.history()).toHaveLength(before + 1);
  expect(github.history()[0]?.message).toContain(caption);
  await page.reload();
  await expect(published(page)).toBeVisible();
  expect(github.history()).toHaveLength(before + 1);
  expect(github.invalidRequests).toEqual([]);
});

test("a job kept with one bar goes by itself, once, when the page is closed and opened again after requests succeed", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { caption, before } = await jobReadyToSend(page, "Phone put away with one bar", "Brick edging put away");
  owner.reachGitHub(false);
  await page.getByRole("button", { name: words.send }).click();
  await expect(keptLine(page)).toBeVisible({ timeout: 60_000 });
  const address = page.url();
  await page.close();

  // Requests succeed again; the owner opens the page later, and taps nothing.
  owner.reachGitHub(true);
  const later = await context.newPage();
  await later.goto(address);
  await expect(published(later)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => sendsSettled(later)).toBe(0);
  expect(github.history()).toHaveLength(before + 1);
  expect(github.history()[0]?.message).toContain(caption);
  expect(github.invalidRequests).toEqual([]);
});

test("a send under way can be stopped: the job is kept, every control answers, and it goes when sent again", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { before } = await jobReadyToSend(page, "Phone on a driveway", "Gravel path stopped once");
  // GitHub answers slowly enough to stop the send while it waits.
  owner.reachGitHub(true, 5_000);
  await page.getByRole("button", { name: words.send }).click();
  await page.getByRole("button", { name: words.stopSending }).click();
  await expect(page.getByText(words.stopped)).toBeVisible();
  owner.reachGitHub(true);
  expect(github.history()).toHaveLength(before);

  await page.getByRole("button", { name: words.send }).click();
  await expect(published(page)).toBeVisible({ timeout: 60_000 });
  expect(github.history()).toHaveLength(before + 1);
});
