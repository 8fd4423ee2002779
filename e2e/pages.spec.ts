import type { Page } from "@playwright/test";

import { business } from "../app/content/business";
import { figures } from "../app/content/claims";
import { expect, phone, sitePages, test } from "./support/test";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home", () => {
  test("hero, division cards and about section with the claimed figures", async ({ page }) => {
    await page.goto("/");
    const hero = region(page, "Transform Your Outdoor Space");
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: business.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${business.phones.main.e164}`,
    );
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual([
      figures.yearsExperience,
      figures.projectsCompleted,
      figures.rating,
    ]);

    const services = region(page, "Two Specialist Divisions, One Family");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(["Drives & Landscapes", "Exterior Cleaning"]);
    await expect(services.getByRole("link", { name: /Explore Drives/ })).toHaveAttribute(
      "href",
      "/drives-and-landscapes",
    );
    await expect(services.getByRole("link", { name: /Explore Exterior/ })).toHaveAttribute(
      "href",
      "/exterior-cleaning",
    );

    const about = region(page, "A Local Family You Can Trust");
    expect(await about.getByRole("definition").allInnerTexts()).toEqual([
      figures.yearsExperience,
      figures.familyRun,
      figures.divisions,
      figures.projectsCompleted,
      figures.rating,
    ]);
  });
});

test.describe("drives and landscapes", () => {
  test("six service cards, ten gallery items, four steps, two reviews and a closing call to action", async ({
    page,
  }) => {
    await page.goto("/drives-and-landscapes");
    const hero = region(page, "Driveways, Patios & Gardens Built to Last");
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      `tel:${business.phones.drives.e164}`,
    );

    await expect(region(page, "Landscaping Services").getByRole("heading", { level: 3 })).toHaveText([
      "Professional Driveways",
      "Premium Patio Solutions",
      "Garden Landscaping",
      "Fencing Decking & Pergolas",
      "Pathway Installation",
      "Retaining Walls",
    ]);
    for (const card of await region(page, "Landscaping Services")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .all()) {
      await expect(card.getByRole("listitem")).not.toHaveCount(0);
    }

    const gallery = region(page, "Our Recent Work").getByRole("region", { name: "Project gallery" });
    await expect(gallery.getByRole("group", { name: /^\d+ of 10$/, includeHidden: true })).toHaveCount(10);
    await expect(gallery.getByRole("group", { name: "Choose an image" }).getByRole("button")).toHaveCount(10);

    await expect(region(page, "Our Process").getByRole("listitem")).toHaveCount(4);
    await expect(region(page, "Our Process").getByRole("heading", { level: 3 })).toHaveText([
      /Free Consultation/,
      /Detailed Quote/,
      /Expert Installation/,
      /Final Inspection/,
    ]);

    const reviews = region(page, "What Our Customers Say");
    await expect(reviews.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(reviews.locator("blockquote")).toHaveCount(2);

    await expect(
      region(page, "Ready to Transform Your Outdoor Space?").getByRole("link", { name: "Get Free Quote" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("exterior cleaning", () => {
  test("Reading B's seven sections in order with their buttons and counts", async ({ page }) => {
    await page.goto("/exterior-cleaning");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      "Our Cleaning Services",
      "Our Work Speaks for Itself",
      "Our Cleaning Process",
      "Advanced Equipment & Techniques",
      "What Our Customers Say",
      "Ready to Restore Your Surfaces?",
    ]);

    const hero = region(page, "Professional Exterior Cleaning");
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: /^Call/ })).toHaveAttribute(
      "href",
      `tel:${business.phones.cleaning.e164}`,
    );
    const facebook = hero.getByRole("link", { name: /Follow Us on Facebook/ });
    await expect(facebook).toHaveAttribute("href", business.social.facebook);
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual([
      figures.rating,
      figures.satisfaction,
      figures.cleaningTurnaround,
    ]);

    const services = region(page, "Our Cleaning Services");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Driveway Deep Cleaning",
      "Patio Restoration",
      "Decking Maintenance",
      "Block Paving Cleaning",
      "Commercial Cleaning",
      "Gutter Cleaning",
    ]);
    await expect(services.getByRole("link", { name: "Get Your Free Quote Today" })).toHaveAttribute("href", "/contact");

    const gallery = region(page, "Our Work Speaks for Itself");
    const carousel = gallery.getByRole("region", { name: "Before and after gallery" });
    await expect(carousel.getByRole("group", { name: /^\d+ of 9$/, includeHidden: true })).toHaveCount(9);
    await expect(carousel.getByRole("group", { name: "Choose an image" }).getByRole("button")).toHaveCount(9);
    await expect(carousel.getByRole("img", { name: /before cleaning/, includeHidden: true })).toHaveCount(9);
    await expect(carousel.getByRole("img", { name: /after cleaning/, includeHidden: true })).toHaveCount(9);
    await expect(gallery.getByRole("link", { name: "Transform Your Property Today" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const steps = region(page, "Our Cleaning Process").getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(region(page, "Our Cleaning Process").getByRole("heading", { level: 3 })).toHaveText([
      /^01\./,
      /^02\./,
      /^03\./,
      /^04\./,
      /^05\./,
    ]);

    await expect(region(page, "Advanced Equipment & Techniques").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(region(page, "What Our Customers Say").getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(
      region(page, "Ready to Restore Your Surfaces?").getByRole("link", { name: "Get Free Quote" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("about", () => {
  test("badge, stats, story, rating card, values, team, towns, location and closing call to action", async ({
    page,
  }) => {
    await page.goto("/about");
    const hero = region(page, "About Hartwell Outdoor");
    await expect(hero.getByText(`Family Business Since ${figures.foundedYear}`)).toBeVisible();
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual([
      figures.yearsExperience,
      figures.projectsCompleted,
      figures.satisfaction,
      figures.guaranteeYears,
    ]);

    const story = region(page, "Our Story");
    await expect(story).toContainText(figures.foundedYear);
    await expect(story).toContainText(figures.sonJoinedYear);
    await expect(story.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(story.getByText(figures.rating, { exact: true })).toBeVisible();
    await expect(story.getByRole("listitem")).toHaveText([
      `${figures.guaranteeYears}-year guarantees on all work`,
      "Fully insured & licensed",
      "Free consultations & quotes",
      "Premium materials only",
    ]);

    await expect(region(page, "Our Values").getByRole("heading", { level: 3 })).toHaveText([
      "Quality Craftsmanship",
      "Family Values",
      "Reliability",
    ]);

    const team = region(page, "Meet the Team");
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(business.team.map((member) => member.name));

    const areas = region(page, "Areas We Serve");
    await expect(areas.getByRole("list", { name: "Towns we cover" }).getByRole("listitem")).toHaveText([
      ...business.towns,
    ]);
    await expect(areas.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(areas.getByRole("link", { name: `Call ${business.phones.main.display}` })).toHaveAttribute(
      "href",
      `tel:${business.phones.main.e164}`,
    );

    await expect(areas.getByRole("heading", { name: "Our Location" })).toBeVisible();
    await expect(areas).toContainText("Serving Buckinghamshire, Berkshire and surrounding areas");
    await expect(areas).toContainText(business.address.display);
    await expect(areas).toContainText(`${business.geo.latitude.toFixed(6)}, ${business.geo.longitude.toFixed(6)}`);
    // The drawing that holds the map's place, or the map once it has loaded.
    const mapArea = areas
      .getByRole("img", { name: /Map of our base/ })
      .or(areas.getByRole("application", { name: /Map of our base/ }));
    expect((await mapArea.boundingBox())?.height).toBe(400);

    await expect(
      region(page, "Start Your Project Today").getByRole("link", { name: "Get Free Quote" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("contact", () => {
  test("stats, info cards, quote section, why choose, assistance lines, areas and FAQ", async ({ page }) => {
    await page.goto("/contact");
    const hero = region(page, "Get Your Free Quote");
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual([
      figures.responseTime,
      "Free",
      `${figures.guaranteeYears}yr`,
      figures.rating,
    ]);

    const cards = page.getByRole("list", { name: "How to reach us" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Phone", "Email", "Service Area", "Hours"]);
    await expect(cards.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
    await expect(cards.getByRole("link", { name: business.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${business.phones.main.e164}`,
    );
    await expect(cards).toContainText(business.openingHours.office.label);
    await expect(cards).toContainText(business.openingHours.office.note);

    const quote = page.locator("#quote");
    await expect(quote.getByRole("heading", { name: "Request Your Free Quote" })).toBeVisible();
    await expect(quote.getByRole("link", { name: new RegExp(business.email) })).toHaveAttribute(
      "href",
      `mailto:${business.email}`,
    );

    await expect(page.getByRole("heading", { name: /^Why Choose/ })).toBeVisible();
    const assistance = page.getByRole("heading", { name: "Need Immediate Assistance?" }).locator("..");
    await expect(assistance.getByRole("link")).toHaveCount(2);
    await expect(assistance.getByRole("link", { name: new RegExp(business.phones.drives.display) })).toHaveAttribute(
      "href",
      `tel:${business.phones.drives.e164}`,
    );
    await expect(assistance.getByRole("link", { name: new RegExp(business.phones.cleaning.display) })).toHaveAttribute(
      "href",
      `tel:${business.phones.cleaning.e164}`,
    );

    const areas = page.getByRole("heading", { name: "Areas We Cover" }).locator("..");
    await expect(areas.getByRole("listitem")).toHaveCount(business.towns.length);

    const faq = region(page, "Frequently Asked Questions");
    await expect(faq.locator("details")).toHaveCount(4);
    const first = faq.getByText("How long does a typical project take?");
    const answer = faq.getByText(new RegExp(figures.drivewayDuration));
    await expect(answer).toBeHidden();
    await first.click();
    await expect(answer).toBeVisible();
  });
});

