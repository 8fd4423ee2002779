import { readFileSync, statSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/components/new-job/words";
import { jobsWords } from "../app/components/new-job/your-jobs-words";
import { imagePresets } from "../app/content/image-presets";
import { galleryFields } from "../app/content/schema/gallery-fields";
import { changedLines } from "../test-support/changed-lines";
import { recordCspViolations } from "./support/csp";
import { gitHubBackend, test } from "./support/github-server";
import { GitHubStandIn } from "./support/github-stand-in";
import { expectStepFits, type JobInput, jobPhones, nextButton, pickKindAndPhotos, writeWords } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { expect, waitForHydration } from "./support/test";

/**
 * The owner's jobs from the phone, on the site built with GitHub sign-in chosen
 * (support/github-server.ts), against the GitHub stand-in (support/github-stand-in.ts): a
 * caption fixed, a job moved and a job taken down, each one commit that changes only that job's
 * lines of the galleries file, the last removing its photos. Expected values come from the
 * content files.
 */
const backend = gitHubBackend;
const galleriesFile = "content/galleries.yml";
const galleriesText = readFileSync(galleriesFile, "utf8");
type Item = Record<string, string>;
const galleries = parse(galleriesText) as { projects: Item[]; beforeAfter: Item[] };
const token = "gho_signed-in-in-the-editor";
const imagePath = (file = "") => `app/assets/images/${file}`;

let github: GitHubStandIn;
let violations: string[];

test.beforeEach(async ({ page }) => {
  violations = await recordCspViolations(page);
  const pair = galleries.beforeAfter.at(-1) ?? {};
  const photos = [pair.before, pair.after].map((file) => [imagePath(file), readFileSync(imagePath(file))] as const);
  github = new GitHubStandIn({
    repo: backend.repo,
    branch: backend.branch,
    token,
    files: { [galleriesFile]: galleriesText, ...Object.fromEntries(photos) },
  });
  await page.addInitScript(
    (kept) => localStorage.setItem("decap-cms-user", kept),
    JSON.stringify({ token, backendName: "github" }),
  );
  await page.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    await route.fulfill(
      await github.handle({
        method: request.method(),
        url: request.url(),
        headers: await request.allHeaders(),
        body: request.postData(),
      }),
    );
  });
});

test.afterEach(() => {
  expect(github.invalidRequests).toEqual([]);
  expect(violations).toEqual([]);
});

/** The last commit: one more than before, with what it changed in the galleries file. */
function lastCommit(before: string) {
  const [commit] = github.history();
  return { commit, lines: changedLines(before, github.readText(galleriesFile) ?? "") };
}

async function saveAndSeePublished(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible({ timeout: 20_000 });
  await expectStepFits(page);
  await page.getByRole("button", { name: jobsWords.backToList }).click();
}

const jobButton = (page: Page, caption = "") => page.getByRole("button", { name: caption, exact: true });

for (const phone of jobPhones) {
  test.describe(`at ${phone.name}`, () => {
    test.use(phone.use);

    test("a caption fixed, a job moved and a job taken down, each one commit of that job's lines", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/admin/new-job");
      await waitForHydration(page);
      await page.getByRole("link", { name: words.yourJobs }).click();
      await expect(page.getByRole("heading", { level: 2, name: jobsWords.heading })).toBeFocused();
      await expectStepFits(page);

      // A caption fixed.
      const [first, second] = galleries.projects;
      await jobButton(page, first?.caption).click();
      await expectStepFits(page);
      await page.getByLabel(galleryFields.caption.label).fill("Herringbone drive, Penn");
      await saveAndSeePublished(page, jobsWords.save);
      let last = lastCommit(galleriesText);
      expect(github.history()).toHaveLength(2);
      expect(last.commit?.changed).toEqual([galleriesFile]);
      expect(last.lines).toEqual({
        removed: [`    caption: "${first?.caption}"`],
        added: ['    caption: "Herringbone drive, Penn"'],
      });

      // A job moved down one place.
      let before = github.readText(galleriesFile) ?? "";
      await jobButton(page, second?.caption).click();
      await page.getByRole("button", { name: words.moveDown }).click();
      await expect(page.getByText(words.position(3, galleries.projects.length))).toBeVisible();
      await saveAndSeePublished(page, jobsWords.save);
      last = lastCommit(before);
      expect(github.history()).toHaveLength(3);
      expect(last.commit?.changed).toEqual([galleriesFile]);
      expect((parse(github.readText(galleriesFile) ?? "") as typeof galleries).projects[2]).toEqual(second);
      // The same lines, the job's after the one it passed: a diff shows one of the two moved.
      const after = github.readText(galleriesFile) ?? "";
      expect(after.split("\n").sort()).toEqual(before.split("\n").sort());
      expect(last.lines.removed).toHaveLength(2 * Object.keys(second ?? {}).length);

      // A pair taken down, with its photos, after a confirmation that names it.
      before = github.readText(galleriesFile) ?? "";
      const pair = galleries.beforeAfter.at(-1);
      await jobButton(page, pair?.caption).click();
      await page.getByRole("button", { name: jobsWords.takeDown }).click();
      await expect(
        page.getByRole("heading", { level: 2, name: jobsWords.confirmTakeDown(pair?.caption ?? "") }),
      ).toBeFocused();
      await expectStepFits(page);
      await saveAndSeePublished(page, jobsWords.takeDown);
      last = lastCommit(before);
      expect(github.history()).toHaveLength(4);
      expect(last.commit?.changed).toEqual([galleriesFile, imagePath(pair?.before), imagePath(pair?.after)].sort());
      expect(github.readFile(imagePath(pair?.before))).toBeUndefined();
      expect(last.lines.added).toEqual([]);
      expect(last.lines.removed).toHaveLength(Object.keys(pair ?? {}).length);
      await expect(jobButton(page, pair?.caption)).toHaveCount(0);
    });

    test("a change left unsaved comes back after a reload, and going back to the list forgets it", async ({ page }) => {
      const [first] = galleries.projects;
      const count = galleries.projects.length;
      await page.goto("/admin/new-job#jobs");
      await jobButton(page, first?.caption).click();
      await page.getByLabel(galleryFields.caption.label).fill("Herringbone drive, Penn");
      await page.getByRole("button", { name: words.moveDown }).click();
      await expect(page.getByText(words.position(2, count))).toBeVisible();
      await expect(page.getByText(jobsWords.changeKept)).toBeVisible();

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel(galleryFields.caption.label)).toHaveValue("Herringbone drive, Penn");
      await expect(page.getByText(words.position(2, count))).toBeVisible();
      await expect(page.getByText(jobsWords.changeKept)).toBeVisible();
      await expectStepFits(page);

      await page.getByRole("button", { name: jobsWords.backToList }).click();
      await expect(page.getByRole("heading", { level: 2, name: jobsWords.heading })).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 2, name: jobsWords.heading })).toBeVisible();
      await expect(page.getByLabel(galleryFields.caption.label)).toHaveCount(0);
      expect(github.history()).toHaveLength(1);
    });
  });
}

