import type { Page } from "@playwright/test";

import { withAnalytics } from "./support/analytics";
import { allPages, content } from "./support/content";
import { whenHydrated } from "./support/hydration";
import { field, form, visitor } from "./support/quote-form";
import { consentBanner } from "./support/site-chrome";
import { expect, phone, test } from "./support/test";

const notice = content.pages.privacy;
const { business } = content;
/** The notice's name wherever it is linked: its page's name in the menus' terms. */
const linkName = allPages.find((page) => page.id === "privacy")!.label;
const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: linkName, exact: true });

/** The notice as a visitor reads it: its title, the date it last changed, every section and a way to ask. */
async function expectTheNotice(page: Page) {
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.meta.title);
  await expect(page.getByRole("main").locator("time")).toHaveAttribute("datetime", notice.updated.iso);
  await expect(page.getByRole("main").locator("time")).toHaveText(notice.updated.words);
  const sections = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(sections).toHaveText(notice.sections.map((section) => section.heading));
  for (const paragraph of notice.sections.flatMap((section) => section.paragraphs))
    await expect(page.getByRole("main").getByText(paragraph, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: business.email })).toHaveAttribute(
    "href",
    `mailto:${business.email}`,
  );
}

test.describe("the privacy notice", () => {
  test.use(phone);

  test("is linked from every page's footer, and reads whole", async ({ page }) => {
    await page.goto("/about");
    await whenHydrated(page);
    await footerLink(page).click();
    await expectTheNotice(page);
    await expect(footerLink(page)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the footer's link opens the same notice", async ({ page }) => {
      await page.goto("/");
      await footerLink(page).click();
      await expectTheNotice(page);
    });
  });

  test("is linked beside Send, and what the visitor typed is there when they come back", async ({ page }) => {
    await page.goto("/contact");
    await whenHydrated(page);
    await field(page, "firstName").fill(visitor.firstName);
    await field(page, "email").fill(visitor.email);
    await form(page).getByRole("link", { name: linkName, exact: true }).click();
    await expectTheNotice(page);
    await page.goBack();
    await expect(field(page, "firstName")).toHaveValue(visitor.firstName);
    await expect(field(page, "email")).toHaveValue(visitor.email);
  });

  test("is linked from the cookie banner, which still asks when the visitor comes back", async ({ page }) => {
    await withAnalytics(page);
    await page.goto("/");
    await consentBanner(page).getByRole("link", { name: linkName, exact: true }).click();
    await expectTheNotice(page);
    await expect(consentBanner(page)).toBeVisible();
  });
});