test.describe("images", () => {
  for (const { path } of sitePages) {
    test(`${path}: every image has alt text and a size, only the hero loads eagerly outside a gallery and it is preloaded`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("img:not([alt])")).toHaveCount(0);
      await expect(page.locator("img:not([width]), img:not([height])")).toHaveCount(0);
      // A hydrated gallery also asks for its current slide's and neighbours' images at once, at normal priority.
      const eager = page.locator('img:not([loading="lazy"]):not([aria-roledescription="carousel"] img)');
      await expect(eager).toHaveCount(1);
      await expect(eager).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(page.locator("main section").first().locator("img")).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator("picture source[type='image/avif']").first()).toHaveAttribute("srcset", /\.avif \d+w/);
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("imagesrcset", /\.avif/);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, h1 } of sitePages) {
    test(`${path} shows its content, images and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const headings = page.getByRole("main").getByRole("heading", { level: 2 });
      expect(await headings.count()).toBeGreaterThanOrEqual(3);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /Free Quote|Call/ })
          .first(),
      ).toBeVisible();
      await expect(page.locator("main img").first()).toBeVisible();
    });
  }

  test("FAQ answers open without JavaScript", async ({ page }) => {
    await page.goto("/contact");
    await page.getByText("Are you fully insured?").click();
    await expect(page.getByText(/public liability/)).toBeVisible();
  });
});

test.describe("weight budget", () => {
  for (const layout of ["desktop", "phone"] as const) {
    test.describe(`at ${layout} size`, () => {
      if (layout === "phone") test.use(phone);
      for (const { path } of sitePages) {
        test(`${path} transfers under 1 MB on first load`, async ({ page }) => {
          const sizes: Promise<number>[] = [];
          page.on("requestfinished", (request) => {
            sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
          });
          await page.goto(path, { waitUntil: "networkidle" });
          const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
          expect(total).toBeGreaterThan(10_000);
          expect(total).toBeLessThan(1_000_000);
        });
      }
    });
  }
});

test.describe("layout", () => {
  for (const width of [320, 390, 1024, 1440]) {
    test(`no page scrolls sideways at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of sitePages) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        // The fixed header does not widen the page, so check its last control fits on its own.
        const control =
          width < 1024
            ? page.getByRole("banner").getByText("Menu")
            : page.getByRole("banner").getByRole("link", { name: "Free Quote" });
        const box = await control.boundingBox();
        expect(box && box.x + box.width, path).toBeLessThanOrEqual(width);
      }
    });
  }
});
