import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { openingWords } from "../editor/browser/opening";
import { headersForPath, parseHeaders } from "../host-config/headers-file.mjs";
import { scriptTags } from "../host-config/html-scripts.mjs";
import { pageHeaders } from "../host-config/site-headers.mjs";
import { test as gitHubSignInTest } from "./support/github-server";
import { editorAxeViolations } from "./support/site-editor";
import { expect, sitePages, test } from "./support/test";

const rules = parseHeaders(readFileSync(new URL("../build/client/_headers", import.meta.url), "utf8"));
const editorPages = ["/admin/", "/admin/index.html"];
// Files, not documents: a policy would govern nothing in them.
const editorFiles = ["/admin/config.yml", "/admin/decap-cms.js"];

test.describe("site editor at /admin/", () => {
  test("is served with its own policy and kept out of search engines", async ({ request }) => {
    for (const path of editorPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(headers["content-security-policy"], path).toBe(headersForPath(rules, path)["Content-Security-Policy"]);
      expect(headers["content-security-policy"], path).toContain("script-src 'self' 'unsafe-eval'");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    }
    for (const path of editorFiles) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(response.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
    const html = await (await request.get("/admin/")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Self-hosted: the only scripts are the editor's own files.
    expect(scriptTags(html).flatMap(({ attributes }) => attributes.src ?? [])).toEqual([
      "/admin/decap-cms.js",
      "/admin/live-status.js",
      "/admin/site-editor.js",
    ]);
  });

  test("leaves the owner's job page beside it a strict policy of its own, out of search engines", async ({
    request,
  }) => {
    const headers = (await request.get("/admin/new-job")).headers();
    expect(headers["content-security-policy"]).toBe(headersForPath(rules, "/admin/new-job")["Content-Security-Policy"]);
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
    // The passkey sign-in sends through the site's own function: nothing beyond the site.
    expect(headers["content-security-policy"]).toMatch(/connect-src 'self';/);
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test("leaves every public page its strict policy", async ({ request }) => {
    for (const { path } of sitePages) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
      expect(headers["content-security-policy"], path).not.toContain("'unsafe-inline'; ");
      expect(headers["x-robots-tag"], path).toBeUndefined();
      expect(headers["cross-origin-opener-policy"], path).toBe(pageHeaders["Cross-Origin-Opener-Policy"]);
    }
  });

  test("is not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
  });

  test("is not linked from any page", async ({ page }) => {
    for (const path of [...sitePages.map((entry) => entry.path), "/no-such-page"]) {
      await page.goto(path);
      const targets = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(targets.length, path).toBeGreaterThan(0);
      expect(
        targets.filter((target) => target === "/admin" || target.startsWith("/admin/")),
        path,
      ).toEqual([]);
    }
  });

  test("starts under its policy and offers the sign-in", async ({ page, blockedRequests }) => {
    const problems = startProblems(page);
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
    expect(blockedRequests).toEqual([]);
  });

  test("says it is opening while Decap's script comes, until Decap draws", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/decap-cms.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/", { waitUntil: "commit" });
    const notice = page.getByRole("status").filter({ hasText: "Opening the site editor" });
    await expect(notice).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
  });

  test("says so when Decap's script does not come, and opens on trying again", async ({ page }) => {
    await page.route("**/admin/decap-cms.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/admin/");
    const notice = page.getByRole("status").filter({ hasText: openingWords.didNotOpen });
    await expect(notice).toBeVisible();
    await page.unroute("**/admin/decap-cms.js");
    await notice.getByRole("button", { name: openingWords.tryAgain }).click();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: openingWords.didNotOpen })).toHaveCount(0);
  });

  test("serves its preview the photos its content names, from the build", async ({ request }) => {
    const { images } = (await (await request.get("/admin/content.json")).json()) as { images: string[] };
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const response = await request.get(`/admin/images/${image}`);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toMatch(/^image\//);
      expect(response.headers()["x-robots-tag"], image).toBe("noindex, nofollow");
    }
  });

  test("serves the job page's lists the small copies its content names, as WebP", async ({ request }) => {
    const { listPhotos = {} } = (await (await request.get("/admin/content.json")).json()) as {
      listPhotos?: Record<string, string>;
    };
    expect(Object.keys(listPhotos).length).toBeGreaterThan(0);
    for (const [image, address] of Object.entries(listPhotos)) {
      const response = await request.get(address);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/webp");
      expect(response.headers()["x-robots-tag"], image).toBe("noindex, nofollow");
    }
  });

  test("sign-in screen has no axe violations", async ({ page }) => {
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await editorAxeViolations(page)).toEqual([]);
  });
});

test.describe("site editor at /admin/ without script", () => {
  test.use({ javaScriptEnabled: false });

  test("says it needs script, and not that it is opening", async ({ page }) => {
    await page.goto("/admin/");
    // As a pattern: inside <noscript>, Playwright's plain-text match finds nothing where its pattern match does.
    await expect(page.getByText(/The site editor needs JavaScript\./)).toBeVisible();
    await expect(page.getByText("Opening the site editor")).toBeHidden();
  });
});

gitHubSignInTest.describe("site editor at /admin/, GitHub sign-in chosen", () => {
  gitHubSignInTest(
    "gives the job page beside it GitHub's API, and nothing else beyond the site",
    async ({ request }) => {
      const headers = (await request.get("/admin/new-job")).headers();
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
      expect(headers["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
    },
  );

  gitHubSignInTest("starts under its policy and offers the sign-in", async ({ page, blockedRequests }) => {
    const problems = startProblems(page);
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
    expect(blockedRequests).toEqual([]);
  });

  gitHubSignInTest("sign-in screen has no axe violations", async ({ page }) => {
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 });
    expect(await editorAxeViolations(page)).toEqual([]);
  });
});

/** Errors the page logs or throws from now on, into the returned (live) list. */
function startProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}
