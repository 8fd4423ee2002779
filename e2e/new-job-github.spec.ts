import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { phonePhotoAdvice } from "../app/content/schema/image-slots";
import { recordCspViolations } from "./support/csp";
import { gitHubBackend, serveGitHub, serveSiteWithGitHubSignIn, test } from "./support/github-server";
import { GitHubStandIn } from "./support/github-stand-in";
import { fillInJob, type JobInput, jobPhones } from "./support/new-job";
import { phonePhoto, photoFacts } from "./support/phone-photo";
import { expect, waitForHydration } from "./support/test";

/**
 * Where the developer chooses GitHub sign-in for the site editor, the job page publishes through
 * GitHub's API with the editor's sign-in; the site is served as built with that choice
 * (support/github-server.ts). GitHub is a stand-in here (support/github-stand-in.ts) that checks
 * every request against GitHub's published OpenAPI description; the page talks to it at GitHub's
 * own address, which its Content-Security-Policy allows.
 */
const backend = gitHubBackend;
const galleriesFile = "content/galleries.yml";
const token = "gho_signed-in-in-the-editor";

test.use(jobPhones[1]?.use ?? {});

/** Signed in on this phone's site editor: Decap keeps its user here. */
const signedIn = (page: Page) =>
  page.addInitScript(
    (kept) => localStorage.setItem("decap-cms-user", kept),
    JSON.stringify({ token, backendName: "github" }),
  );

let github: GitHubStandIn;
let violations: string[];

test.beforeEach(async ({ page }) => {
  // Served with the page's own policy: a photo shown from the phone, the worker or GitHub's API
  // blocked by it fails here rather than on the owner's phone.
  violations = await recordCspViolations(page);
  github = new GitHubStandIn({
    repo: backend.repo,
    branch: backend.branch,
    token,
    files: { [galleriesFile]: readFileSync(galleriesFile, "utf8") },
  });
  await signedIn(page);
  await page.route("https://api.github.com/**", async (route) => {
    if (github.networkCut) return route.abort("internetdisconnected");
    const request = route.request();
    const answer = await github.handle({
      method: request.method(),
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postData(),
    });
    await route.fulfill(answer);
  });
});

test.afterEach(() => {
  expect(github.invalidRequests).toEqual([]);
  expect(violations).toEqual([]);
});

const job = async (what: string): Promise<JobInput> => ({
  kind: "projects",
  photos: [await phonePhoto()],
  what,
  town: "Beaconsfield",
  alt: "A new patio",
});

async function fillIn(page: Page, input: JobInput) {
  await page.goto("/admin/new-job");
  await waitForHydration(page);
  await fillInJob(page, input);
  await page.getByRole("button", { name: words.send }).click();
}

/** What GitHub's galleries file lists first in the projects gallery. */
const firstProject = () =>
  (parse(github.readText(galleriesFile) ?? "") as { projects: { caption: string; image: string }[] }).projects[0];

async function expectKeptOnReload(page: Page, input: JobInput) {
  await page.reload();
  await expect(page.getByRole("heading", { name: words.resume.heading })).toBeVisible();
  await expect(page.getByText(`"${input.what}, ${input.town}", 1 photo`)).toBeVisible();
}

test("the photos and the galleries file go to GitHub in one commit, and the page waits for the host's build", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const input = await job("Indian sandstone patio");
  await fillIn(page, input);
  await expect(page.getByRole("status").filter({ hasText: words.published })).toContainText(words.waiting, {
    timeout: 20_000,
  });

  const [commit, ...older] = github.history();
  expect(older).toHaveLength(1);
  expect(commit?.parents).toEqual([older[0]?.sha]);
  const first = firstProject();
  expect(first?.caption).toBe(`${input.what}, ${input.town}`);
  expect(commit?.changed).toEqual([`app/assets/images/${first?.image}`, galleriesFile].sort());
  const photo = github.readFile(`app/assets/images/${first?.image}`);
  expect(await photoFacts(Buffer.from(photo ?? []))).toMatchObject({ format: "jpeg", exif: false, xmp: false });
  // Published, the job is no longer offered back.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
});

