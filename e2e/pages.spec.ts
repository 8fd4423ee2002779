import type { Page } from "@playwright/test";

import { allPages, content } from "./support/content";
import { whenHydrated } from "./support/hydration";
import { callName, mainNav } from "./support/site-chrome";
import { literally } from "./support/text";
import { expect, phone, sitePages, test } from "./support/test";
import { carouselSelector, expectSlidesNamed } from "./support/widgets";

const { business, galleries, layout, pages } = content;
const { home, about, contact } = pages;
const drives = pages["drives-and-landscapes"];
const cleaning = pages["exterior-cleaning"];
const paths: Record<string, string> = Object.fromEntries(allPages.map((entry) => [entry.id, entry.path]));
const quoteLabel = layout.common.quoteLabel;
const values = (stats: readonly { value: string }[]) => stats.map((stat) => stat.value);
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const stars = (rating: number) => layout.common.ratingLabel(rating);

/** The titles of a page's headed sections (`heading.title`) and of its closing call to action. */
function sectionTitles(words: unknown): string[] {
  if (!words || typeof words !== "object") return [];
  return Object.entries(words).flatMap(([key, value]: [string, unknown]) => {
    const title = (value as { title?: unknown } | null)?.title;
    if ((key === "heading" || key === "closing") && typeof title === "string") return [title];
    return key === "hero" || key === "meta" ? [] : sectionTitles(value);
  });
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home", () => {
  test("hero, division cards and about section with the claimed figures", async ({ page }) => {
    await page.goto(paths.home!);
    const hero = region(page, home.hero.title);
    await expect(hero.getByRole("link", { name: quoteLabel })).toHaveAttribute("href", paths.contact!);
    await expect(hero.getByRole("link", { name: business.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${business.phones.main.e164}`,
    );
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual(values(home.hero.stats));

    const services = region(page, home.services.heading.title);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(
      home.services.divisions.map((card) => business.divisions[card.division].name),
    );
    for (const card of home.services.divisions)
      await expect(services.getByRole("link", { name: card.cta })).toHaveAttribute(
        "href",
        business.divisions[card.division].path,
      );

    const aboutSection = region(page, home.about.heading.title);
    expect(await aboutSection.getByRole("definition").allInnerTexts()).toEqual(values(home.about.stats));
  });
});

test.describe("drives and landscapes", () => {
  test("service cards, gallery items, steps, reviews and a closing call to action", async ({ page }) => {
    await page.goto(paths["drives-and-landscapes"]!);
    const hero = region(page, drives.hero.title);
    await expect(hero.getByRole("link", { name: quoteLabel })).toHaveAttribute("href", paths.contact!);
    const drivesLine = business.divisions.drives.phone;
    await expect(hero.getByRole("link", { name: callName(drivesLine), exact: true })).toHaveAttribute(
      "href",
      `tel:${drivesLine.e164}`,
    );

    const services = region(page, drives.services.heading.title);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(titles(drives.services.cards));
    for (const card of await services
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .all()) {
      await expect(card.getByRole("listitem")).not.toHaveCount(0);
    }

    const count = galleries.projects.length;
    const gallery = region(page, drives.gallery.heading.title).getByRole("region", { name: drives.gallery.label });
    // The gallery's controls become buttons once its code, loaded as it nears the screen, runs.
    await gallery.scrollIntoViewIfNeeded();
    await expectSlidesNamed(gallery, count);
    await expect(
      gallery.getByRole("group", { name: content.carousel.carousel.thumbnailsLabel }).getByRole("button"),
    ).toHaveCount(count);

    const process = region(page, drives.process.heading.title);
    await expect(process.getByRole("listitem")).toHaveCount(drives.process.steps.length);
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      drives.process.steps.map((step) => `${step.step}. ${step.title}`),
    );

    const reviews = region(page, drives.testimonials.heading.title);
    for (const item of drives.testimonials.items)
      await expect(reviews.getByRole("img", { name: stars(item.rating) }).first()).toBeVisible();
    await expect(reviews.locator("blockquote")).toHaveCount(drives.testimonials.items.length);

    await expect(region(page, drives.closing.title).getByRole("link", { name: quoteLabel })).toHaveAttribute(
      "href",
      paths.contact!,
    );
  });
});

test.describe("exterior cleaning", () => {
  test("Reading B's seven sections in order with their buttons and counts", async ({ page }) => {
    await page.goto(paths["exterior-cleaning"]!);
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      cleaning.services.heading.title,
      cleaning.gallery.heading.title,
      cleaning.process.heading.title,
      cleaning.equipment.heading.title,
      cleaning.testimonials.heading.title,
      cleaning.closing.title,
    ]);

    const hero = region(page, cleaning.hero.title);
    await expect(hero.getByRole("link", { name: quoteLabel })).toHaveAttribute("href", paths.contact!);
    const cleaningLine = business.divisions.cleaning.phone;
    await expect(hero.getByRole("link", { name: callName(cleaningLine), exact: true })).toHaveAttribute(
      "href",
      `tel:${cleaningLine.e164}`,
    );
    const facebook = hero.getByRole("link", { name: new RegExp(cleaning.hero.facebookLabel) });
    await expect(facebook).toHaveAttribute("href", business.social.facebook);
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual(values(cleaning.hero.stats));

    const services = region(page, cleaning.services.heading.title);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(titles(cleaning.services.cards));
    await expect(services.getByRole("link", { name: cleaning.services.cta })).toHaveAttribute("href", paths.contact!);

    const count = galleries.beforeAfter.length;
    const gallery = region(page, cleaning.gallery.heading.title);
    const carousel = gallery.getByRole("region", { name: cleaning.gallery.label });
    await carousel.scrollIntoViewIfNeeded();
    await expectSlidesNamed(carousel, count);
    await expect(
      carousel.getByRole("group", { name: content.carousel.carousel.thumbnailsLabel }).getByRole("button"),
    ).toHaveCount(count);
    for (const item of galleries.beforeAfter) {
      await expect(
        carousel.getByRole("img", { name: cleaning.gallery.beforeAlt(item.alt), includeHidden: true }),
      ).toHaveCount(1);
      await expect(
        carousel.getByRole("img", { name: cleaning.gallery.afterAlt(item.alt), includeHidden: true }),
      ).toHaveCount(1);
    }
    await expect(gallery.getByRole("link", { name: cleaning.gallery.cta })).toHaveAttribute("href", paths.contact!);

    const process = region(page, cleaning.process.heading.title);
    await expect(process.getByRole("listitem")).toHaveCount(cleaning.process.steps.length);
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      cleaning.process.steps.map((step) => `${step.step}. ${step.title}`),
    );

    await expect(region(page, cleaning.equipment.heading.title).getByRole("heading", { level: 3 })).toHaveText(
      titles(cleaning.equipment.cards),
    );
    await expect(region(page, cleaning.testimonials.heading.title).locator("blockquote")).toHaveCount(
      cleaning.testimonials.items.length,
    );
    await expect(region(page, cleaning.closing.title).getByRole("link", { name: quoteLabel })).toHaveAttribute(
      "href",
      paths.contact!,
    );
  });
});

test.describe("about", () => {
  test("badge, stats, story, rating card, values, team, towns, location and closing call to action", async ({
    page,
  }) => {
    await page.goto(paths.about!);
    const hero = region(page, about.hero.title);
    await expect(hero.getByText(about.hero.badge)).toBeVisible();
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual(values(about.hero.stats));

    const story = region(page, about.story.heading.title);
    for (const paragraph of about.story.paragraphs) await expect(story).toContainText(paragraph);
    await expect(story).toContainText(String(content.claims.foundedYear));
    await expect(story).toContainText(String(content.claims.cleaningDivisionYear));
    await expect(story.getByRole("img", { name: stars(content.claims.rating) })).toBeVisible();
    await expect(story.getByText(about.rating.value, { exact: true })).toBeVisible();
    await expect(story.getByRole("listitem")).toHaveText(about.rating.checklist);

    await expect(region(page, about.values.heading.title).getByRole("heading", { level: 3 })).toHaveText(
      titles(about.values.items),
    );

    const team = region(page, about.team.heading.title);
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(business.team.map((member) => member.name));
    for (const { portrait } of about.team.portraits)
      await expect(team.getByRole("img", { name: portrait.alt })).toBeVisible();

    const areas = region(page, about.areas.heading.title);
    await expect(areas.getByRole("list", { name: about.areas.townsLabel }).getByRole("listitem")).toHaveText([
      ...business.towns,
    ]);
    await expect(areas.getByRole("link", { name: quoteLabel })).toHaveAttribute("href", paths.contact!);
    await expect(
      areas.getByRole("link", { name: `${layout.common.call} ${business.phones.main.display}` }),
    ).toHaveAttribute("href", `tel:${business.phones.main.e164}`);

    await expect(areas.getByRole("heading", { name: about.location.title })).toBeVisible();
    await expect(areas).toContainText(about.location.text);
    await expect(areas).toContainText(business.address.display);
    await expect(areas).toContainText(`${business.geo.latitude.toFixed(6)}, ${business.geo.longitude.toFixed(6)}`);
    // The drawing that holds the map's place, or the map once it has loaded.
    const mapArea = areas
      .getByRole("img", { name: about.location.mapLabel })
      .or(areas.getByRole("application", { name: about.location.mapLabel }));
    expect((await mapArea.boundingBox())?.height).toBe(400);

    await expect(region(page, about.closing.title).getByRole("link", { name: quoteLabel })).toHaveAttribute(
      "href",
      paths.contact!,
    );
  });
});

test.describe("contact", () => {
  test("stats, info cards, quote section, why choose, assistance lines, areas and FAQ", async ({ page }) => {
    await page.goto(paths.contact!);
    const hero = region(page, contact.hero.title);
    expect(await hero.getByRole("definition").allInnerTexts()).toEqual(values(contact.hero.stats));

    const { infoCards } = contact;
    const cards = page.getByRole("list", { name: infoCards.label });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      titles([infoCards.phone, infoCards.email, infoCards.area, infoCards.hours]),
    );
    await expect(cards.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
    await expect(cards.getByRole("link", { name: business.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${business.phones.main.e164}`,
    );
    await expect(cards).toContainText(business.openingHours.office.label);
    if (business.openingHours.office.note) await expect(cards).toContainText(business.openingHours.office.note);

    const quote = page.locator("#quote");
    await expect(quote.getByRole("heading", { name: contact.quote.title })).toBeVisible();
    await expect(quote.getByRole("link", { name: new RegExp(business.email) })).toHaveAttribute(
      "href",
      `mailto:${business.email}`,
    );

    await expect(page.getByRole("heading", { name: contact.whyChoose.heading.title })).toBeVisible();
    const assistance = page.getByRole("heading", { name: contact.assistance.title }).locator("..");
    await expect(assistance.getByRole("link")).toHaveCount(2);
    for (const { phone } of [business.divisions.drives, business.divisions.cleaning])
      await expect(assistance.getByRole("link", { name: new RegExp(phone.display) })).toHaveAttribute(
        "href",
        `tel:${phone.e164}`,
      );

    const areas = page.getByRole("heading", { name: contact.areas.title }).locator("..");
    await expect(areas.getByRole("listitem")).toHaveCount(business.towns.length);

    const faq = region(page, contact.faq.heading.title);
    await expect(faq.locator("details")).toHaveCount(contact.faq.items.length);
    const [first] = contact.faq.items;
    const question = faq.getByText(first!.question);
    const answer = faq.getByText(first!.answer);
    await expect(answer).toBeHidden();
    await question.click();
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
      const eager = page.locator(`img:not([loading="lazy"]):not(${carouselSelector} img)`);
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
  for (const { id, path, h1 } of sitePages) {
    test(`${path} shows its content, images and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      // Every section the page's content file heads, and its closing call, are there as written.
      const titles = sectionTitles(pages[id as keyof typeof pages]);
      expect(titles.length, "sections with a heading in the content file").toBeGreaterThan(1);
      for (const title of titles) {
        await expect(page.getByRole("main").getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
      }
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(`${literally(quoteLabel)}|${literally(layout.common.call)}`) })
          .first(),
      ).toBeVisible();
      await expect(page.locator("main img").first()).toBeVisible();
    });
  }

  test("FAQ answers open without JavaScript", async ({ page }) => {
    await page.goto(paths.contact!);
    const last = contact.faq.items.at(-1)!;
    await page.getByText(last.question).click();
    await expect(page.getByText(last.answer)).toBeVisible();
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
  for (const width of [320, 390, 1024, 1280, 1440]) {
    test(`no page scrolls sideways at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { path } of sitePages) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        // The fixed header does not widen the page, so check its last control fits on its own.
        const control =
          width < 1024
            ? page.getByRole("banner").getByText(layout.menu)
            : page.getByRole("banner").getByRole("link", { name: layout.shortQuoteLabel });
        const box = await control.boundingBox();
        expect(box && box.x + box.width, path).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("rows of cards", () => {
  for (const width of [390, 700, 1440]) {
    test(`leave no hole, whatever the count, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let measured = 0;
      for (const { path } of sitePages) {
        await page.goto(path);
        // Every list of cards (items with a heading or a figure): each row sits centred in the
        // list, so a short last row has equal space either side instead of a gap at its end.
        const { lists, uneven } = await page.evaluate(() => {
          const cardLists = [...document.querySelectorAll("main ul, main ol, main dl")].filter((list) => {
            const items = [...list.children].filter((item) => item.getBoundingClientRect().width > 0);
            return items.length >= 2 && items.every((item) => item.querySelector("h3, dd"));
          });
          const uneven = cardLists.flatMap((list) => {
            const items = [...list.children].filter((item) => item.getBoundingClientRect().width > 0);
            const box = list.getBoundingClientRect();
            const rows = new Map<number, DOMRect[]>();
            for (const item of items) {
              const rect = item.getBoundingClientRect();
              rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
            }
            return [...rows.values()].flatMap((row) => {
              const left = Math.min(...row.map((rect) => rect.left)) - box.left;
              const right = box.right - Math.max(...row.map((rect) => rect.right));
              return Math.abs(left - right) > 2
                ? [
                    `${list.tagName} "${items[0]?.textContent?.slice(0, 30)}": ${row.length} item(s), ${Math.round(left)}px left, ${Math.round(right)}px right`,
                  ]
                : [];
            });
          });
          return { lists: cardLists.length, uneven };
        });
        expect(uneven, path).toEqual([]);
        measured += lists;
      }
      // The site has rows of cards (services, stats, team, areas); none found means nothing was checked.
      expect(measured).toBeGreaterThan(0);
    });
  }
});

test.describe("content icons", () => {
  // The galleries' arrows are the carousel's own drawings, not icons chosen in the content.
  const iconBoxes = (page: Page) =>
    page.locator("main svg.size-6").evaluateAll(
      (icons, carousel) =>
        icons
          .filter((icon) => !icon.closest(carousel))
          .map((icon) => ({
            width: (icon as SVGSVGElement).getBBox().width,
            sprite: Boolean(icon.querySelector("use")),
          })),
      carouselSelector,
    );

  test.describe("as prerendered", () => {
    test.use({ javaScriptEnabled: false });

    test("are drawn in the page itself, fetching no sprite", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      let drawn = 0;
      for (const { path } of sitePages) {
        await page.goto(path);
        for (const icon of await iconBoxes(page)) {
          expect(icon, path).toEqual({ width: expect.any(Number), sprite: false });
          expect(icon.width, path).toBeGreaterThan(0);
          drawn += 1;
        }
      }
      expect(drawn).toBeGreaterThan(0);
      expect(requested.filter((url) => /sprite/.test(url))).toEqual([]);
    });
  });

  test("keep their prerendered drawing through hydration, and on pages reached by a link come from the sprite", async ({
    page,
  }) => {
    await page.goto("/");
    await whenHydrated(page);
    const landing = await iconBoxes(page);
    expect(landing.length).toBeGreaterThan(0);
    for (const icon of landing) expect(icon.sprite || icon.width === 0).toBe(false);
    const nav = mainNav(page);
    let drawn = 0;
    for (const target of [...sitePages.filter((entry) => entry.path !== "/"), sitePages[0]!]) {
      await nav.getByRole("link", { name: target.label, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect
        .poll(async () => (await iconBoxes(page)).every((icon) => icon.sprite && icon.width > 0), {
          message: target.path,
        })
        .toBe(true);
      drawn += (await iconBoxes(page)).length;
    }
    expect(drawn).toBeGreaterThan(0);
  });
});
