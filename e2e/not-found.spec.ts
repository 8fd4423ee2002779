import { content, sitePages } from "./support/content";
import { whenHydrated } from "./support/hydration";
import { expect, test } from "./support/test";
import { htmlDecoded } from "./support/text";

const copy = content.pages["not-found"];
const home = sitePages.find((page) => page.path === "/")!;

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(htmlDecoded(html)).toContain(copy.meta.title);
    expect(html).toContain('content="noindex"');
  });

  test("shows the texts and logs the missing path to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto("/no-such-page");
    await expect(page.getByText(copy.code, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: copy.meta.title })).toBeVisible();
    await expect(page.getByText(copy.meta.description)).toBeVisible();
    await expect.poll(() => messages.some((text) => text.includes("/no-such-page"))).toBe(true);
  });

  test("an unknown address under /admin/ keeps the site's header and footer once the page runs", async ({ page }) => {
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    // The prerendered page has its header before any script: only once React has hydrated does
    // seeing it say the page kept it.
    await whenHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: copy.meta.title })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a page's address in another case goes to the page, without a redraw under the not-found page", async ({
    page,
  }) => {
    const about = sitePages.find((entry) => entry.id === "about")!;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const typed = `${about.path.toUpperCase()}/?from=van#team`;
    // The host answers the not-found page, which sends the visitor on before it is drawn.
    const response = await page.goto(typed);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${about.path}?from=van#team`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
    // Only the first response's own status is reported; a redraw as another page would log a mismatch.
    expect(errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a page's address in another case is the not-found page, with its links", async ({ page }) => {
      const about = sitePages.find((entry) => entry.id === "about")!;
      const response = await page.goto(about.path.toUpperCase());
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.meta.title);
      await expect(page).toHaveURL(about.path.toUpperCase());
    });
  });

  test("its back button returns to the previous page", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/gone/for/good");
    await page.getByRole("button", { name: copy.goBack }).click();
    await expect(page).toHaveURL("/about");
  });

  test("its home link goes to the home page", async ({ page }) => {
    await page.goto("/missing");
    await page.getByRole("main").getByRole("link", { name: content.layout.errors.returnHome }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
  });
});