test("a branch the site editor moved meanwhile is read again and the job added to it, keeping the other change", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const input = await job("Porcelain patio");
  const theirs = "Edited in the site editor meanwhile";
  const original =
    (parse(readFileSync(galleriesFile, "utf8")) as { projects: { caption: string }[] }).projects[0]?.caption ?? "";
  github.moveBranchBeforeRefUpdate({
    path: galleriesFile,
    change: (text) => text.replace(original, theirs),
    message: "Update galleries from the site editor",
  });
  // Over real HTTP, with nothing routed: the browser's cache stands between the page and GitHub,
  // whose reads say `Cache-Control: private, max-age=60`, so a reread of the moved branch must
  // not come from it.
  const api = await serveGitHub(github);
  const site = await serveSiteWithGitHubSignIn(baseURL ?? "", { apiRoot: api.origin });
  const context = await browser.newContext({ ...jobPhones[1]?.use, baseURL: site.origin });
  try {
    const page = await context.newPage();
    const seen = await recordCspViolations(page);
    await signedIn(page);
    await fillIn(page, input);
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible({ timeout: 20_000 });
    expect(seen).toEqual([]);
  } finally {
    await context.close();
    await Promise.all([api.close(), site.close()]);
  }

  const [ours, other] = github.history();
  expect(other?.message).toBe("Update galleries from the site editor");
  expect(ours?.parents).toEqual([other?.sha]);
  const projects = (parse(github.readText(galleriesFile) ?? "") as { projects: { caption: string }[] }).projects;
  expect(projects.map((project) => project.caption).slice(0, 2)).toEqual([`${input.what}, ${input.town}`, theirs]);
});

test("a sign-in GitHub no longer accepts asks for sign-in again, and the job stays on the phone", async ({ page }) => {
  test.setTimeout(90_000);
  const input = await job("Block paving drive");
  github.revokeToken();
  await fillIn(page, input);
  await expect(page.getByText(words.signInNeeded)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: words.signIn })).toBeVisible();
  expect(github.history()).toHaveLength(1);
  await expectKeptOnReload(page, input);
});

test("no signal while the phone says it is online: the job is kept with a plain line, and goes by itself once GitHub answers again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const input = await job("Gravel drive");
  github.cutNetwork();
  await fillIn(page, input);
  await expect(page.getByText(words.queued).or(page.getByText(words.queuedBackground))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Failed to fetch|Load failed|TypeError|Not sent/)).toHaveCount(0);
  expect(github.history()).toHaveLength(1);

  // Signal back: the same job goes from where it was kept, with no tap.
  github.networkCut = false;
  await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible({ timeout: 60_000 });
  expect(github.history()).toHaveLength(2);
  expect(firstProject()?.caption).toBe(`${input.what}, ${input.town}`);
});

test("an iPhone's HEIC photo is refused with the build's line, and the page waits for another", async ({ page }) => {
  await page.goto("/admin/new-job");
  await page.getByRole("button", { name: new RegExp(`^${words.kinds.projects.name}`) }).click();
  const group = page.getByRole("group", { name: words.shots.photo });
  // An ISO box file whose brand names HEVC pictures, as an iPhone writes it.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
  await group
    .getByLabel(words.choosePhoto)
    .setInputFiles({ name: "IMG_0413.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(group.getByText(phonePhotoAdvice("IMG_0413.HEIC"))).toBeVisible();
  await page.getByRole("button", { name: words.next, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: words.steps[1] })).toBeVisible();
  await expect(group.getByText(phonePhotoAdvice("IMG_0413.HEIC"))).toBeVisible();
  expect(github.history()).toHaveLength(1);
});