/** The bytes of each photo under `/admin/` the page was sent, by its address, as each response comes. */
function photoBytes(page: Page) {
  const sent = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/admin\/.+\.(webp|jpe?g)$/.test(pathname) && response.ok())
      sent.set(
        pathname,
        response.body().then((body) => body.length),
      );
  });
  return sent;
}

/**
 * A list's photo, scrolled to and drawn: the small copy for lists (decision 152), no wider than
 * the photo slot's narrowest encoding, sent in a quarter of its master's bytes or less.
 */
async function expectSmallCopy(photo: Locator, master: string, sent: Map<string, Promise<number>>) {
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  const shown = await photo.evaluate((image: HTMLImageElement) => ({
    address: new URL(image.currentSrc).pathname,
    width: image.naturalWidth,
  }));
  expect(shown.address).toMatch(/^\/admin\/list-photos\/[0-9a-f]{40}\.webp$/);
  expect(shown.width).toBeLessThanOrEqual(Math.min(...imagePresets.photo.widths));
  const bytes = (await sent.get(shown.address)) ?? Infinity;
  expect(bytes).toBeLessThanOrEqual(statSync(imagePath(master)).size / 4);
  return bytes;
}

test.describe("the lists' photos", () => {
  test.use(jobPhones[1]?.use ?? {});

  test("the list of jobs and the place step show each job's small copy, not its master", async ({ page }) => {
    test.setTimeout(90_000);
    const sent = photoBytes(page);
    await page.goto("/admin/new-job#jobs");
    await expect(page.getByRole("heading", { level: 2, name: jobsWords.heading })).toBeVisible();
    const listed = [...galleries.projects, ...galleries.beforeAfter];
    let total = 0;
    for (const job of listed)
      total += await expectSmallCopy(jobButton(page, job.caption).locator("img"), job.image ?? job.after ?? "", sent);
    const masters = listed.reduce((sum, job) => sum + statSync(imagePath(job.image ?? job.after)).size, 0);
    test.info().annotations.push({
      type: "bytes",
      description: `${listed.length} list photos: ${total} B; their masters: ${masters} B`,
    });
    expect([...sent.keys()].filter((address) => address.startsWith("/admin/images/"))).toEqual([]);

    // The place step: the gallery's jobs by their small copies, the new job by the photo on the phone.
    await page.goto("/admin/new-job");
    await waitForHydration(page);
    const job: JobInput = {
      kind: "projects",
      photos: [await phonePhoto()],
      what: "Sandstone patio",
      town: "Beaconsfield",
      alt: "A sandstone patio",
    };
    await pickKindAndPhotos(page, job);
    await writeWords(page, job);
    await nextButton(page).click();
    const order = page.getByRole("list", { name: words.steps[4] }).getByRole("listitem");
    await expect(order).toHaveCount(galleries.projects.length + 1);
    await expect(order.first().locator("img")).toHaveAttribute("src", /^blob:/);
    for (const [index, listedJob] of galleries.projects.entries())
      await expectSmallCopy(order.nth(index + 1).locator("img"), listedJob.image ?? "", sent);
    expect([...sent.keys()].filter((address) => address.startsWith("/admin/images/"))).toEqual([]);
  });
});
