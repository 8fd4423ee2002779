import type { Page } from "@playwright/test";

import { content } from "./support/content";
import { holdScripts, whenHydrated } from "./support/hydration";
import { mainNav } from "./support/site-chrome";
import { literally } from "./support/text";
import { expect, phone, sitePages, test } from "./support/test";
import { galleries } from "./support/widgets";

test.describe("header navigation", () => {
  for (const current of sitePages) {
    test(`on ${current.path} every link is present and only "${current.label}" is current`, async ({ page }) => {
      await page.goto(current.path);
      const nav = mainNav(page);
      for (const target of sitePages) {
        const link = nav.getByRole("link", { name: target.label, exact: true });
        await expect(link).toHaveAttribute("href", target.path);
        if (target.path === current.path) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current", /.*/);
      }
    });
  }

  test("each header link leads to its page", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const target of sitePages) {
      await nav.getByRole("link", { name: target.label, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
    }
  });

  test("after a link to another page, that page's content has the focus and the next Tab its first control", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main).not.toBeFocused();
    const target = sitePages.find((entry) => entry.path !== "/")!;
    await mainNav(page).getByRole("link", { name: target.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
    await expect(main).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("the logo returns home and the header's quote link opens the contact page", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: content.layout.shortQuoteLabel }).click();
    await expect(page).toHaveURL("/contact");
    await header.getByRole("link", { name: new RegExp(literally(content.business.name)) }).click();
    await expect(page).toHaveURL("/");
  });

  test("while the next page is on its way a bar along the top says so, until the page has come", async ({ page }) => {
    const contact = sitePages.find((entry) => entry.id === "contact")!;
    await page.goto("/");
    await whenHydrated(page);
    const bar = page.getByRole("progressbar", { name: content.layout.pageLoading });
    await expect(bar).toHaveCount(0);
    // A slow connection: the next page's code is held back until the bar has been seen.
    const release = await holdScripts(page);
    await page.getByRole("banner").getByRole("link", { name: content.layout.shortQuoteLabel }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.h1);
    await expect(bar).toHaveCount(0);
  });

  test("the header shows the main number as a tap-to-call link and stays fixed", async ({ page }) => {
    await page.goto("/");
    const { main } = content.business.phones;
    const call = page.getByRole("banner").getByRole("link", { name: main.display });
    await expect(call).toHaveAttribute("href", `tel:${main.e164}`);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("the header keeps a call link in view at every desktop width", async ({ page }) => {
    const { main } = content.business.phones;
    await page.goto("/");
    // From 1024 px the phone's action bar is gone: the header is where the number is.
    for (const width of [1024, 1150, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const call = page.getByRole("banner").getByRole("link", { name: main.display });
      await expect(call, `${width} px`).toBeVisible();
      await expect(call, `${width} px`).toHaveAttribute("href", `tel:${main.e164}`);
      // Nothing in the header is pushed past the screen's edge.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      const quote = await page
        .getByRole("banner")
        .getByRole("link", { name: content.layout.shortQuoteLabel })
        .boundingBox();
      expect(quote!.x + quote!.width, `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test("the h1 is not hidden under the fixed header", async ({ page }) => {
    for (const { path } of sitePages) {
      await page.goto(path);
      const header = await page.getByRole("banner").boundingBox();
      const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(header && h1 && h1.y >= header.y + header.height).toBe(true);
    }
  });
});

test.describe("scroll", () => {
  test("navigating from the bottom of a page starts the next page at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A service in the footer's list, which links to the page that offers it.
    const service = content.layout.footer.services.find((entry) => entry.page !== "/");
    if (!service) throw new Error("no service in the footer links away from the home page");
    await page.getByRole("contentinfo").getByRole("link", { name: service.label, exact: true }).click();
    await expect(page).toHaveURL(service.page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe("on a phone", () => {
    test.use(phone);

    const cleaning = sitePages.find((entry) => entry.id === "exterior-cleaning")!;
    const contact = sitePages.find((entry) => entry.id === "contact")!;
    /** The action bar's quote link, as a thumb finds it. */
    const quoteLink = (page: Page) =>
      page
        .getByRole("navigation", { name: content.layout.actionBarLabel })
        .getByRole("link", { name: content.layout.shortQuoteLabel });

    /** The heading of the band under the middle of the screen. */
    const bandInView = (page: Page) =>
      page.evaluate(
        () =>
          document
            .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
            ?.closest("section[aria-labelledby]")
            ?.getAttribute("aria-labelledby") ?? null,
      );

    test("a gallery the visitor left before reaching it is there when they come back", async ({ page }) => {
      const { path, label } = galleries.beforeAfter;
      await page.goto(path);
      await quoteLink(page).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.h1);
      await page.goBack();
      const gallery = page.getByRole("region", { name: label });
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery.getByRole("button", { name: content.carousel.carousel.next })).toBeVisible();
    });

    test("Back pressed while the next page still waits for its code keeps the gallery", async ({ page }) => {
      const { path, label } = galleries.beforeAfter;
      // The contact page's details are a part with code of its own; held back, the move shows
      // the new address while the gallery page is still on screen.
      let held = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/contact-details-[^/]*\.js$/, async (route) => {
        held++;
        await released;
        await route.continue();
      });
      await page.goto(path);
      await quoteLink(page).click();
      await expect(page).toHaveURL(contact.path);
      await expect(page.getByRole("region", { name: label })).toBeAttached();
      // Still waiting, and saying so.
      const bar = page.getByRole("progressbar", { name: content.layout.pageLoading });
      await expect(bar).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(path);
      release();
      await expect(bar).toHaveCount(0);
      expect(held, "the contact details' code was held back").toBeGreaterThan(0);
      const gallery = page.getByRole("region", { name: label });
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery.getByRole("button", { name: content.carousel.carousel.next })).toBeVisible();
    });

    test("Back and a reload return the visitor to the band they were reading", async ({ page }) => {
      // Every band of the page in turn, each with three page loads: a slow test's time.
      test.slow();
      await page.goto(cleaning.path);
      const bands = await page
        .locator("main section[aria-labelledby]")
        .evaluateAll((sections) => sections.map((section) => section.getAttribute("aria-labelledby")!));
      for (const band of bands.slice(1)) {
        await page.goto(cleaning.path);
        await whenHydrated(page);
        // Read down the page as a thumb does, then stop on the band.
        for (let step = 0; step < 6; step++) {
          const before = await page.evaluate(() => window.scrollY);
          await page.mouse.wheel(0, 700);
          // Each flick has moved the page (or met its end) before the next, as a thumb waits to see where it is.
          await expect
            .poll(() =>
              page.evaluate(
                (y) =>
                  window.scrollY !== y || window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
                before,
              ),
            )
            .toBe(true);
        }
        await page.locator(`#${band}`).evaluate((heading) => heading.scrollIntoView({ block: "center" }));
        await expect.poll(() => bandInView(page)).toBe(band);
        const at = await page.evaluate(() => window.scrollY);

        await quoteLink(page).click();
        await expect(page).toHaveURL(contact.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.h1);
        await page.goBack();
        await expect(page).toHaveURL(cleaning.path);
        await expect.poll(() => page.evaluate(() => window.scrollY), band).toBe(at);
        expect(await bandInView(page), `Back, reading ${band}`).toBe(band);

        await page.reload();
        await expect.poll(() => page.evaluate(() => window.scrollY), band).toBe(at);
        expect(await bandInView(page), `reload, reading ${band}`).toBe(band);
      }
    });
  });
});

test.describe("footer", () => {
  test("lists the services, area, hours and quote service", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const { footer: copy } = content.layout;
    for (const service of copy.services) {
      await expect(footer.getByRole("link", { name: service.label })).toHaveAttribute("href", service.page);
    }
    await expect(footer).toContainText(content.business.serviceArea);
    await expect(footer).toContainText(content.business.openingHours.general.label);
    await expect(footer).toContainText(copy.quoteService);
  });

  test("the copyright shows the visitor's current year, even after the build year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(content.layout.footer.copyright(2031));
  });
});
