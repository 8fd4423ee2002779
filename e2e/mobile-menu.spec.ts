import { expect, phone, test } from "./support/test";
import { content } from "./support/content";
import { whenHydrated } from "./support/hydration";
import { actionBar, copyrightLine, menuPage, menuToggle } from "./support/site-chrome";

test.use(phone);

type ManifestWindow = { __reactRouterManifest: { routes: Record<string, { module: string } | undefined> } };

test.describe("mobile menu", () => {
  test("opens, closes with Escape and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = menuToggle(page);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.locator("summary")).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: content.layout.common.quoteLabel })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.locator("summary")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("summary")).toBeFocused();
  });

  test("choosing a link navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    // The menu's script has taken over: it, not the browser, now opens and closes the menu.
    await whenHydrated(page);
    await menuToggle(page).click();
    const menu = page.locator("#mobile-menu");
    const about = menu.getByRole("link", { name: menuPage("about").label, exact: true });
    await about.click();
    await expect(page).toHaveURL("/about");
    await expect(menu).toBeHidden();
    await menuToggle(page).click();
    await expect(about).toHaveAttribute("aria-current", "page");
  });

  test("an open menu fetches its pages' code, and a finger on a link asks for that page's hero before the tap ends", async ({
    page,
  }) => {
    const about = menuPage("about");
    // The hero About's own page asks for first, in every size it offers.
    const aboutPage = await (await page.request.get(about.path)).text();
    const heroSet = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/.exec(aboutPage)?.[1] ?? "";
    const heroFiles = new Set(heroSet.split(",").map((candidate) => candidate.trim().split(" ")[0]));
    expect(heroFiles.size).toBeGreaterThan(1);
    const heroRequests: string[] = [];
    page.on("request", (request) => {
      if (heroFiles.has(new URL(request.url()).pathname)) heroRequests.push(request.url());
    });

    await page.goto("/");
    await whenHydrated(page);
    const aboutModule = await page.evaluate(
      () => (window as unknown as ManifestWindow).__reactRouterManifest.routes["routes/about"]?.module,
    );
    const codeAsked = page.waitForRequest((request) => new URL(request.url()).pathname === aboutModule);
    await menuToggle(page).click();
    await codeAsked;
    expect(heroRequests).toEqual([]);
    // And the whole sheet every next page is drawn with is applied while the menu is read.
    const wholeSheet = /<noscript><link rel="stylesheet" href="([^"]+)"/.exec(
      await (await page.request.get("/")).text(),
    )?.[1];
    await expect(page.locator(`head link[rel="stylesheet"][href="${wholeSheet}"]`)).toHaveCount(1);

    const link = page.locator("#mobile-menu").getByRole("link", { name: about.label, exact: true });
    const box = (await link.boundingBox())!;
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const heroAsked = page.waitForRequest((request) => heroFiles.has(new URL(request.url()).pathname));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [finger] });
    await heroAsked;
    await expect(page).toHaveURL("/");
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });

    await expect(page).toHaveURL(about.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
    // The page drew the very image asked for: fetched once.
    await expect(page.locator('img[elementtiming="hero"]')).toHaveJSProperty("complete", true);
    expect(heroRequests).toHaveLength(1);
  });

  test("leaving the page by a link outside the menu closes it", async ({ page }) => {
    await page.goto("/about");
    await menuToggle(page).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await actionBar(page).getByRole("link", { name: content.layout.shortQuoteLabel }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").locator("summary")).toHaveAttribute("aria-expanded", "false");
  });

  test("a control reached with Tab is not left behind the action bar", async ({ page }) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: content.quoteForm.submit });
    const details = page.getByLabel(content.quoteForm.fields.message);
    // The button just below the screen, the field before it in view, as a visitor tabbing down has it.
    await send.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - window.innerHeight + 8));
    await details.evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(send).toBeFocused();
    const bar = await actionBar(page).boundingBox();
    const button = await send.boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
  });

  test("the desktop links are hidden and the action bar offers call and quote", async ({ page }) => {
    await page.goto("/contact");
    const bar = actionBar(page);
    await expect(bar.getByRole("link", { name: content.layout.common.call })).toHaveAttribute(
      "href",
      `tel:${content.business.phones.main.e164}`,
    );
    await expect(bar.getByRole("link", { name: content.layout.shortQuoteLabel })).toHaveAttribute("href", "/contact");
    // The bar must not cover the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = await bar.boundingBox();
    const copyright = await copyrightLine(page).boundingBox();
    expect(barBox && copyright && copyright.y + copyright.height <= barBox.y).toBe(true);
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens and its links navigate", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await menuToggle(page).click();
    await expect(menu).toBeVisible();
    const cleaning = menuPage("exterior-cleaning");
    await menu.getByRole("link", { name: cleaning.label, exact: true }).click();
    await expect(page).toHaveURL(cleaning.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
