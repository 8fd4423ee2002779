import { readFileSync, statSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { jobsWords } from "../app/owner/new-job/your-jobs-words";
import { imagePresets } from "../app/content/image-presets";
import { galleryFields } from "../app/content/schema/gallery-fields";
import { changedLines } from "../test-support/changed-lines";
import { recordCspViolations } from "./support/csp";
import { gitHubBackend, test as gitHubTest } from "./support/github-server";
import { GitHubStandIn } from "./support/github-stand-in";
import { expectStepFits, type JobInput, jobPhones, nextButton, pickKindAndPhotos, writeWords } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { passkeySite } from "./support/passkey-site";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The owner's jobs from the phone, on the sign-in that ships: the site as `npm start` serves it
 * with the passkey sign-in's settings, a phone enrolled by invite, and GitHub's stand-in over HTTP
 * behind the site's gateway (support/passkey-site.ts). A caption fixed, a job moved and a job
 * taken down, each one commit that changes only that job's lines of the galleries file, the last
 * removing its photos. The same journey runs on the site built with GitHub sign-in chosen
 * (support/github-server.ts) as the variant, at every phone size. Expected values come from the
 * content files.
 */
const galleriesFile = "content/galleries.yml";
const galleriesText = readFileSync(galleriesFile, "utf8");
type Item = Record<string, string>;
const galleries = parse(galleriesText) as { projects: Item[]; beforeAfter: Item[] };
const token = "gho_signed-in-in-the-editor";
const imagePath = (file = "") => `app/assets/images/${file}`;
const owner = passkeySite(78);

let violations: string[];

/** The last pair's photos, which the journey takes down, by their paths in the repository. */
function pairPhotos() {
  const pair = galleries.beforeAfter.at(-1) ?? {};
  return Object.fromEntries([pair.before, pair.after].map((file) => [imagePath(file), readFileSync(imagePath(file))]));
}

/** The commits `github` received after its first `count`, newest first. */
function commitsSince(github: GitHubStandIn, count: number) {
  return github.history().slice(0, github.history().length - count);
}

/** The last commit, with what it changed in the galleries file from `before`. */
function lastCommit(github: GitHubStandIn, before: string) {
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

/**
 * From the job page, hydrated: "Your jobs" fixes a caption, moves a job down and takes a pair
 * down, and `github` receives one commit for each, changing only that job's lines.
 */
async function changeThreeJobs(page: Page, github: GitHubStandIn) {
  const count = github.history().length;
  await page.getByRole("link", { name: words.yourJobs }).click();
  await expect(page.getByRole("heading", { level: 2, name: jobsWords.heading })).toBeFocused();
  await expectStepFits(page);

  // A caption fixed.
  const [first, second] = galleries.projects;
  await jobButton(page, first?.caption).click();
  await expectStepFits(page);
  await page.getByLabel(galleryFields.caption.label).fill("Herringbone drive, Penn");
  await saveAndSeePublished(page, jobsWords.save);
  let last = lastCommit(github, galleriesText);
  expect(commitsSince(github, count)).toHaveLength(1);
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
  last = lastCommit(github, before);
  expect(commitsSince(github, count)).toHaveLength(2);
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
  last = lastCommit(github, before);
  expect(commitsSince(github, count)).toHaveLength(3);
  expect(last.commit?.changed).toEqual([galleriesFile, imagePath(pair?.before), imagePath(pair?.after)].sort());
  expect(github.readFile(imagePath(pair?.before))).toBeUndefined();
  expect(last.lines.added).toEqual([]);
  expect(last.lines.removed).toHaveLength(Object.keys(pair ?? {}).length);
  await expect(jobButton(page, pair?.caption)).toHaveCount(0);
}

test.describe("on the passkey sign-in through the site's gateway, at 390x844", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ ...jobPhones.find((phone) => phone.name === "390x844")?.use, baseURL: owner.site });

  let github: GitHubStandIn;
  test.beforeAll(async () => {
    github = await owner.start(pairPhotos());
  });
  test.afterAll(async () => {
    await owner.stop();
  });
  test.beforeEach(async ({ page }) => {
    violations = await recordCspViolations(page);
  });
  test.afterEach(() => {
    expect(github.invalidRequests).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("a caption fixed, a job moved and a job taken down, each one commit of that job's lines", async ({ page }) => {
    test.setTimeout(120_000);
    await owner.enrol(page, "Phone on a driveway");
    await waitForHydration(page);
    await changeThreeJobs(page, github);
  });

  test("a change left unsaved comes back after a reload, and going back to the list forgets it", async ({ page }) => {
    test.setTimeout(90_000);
    const [first] = galleries.projects;
    const count = galleries.projects.length;
    await owner.enrol(page, "Phone by a hedge");
    const commits = github.history().length;
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
    expect(github.history()).toHaveLength(commits);
  });
});

gitHubTest.describe("the variant: GitHub sign-in chosen in the editor's settings", () => {
  const backend = gitHubBackend;
  let github: GitHubStandIn;

  gitHubTest.beforeEach(async ({ page }) => {
    violations = await recordCspViolations(page);
    github = new GitHubStandIn({
      repo: backend.repo,
      branch: backend.branch,
      token,
      files: { [galleriesFile]: galleriesText, ...pairPhotos() },
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

  gitHubTest.afterEach(() => {
    expect(github.invalidRequests).toEqual([]);
    expect(violations).toEqual([]);
  });

  for (const phone of jobPhones)
    gitHubTest.describe(`at ${phone.name}`, () => {
      gitHubTest.use(phone.use);

      gitHubTest(
        "a caption fixed, a job moved and a job taken down, each one commit of that job's lines",
        async ({ page }) => {
          gitHubTest.setTimeout(120_000);
          await page.goto("/admin/new-job");
          await waitForHydration(page);
          await changeThreeJobs(page, github);
        },
      );
    });
});

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
