import type { Page } from "@playwright/test";

import { withAnalytics } from "./support/analytics";
import { content } from "./support/content";
import { recordCspViolations } from "./support/csp";
import { whenHydrated } from "./support/hydration";
import { stubMapTiles } from "./support/map-tiles";
import { quoteSubmissionPath } from "../app/components/quote-form/quote-post";
import { acceptDialogs, fillIn, submitButton } from "./support/quote-form";
import { actionBar, mainNav, menuPage, menuToggle } from "./support/site-chrome";
import { expect, phone, sitePages, test } from "./support/test";
import { galleries, useGallery, useMap } from "./support/widgets";

/**
 * A visitor's journey through one part of the site with JavaScript on. Every journey runs under
 * the served Content-Security-Policy and must cause no violation: a widget that needs a source
 * the policy does not allow shows up here, not as a silent failure in a visitor's browser.
 */
type Journey = { name: string; phone?: boolean; run: (page: Page) => Promise<void> };

const { layout } = content;
const notFound = content.pages["not-found"];

/** Waits until the client app has taken over and its lazy chunks have loaded. */
async function hydrated(page: Page) {
  await whenHydrated(page);
  await page.waitForLoadState("networkidle");
}

/** The bodies the page posts to the site's quote function (live list); the function answers them. */
function receiveQuotes(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === quoteSubmissionPath)
      posts.push(request.postData() ?? "");
  });
  acceptDialogs(page);
  return posts;
}

const journeys: Journey[] = [
  ...sitePages.map(({ path, h1 }): Journey => ({
    name: `open ${path}`,
    run: async (page) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await hydrated(page);
    },
  })),
  {
    name: "follow every header link",
    run: async (page) => {
      await page.goto("/");
      await hydrated(page);
      const nav = mainNav(page);
      for (const target of sitePages) {
        await nav.getByRole("link", { name: target.label, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
      }
      await hydrated(page);
    },
  },
  {
    name: "use the phone menu",
    phone: true,
    run: async (page) => {
      await page.goto("/");
      await hydrated(page);
      await menuToggle(page).click();
      await page
        .locator("#mobile-menu")
        .getByRole("link", { name: menuPage("contact").label, exact: true })
        .click();
      await expect(page).toHaveURL("/contact");
      await hydrated(page);
    },
  },
  {
    name: "land on a missing page and go back",
    run: async (page) => {
      await page.goto("/about");
      await page.goto("/no/such/page");
      await expect(page.getByRole("heading", { level: 1, name: notFound.meta.title })).toBeVisible();
      await hydrated(page);
      await page.getByRole("button", { name: notFound.goBack }).click();
      await expect(page).toHaveURL("/about");
      await hydrated(page);
    },
  },
  {
    name: "send a quote",
    run: async (page) => {
      const posts = receiveQuotes(page);
      await page.goto("/contact");
      await hydrated(page);
      await fillIn(page, "A new patio, please.");
      await submitButton(page).click();
      await expect.poll(() => posts).toHaveLength(1);
    },
  },
  {
    name: "accept analytics with a test ID, then tap to call",
    phone: true,
    run: async (page) => {
      const requested = await withAnalytics(page);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: layout.consent.accept }).click();
      await expect.poll(() => requested).toHaveLength(1);
      await expect.poll(() => page.evaluate(() => "__gtagLoaded" in window)).toBe(true);
      await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
      await actionBar(page).getByRole("link", { name: layout.common.call }).click();
      await page.goto("/contact");
      await hydrated(page);
    },
  },
  {
    name: "use the project gallery",
    run: async (page) => {
      await page.goto("/drives-and-landscapes");
      await useGallery(page, galleries.projects);
      await hydrated(page);
    },
  },
  {
    name: "use the before and after gallery",
    run: async (page) => {
      await page.goto("/exterior-cleaning");
      await useGallery(page, galleries.beforeAfter);
      await hydrated(page);
    },
  },
  {
    name: "use the map on About",
    run: async (page) => {
      await stubMapTiles(page);
      await page.goto("/about");
      await useMap(page);
      await hydrated(page);
    },
  },
  {
    name: "accept analytics, use every widget and send a quote, with analytics configured",
    run: async (page) => {
      test.slow();
      const requested = await withAnalytics(page);
      await stubMapTiles(page);
      const posts = receiveQuotes(page);

      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: layout.consent.accept }).click();
      await expect.poll(() => requested).toHaveLength(1);
      await page.goto("/drives-and-landscapes");
      await useGallery(page, galleries.projects);
      await page.goto("/exterior-cleaning");
      await useGallery(page, galleries.beforeAfter);
      await page.goto("/about");
      await useMap(page);
      await page.goto("/contact");
      await hydrated(page);
      await fillIn(page, "A new patio, please.");
      await submitButton(page).click();
      await expect.poll(() => posts).toHaveLength(1);
      // Consent holds across pages: gtag.js was loaded on every page after the first.
      expect(requested.length).toBeGreaterThan(1);
    },
  },
  {
    name: "open the sitemap",
    run: async (page) => {
      await page.goto("/sitemap.xml");
      await expect.poll(() => page.evaluate(() => document.documentElement.textContent ?? "")).toContain("/contact");
    },
  },
];

test.describe("Content-Security-Policy", () => {
  for (const journey of journeys) {
    test.describe(journey.name, () => {
      if (journey.phone) test.use(phone);
      test(`${journey.name}: no violation`, async ({ page }) => {
        const violations = await recordCspViolations(page);
        const policyErrors: string[] = [];
        page.on("console", (message) => {
          if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) policyErrors.push(message.text());
        });
        await journey.run(page);
        expect(violations).toEqual([]);
        expect(policyErrors).toEqual([]);
      });
    });
  }

  test("an inline script the build did not write is blocked and reported", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/");
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return "injected" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });

  test("no page may post a visitor's details to another site, the owner's webhook included", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/contact");
    await hydrated(page);
    // The test fixture keeps it offline, so "failed" either way; only the policy decides about a violation.
    const sent = await page.evaluate(() =>
      fetch("https://hooks.example.test/quote", { method: "POST", body: "{}" }).then(
        () => "sent",
        () => "failed",
      ),
    );
    expect(sent).toBe("failed");
    await expect
      .poll(() => violations)
      .toEqual([expect.stringMatching(/^connect-src blocked https:\/\/hooks\.example\.test/)]);
  });

  test("a page cannot be framed", async ({ page }) => {
    const framed = async () => {
      await page.goto("/robots.txt");
      await page.setContent(`<iframe src="/about" title="framed"></iframe>`);
      await page.waitForLoadState("load");
      return page.frameLocator("iframe").getByRole("heading", { level: 1 });
    };
    await expect(await framed()).toHaveCount(0);
    // The same page without its framing headers does show, so the check above can fail.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      delete headers["x-frame-options"];
      await route.fulfill({ response, headers });
    });
    await expect(await framed()).toHaveText(menuPage("about").h1);
  });
});
