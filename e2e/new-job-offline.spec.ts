import { readFileSync } from "node:fs";

import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { recordCspViolations } from "./support/csp";
import { gitHubBackend, serveGitHub, serveSiteWithGitHubSignIn } from "./support/github-server";
import { GitHubStandIn } from "./support/github-stand-in";
import { holdScripts } from "./support/hydration";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift";
import { expectStepFits, fillInJob, type JobInput, jobPhones } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The job page where the owner works: its first step in the HTML, and, once opened with signal,
 * opened again with none (`context.setOffline`), a whole job prepared and queued, and sent by
 * itself when signal returns. GitHub is the stand-in (support/github-stand-in.ts) over real HTTP,
 * and the site is served through a server that records every address asked of it, so "no
 * signal" is checked by what reached the site, not only by the browser's emulation.
 */
const backend = gitHubBackend;
const galleriesFile = "content/galleries.yml";
const token = "gho_signed-in-in-the-editor";
const workerScript = /\/admin\/new-job-worker\.js$/;

const stepHeading = (page: Page, step: number) => page.getByRole("heading", { level: 2, name: words.steps[step] });
const kindButton = (page: Page, kind: keyof typeof words.kinds) =>
  page.getByRole("button", { name: new RegExp(`^${words.kinds[kind].name}`) });
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");

/** A phone signed in to the site editor, the site and GitHub's stand-in each at an address of its own. */
async function ownersPhone(browser: Browser, siteUrl: string, phone: BrowserContextOptions | undefined) {
  const github = new GitHubStandIn({
    repo: backend.repo,
    branch: backend.branch,
    token,
    files: { [galleriesFile]: readFileSync(galleriesFile, "utf8") },
  });
  const api = await serveGitHub(github);
  const asked: string[] = [];
  const site = await serveSiteWithGitHubSignIn(siteUrl, { apiRoot: api.origin, asked });
  const context = await browser.newContext({ ...phone, baseURL: site.origin });
  await context.addInitScript(
    (kept) => localStorage.setItem("decap-cms-user", kept),
    JSON.stringify({ token, backendName: "github" }),
  );
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  const close = async () => {
    await context.close();
    await Promise.all([api.close(), site.close()]);
  };
  return { github, asked, context, page, violations, close };
}

/** Opens the job page and waits until its worker controls it. */
async function openJobPage(page: Page) {
  await page.goto("/admin/new-job");
  await waitForHydration(page);
  await expect.poll(() => controller(page), { timeout: 15_000 }).toMatch(workerScript);
}

const firstProject = (github: GitHubStandIn) =>
  (parse(github.readText(galleriesFile) ?? "") as { projects: { caption: string; image: string }[] }).projects[0];

/*
 * On the GitHub sign-in: on the passkey sign-in a job queued with no signal is also prepared for
 * the page's worker by the build's check, whose own worker Chromium does not start in a page
 * opened under the test's offline emulation (its script does not come through the page's worker),
 * so the journey there is e2e/new-job-background-sync.spec.ts's, from a page opened with signal.
 */
for (const [index, phone] of jobPhones.entries()) {
  // The narrower phone gets its signal back with the page open, the other after closing it.
  const signalBack = index === 0 ? "with the page open" : "at the next open";
  test(`opened once, the page opens with no signal, a job is queued and kept on reload, and sent once ${signalBack} (${phone.name})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await ownersPhone(browser, baseURL ?? "", phone.use);
    const input: JobInput = {
      kind: "projects",
      photos: [await phonePhoto()],
      what: `Slate patio ${phone.name}`,
      town: "Beaconsfield",
      alt: "A slate patio",
    };
    try {
      const { page, context, github, asked } = owner;
      await openJobPage(page);
      await context.setOffline(true);
      asked.length = 0;
      await page.reload();
      await waitForHydration(page);
      await expect(stepHeading(page, 0)).toBeVisible();
      await fillInJob(page, input);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByText(words.queued)).toBeVisible();
      await expectStepFits(page);

      // A reload with no signal keeps the queued job, and says so.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(words.queued)).toBeVisible();
      await expect(page.getByText(`${input.what}, ${input.town}`)).toBeVisible();
      // The browser's own check for a new worker, which `register()` starts, is made outside the
      // page's emulated network; on a phone with no signal it fails and the kept worker stays.
      const fromPage = asked.filter((address) => !workerScript.test(address));
      expect(fromPage, "what reached the site with no signal").toEqual([]);
      expect(github.history()).toHaveLength(1);

      let published = page;
      if (index === 0) {
        await context.setOffline(false);
      } else {
        await page.close();
        await context.setOffline(false);
        published = await context.newPage();
        await published.goto("/admin/new-job");
      }
      await expect(published.getByRole("status").filter({ hasText: words.published })).toBeVisible({
        timeout: 20_000,
      });
      await expectStepFits(published);
      const [commit, ...older] = github.history();
      expect(older, "commits before the job's").toHaveLength(1);
      const first = firstProject(github);
      expect(first?.caption).toBe(`${input.what}, ${input.town}`);
      expect(commit?.changed).toEqual([`app/assets/images/${first?.image}`, galleriesFile].sort());
      // Published, it is neither offered back nor sent again on the next open.
      await published.reload();
      await expect(published.getByRole("status").filter({ hasText: words.published })).toBeVisible();
      expect(github.history()).toHaveLength(2);
      expect(owner.violations).toEqual([]);
      expect(github.invalidRequests).toEqual([]);
    } finally {
      await owner.close();
    }
  });
}

test("a kind tapped before the script has run is chosen once it has", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/admin/new-job", { waitUntil: "domcontentloaded" });
  await kindButton(page, "beforeAfter").click();
  await expect(page).toHaveURL(/\/admin\/new-job\?kind=beforeAfter$/);
  release();
  await expect(stepHeading(page, 1)).toBeFocused();
  await expect(page.getByRole("group", { name: words.shots.before })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/new-job$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...jobPhones[0]?.use });
  test("the page shows its first step: the two kinds of job", async ({ page }) => {
    await page.goto("/admin/new-job");
    await expect(stepHeading(page, 0)).toBeVisible();
    for (const kind of ["projects", "beforeAfter"] as const) await expect(kindButton(page, kind)).toBeVisible();
  });
});

for (const phone of jobPhones) {
  test.describe(phone.name, () => {
    test.use(phone.use);
    test("the script takes over the first step without a shift, and a kept job is offered below it without one", async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto("/admin/new-job");
      await expect(stepHeading(page, 0)).toBeFocused();
      expect(await layoutShifts(page)).toEqual([]);
      // The largest paint is of what the HTML holds, not of what the script drew after it (when it
      // comes is the bench's to measure: it depends on the machine's speed).
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
              resolve(entry?.element?.textContent?.trim() ?? "");
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      const prerendered = (await (await page.request.get("/admin/new-job")).text())
        .replace(/<[^>]+>/g, " ")
        .replaceAll("&amp;", "&");
      expect(largest).not.toBe("");
      expect(prerendered).toContain(largest);

      await kindButton(page, "projects").click();
      await expect(page.getByText(words.keptOnPhone)).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { name: words.resume.heading })).toBeVisible();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expectStepFits(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}
