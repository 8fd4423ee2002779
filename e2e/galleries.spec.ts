import type { Locator, Page } from "@playwright/test";

import { content } from "./support/content";
import { holdScripts, whenHydrated } from "./support/hydration";
import { expect, phone, test } from "./support/test";
import {
  carouselCopy,
  galleries as contentGalleries,
  expectSlideShown,
  shownCounter,
  slideOf,
  slideSelector,
  thumbnailName,
  thumbnailsOf,
} from "./support/widgets";

const { projects, beforeAfter } = contentGalleries;

const galleries = [
  { name: "drives and landscapes", ...projects },
  { name: "exterior cleaning", ...beforeAfter },
] as const;

type Gallery = (typeof galleries)[number];

async function openGallery(page: Page, gallery: Gallery) {
  await page.goto(gallery.path);
  const region = page.getByRole("region", { name: gallery.label });
  await region.scrollIntoViewIfNeeded();
  // The arrows become buttons once the carousel is interactive (with a mouse, inside their tooltips).
  for (const name of [carouselCopy.previous, carouselCopy.next]) {
    await expect(region.getByRole("button", { name })).toBeVisible();
  }
  return region;
}

/** How many slides the gallery holds, read from the page. */
function slideCount(region: Locator) {
  return region.locator(slideSelector).count();
}

test.describe("a gallery's code", () => {
  test.use(phone);
  for (const gallery of galleries) {
    test(`${gallery.name}: loads once the gallery comes near the screen, then works`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(gallery.path, { waitUntil: "networkidle" });
      const region = page.getByRole("region", { name: gallery.label });
      // The first screen is whole and hydrated; the gallery further down still waits.
      const below = await region.evaluate((element) => element.getBoundingClientRect().top > 2 * innerHeight);
      test.skip(!below, "the gallery starts within two screens of the top, so its code comes at once");
      await whenHydrated(page);
      await expect(region.getByRole("button", { name: carouselCopy.next })).toHaveCount(0);
      const loadedAtFirst = scripts.length;
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("button", { name: carouselCopy.next })).toBeVisible();
      expect(scripts.length).toBeGreaterThan(loadedAtFirst);
      await region.getByRole("button", { name: carouselCopy.next }).click();
      await expectSlideShown(region, 2, gallery.total);
    });

    for (const control of [
      { what: "the next arrow", link: carouselCopy.previous, then: carouselCopy.next, inSlide: true, shows: 2 },
      {
        what: "the third thumbnail",
        link: thumbnailName(gallery, 2),
        then: thumbnailName(gallery, 3),
        inSlide: false,
        shows: 3,
      },
    ]) {
      test(`${gallery.name}: ${control.what} focused from the keyboard before the code comes keeps the focus`, async ({
        page,
      }) => {
        await page.goto(gallery.path);
        const region = page.getByRole("region", { name: gallery.label });
        const release = await holdScripts(page);
        await region.scrollIntoViewIfNeeded();
        // Tabbed to as a keyboard visitor does: the first slide's next link, or the third thumbnail.
        const from = control.inSlide
          ? slideOf(region, 1, gallery.total).getByRole("link", { name: control.link })
          : thumbnailsOf(region).getByRole("link", { name: control.link });
        await from.focus();
        await page.keyboard.press("Tab");
        const focused = page.locator(":focus");
        await expect(focused).toHaveAccessibleName(control.then);
        expect(await focused.evaluate((element) => element.tagName)).toBe("A");

        release();
        // The link gives way to the button of the same name, which keeps the focus and its ring.
        const button = region.getByRole("button", { name: control.then });
        await expect
          .poll(() =>
            button.evaluate((element) => element === document.activeElement && element.matches(":focus-visible")),
          )
          .toBe(true);
        await page.keyboard.press("Enter");
        await expectSlideShown(region, control.shows, gallery.total);
      });
    }
  }
});

test.describe("a gallery tapped before its code comes", () => {
  test.use(phone);
  for (const gallery of galleries) {
    test(`${gallery.name}: the tap moves it as plain HTML does, and its buttons work once the code has come`, async ({
      page,
    }) => {
      await page.goto(gallery.path);
      await whenHydrated(page);
      const region = page.getByRole("region", { name: gallery.label });
      const release = await holdScripts(page);
      await region.scrollIntoViewIfNeeded();
      await slideOf(region, 1, gallery.total).getByRole("link", { name: carouselCopy.next }).tap();
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(2, gallery.total));
      // Tagged, to tell the gallery React takes over as it stands from one it draws afresh.
      await region.evaluate((element) => Object.assign(element, { drawnBeforeTheCode: true }));
      release();
      const next = region.getByRole("button", { name: carouselCopy.next });
      // Its arrows ready, and no tooltip popped up by the focus the tapped link handed its button.
      await expect(next).toBeVisible();
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      expect(await region.evaluate((element) => "drawnBeforeTheCode" in element)).toBe(true);
      await expectSlideShown(region, 2, gallery.total);
      await next.tap();
      await expectSlideShown(region, 3, gallery.total);
    });
  }
});

test.describe("a gallery's shown controls", () => {
  // A phone-sized window with a mouse: the tooltips load, the last thing that could draw an
  // arrow again (a phone loads none).
  test.use({ ...phone, hasTouch: false });
  for (const gallery of galleries) {
    test(`${gallery.name}: the next button is the same element from its first drawing on`, async ({ page }) => {
      // Tags the first "next" button the page ever holds, the moment it is inserted, seen or not.
      await page.addInitScript(
        ({ carousel, next }) => {
          const found = window as unknown as { firstNextButton?: Element };
          new MutationObserver(() => {
            found.firstNextButton ??=
              document.querySelector(
                `[aria-roledescription=${CSS.escape(carousel)}] button[aria-label=${CSS.escape(next)}]`,
              ) ?? undefined;
          }).observe(document, { childList: true, subtree: true });
        },
        { carousel: carouselCopy.roleDescription, next: carouselCopy.next },
      );
      // Shown, with its tooltip loaded (Radix marks it).
      const region = await openGallery(page, gallery);
      await page.waitForLoadState("networkidle");
      const next = region.getByRole("button", { name: carouselCopy.next });
      await expect(next).toHaveAttribute("data-state", "closed");
      expect(
        await next.evaluate(
          (element) => element === (window as unknown as { firstNextButton?: Element }).firstNextButton,
        ),
      ).toBe(true);
      await next.click();
      await expectSlideShown(region, 2, gallery.total);
    });
  }
});

for (const gallery of galleries) {
  test.describe(`${gallery.name} gallery`, () => {
    test("next, previous and wrapping at both ends update the counter", async ({ page }) => {
      const region = await openGallery(page, gallery);
      const { total } = gallery;
      await expectSlideShown(region, 1, total);
      await region.getByRole("button", { name: carouselCopy.next }).click();
      await expectSlideShown(region, 2, total);
      await region.getByRole("button", { name: carouselCopy.previous }).click();
      await expectSlideShown(region, 1, total);
      await region.getByRole("button", { name: carouselCopy.previous }).click();
      await expectSlideShown(region, total, total);
      await region.getByRole("button", { name: carouselCopy.next }).click();
      await expectSlideShown(region, 1, total);
    });

    test("a thumbnail jumps to its slide and the change is announced", async ({ page }) => {
      const region = await openGallery(page, gallery);
      const caption = gallery.captions[3]!;
      await region.getByRole("button", { name: thumbnailName(gallery, 4) }).click();
      await expectSlideShown(region, 4, gallery.total);
      await expect(slideOf(region, 4, gallery.total).getByText(caption, { exact: true })).toBeVisible();
      await expect(region.locator("[aria-live='polite']")).toHaveText(
        carouselCopy.announcement(4, gallery.total, caption),
      );
    });

    test("arrow keys change slide while focus is inside", async ({ page }) => {
      const region = await openGallery(page, gallery);
      await region.getByRole("button", { name: thumbnailName(gallery, 1) }).focus();
      await page.keyboard.press("ArrowLeft");
      await expectSlideShown(region, gallery.total, gallery.total);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expectSlideShown(region, 2, gallery.total);
      // Outside the carousel the arrows are the page's again.
      await page.getByRole("heading", { level: 1 }).click();
      await page.keyboard.press("ArrowRight");
      await expectSlideShown(region, 2, gallery.total);
    });

    test("only the current slide's images and its neighbours' are fetched, and changing slides never shifts the page", async ({
      page,
    }) => {
      const region = await openGallery(page, gallery);
      const slideImages = (position: number) =>
        slideOf(region, position, gallery.total, { includeHidden: true }).locator("img");
      const loaded = (images: Locator) =>
        images.evaluateAll(
          (imgs: HTMLImageElement[]) => imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0),
        );
      for (const position of [1, 2, gallery.total]) await expect.poll(() => loaded(slideImages(position))).toBe(true);
      for (const position of [3, 4, gallery.total - 1]) expect(await loaded(slideImages(position))).toBe(false);

      const after = thumbnailsOf(region);
      const top = async () => (await after.boundingBox())?.y;
      const start = await top();
      for (let step = 1; step < gallery.total; step += 1) {
        await region.getByRole("button", { name: carouselCopy.next }).click();
        expect(await top()).toBe(start);
      }
      await expect.poll(() => loaded(slideImages(3))).toBe(true);
    });
  });
}

test.describe("before and after comparison", () => {
  const gallery = galleries[1];

  test("the divider is a keyboard slider that leaves the slide alone", async ({ page }) => {
    const region = await openGallery(page, gallery);
    const current = slideOf(region, 1, gallery.total);
    const slider = current.getByRole("slider");
    const words = content.pages["exterior-cleaning"].gallery;
    await expect(current.getByText(words.beforeLabel, { exact: true })).toBeVisible();
    await expect(current.getByText(words.afterLabel, { exact: true })).toBeVisible();
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    await expect(slider).toHaveAttribute("aria-valuetext", content.carousel.comparison.valueText(55, 45));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");
    await page.keyboard.press("PageDown");
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
    await expectSlideShown(region, 1, gallery.total);
  });

  test("the divider follows a pointer drag", async ({ page }) => {
    const region = await openGallery(page, gallery);
    const current = slideOf(region, 1, gallery.total);
    const slider = current.getByRole("slider");
    const handle = (await slider.boundingBox())!;
    const picture = (await current.locator("figure > div").first().boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.25, handle.y + handle.height / 2, { steps: 5 });
    // Captured: the drag continues past the picture's edge.
    await page.mouse.move(picture.x + picture.width * 0.8, picture.y - 40, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
    await expectSlideShown(region, 1, gallery.total);
  });
});

test.describe("motion", () => {
  const scrolling = (page: Page) =>
    slideOf(page.getByRole("region", { name: galleries[0].label }), 1, galleries[0].total).evaluate(
      (slide) => getComputedStyle(slide.parentElement!).scrollBehavior,
    );

  test("slides glide into place, and jump for visitors who ask for reduced motion", async ({ page }) => {
    await openGallery(page, galleries[0]);
    expect(await scrolling(page)).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrolling(page)).toBe("auto");
  });
});

test.describe("galleries on a touch screen", () => {
  test.use(phone);

  test("a horizontal swipe changes slide; dragging the divider does not", async ({ page }) => {
    const region = await openGallery(page, galleries[1]);
    const total = galleries[1].total;
    const current = slideOf(region, 1, total);
    const picture = (await current.locator("figure > div").first().boundingBox())!;
    const y = picture.y + picture.height * 0.3;
    await touchDrag(page, { x: picture.x + picture.width * 0.9, y }, { x: picture.x + picture.width * 0.2, y });
    await expectSlideShown(region, 2, total);
    await touchDrag(page, { x: picture.x + picture.width * 0.2, y }, { x: picture.x + picture.width * 0.9, y });
    await expectSlideShown(region, 1, total);

    const slider = current.getByRole("slider");
    const handle = (await slider.boundingBox())!;
    const middle = handle.y + handle.height / 2;
    await touchDrag(
      page,
      { x: handle.x + handle.width / 2, y: middle },
      { x: picture.x + picture.width * 0.3, y: middle },
    );
    await expect(slider).toHaveAttribute("aria-valuenow", "30");
    await expectSlideShown(region, 1, total);
  });

  test("a phone fetches the gallery's code without the tooltips it could never show", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const region = await openGallery(page, galleries[0]);
    await page.waitForLoadState("networkidle");
    await region.getByRole("button", { name: carouselCopy.next }).tap();
    await expectSlideShown(region, 2, galleries[0].total);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    expect(scripts.filter((path) => path.startsWith("/assets/tooltip-layer-"))).toEqual([]);
  });
});

/** A one-finger drag through Chromium's touch input, which Playwright has no API for. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from.x, from.y) });
  for (let step = 1; step <= 6; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 6;
    const y = from.y + ((to.y - from.y) * step) / 6;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(x, y) });
    // A finger's pace, one move a frame: moves sent back to back read as an impossible fling.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("tooltips", () => {
  test("an arrow reached with Tab shows its tooltip at once", async ({ page }) => {
    const region = await openGallery(page, galleries[0]);
    await region.getByRole("button", { name: carouselCopy.previous }).focus();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: carouselCopy.next })).toBeFocused();
    await expect(page.getByRole("tooltip", { name: carouselCopy.next })).toBeVisible();
  });

  test("an arrow's tooltip appears only after the pointer rests 700 ms", async ({ page }) => {
    await page.clock.install();
    const region = await openGallery(page, galleries[0]);
    const next = region.getByRole("button", { name: carouselCopy.next });
    await page.clock.pauseAt(Date.now() + 60_000);
    await next.hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip", { name: carouselCopy.next })).toBeVisible();

    // Within the skip delay the neighbouring arrow's tooltip opens at once.
    await region.getByRole("button", { name: carouselCopy.previous }).hover();
    await page.clock.runFor(50);
    await expect(page.getByRole("tooltip", { name: carouselCopy.previous })).toBeVisible();
  });
});

test.describe("galleries without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const gallery of galleries) {
    test(`${gallery.name}: the next link moves the gallery and the counter shown follows`, async ({ page }) => {
      await page.goto(gallery.path);
      const region = page.getByRole("region", { name: gallery.label });
      const total = await slideCount(region);
      expect(total).toBeGreaterThan(2);
      await region.scrollIntoViewIfNeeded();
      expect(await shownCounter(region)).toBe(carouselCopy.counter(1, total));
      await region.getByRole("link", { name: carouselCopy.next }).first().click();
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(2, total));
      // The arrows the visitor now sees belong to slide 2: previous goes back, and from slide 1 it wraps.
      await slideOf(region, 2, total).getByRole("link", { name: carouselCopy.previous }).click();
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(1, total));
      await slideOf(region, 1, total).getByRole("link", { name: carouselCopy.previous }).click();
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(total, total));
    });

    test(`${gallery.name}: only the shown slide's arrows are tab stops`, async ({ page }) => {
      await page.goto(gallery.path);
      const region = page.getByRole("region", { name: gallery.label });
      const total = await slideCount(region);
      const slide = (position: number) => slideOf(region, position, total);
      const firstThumbnail = thumbnailsOf(region).getByRole("link").first();
      // From the shown slide's arrows, Tab leaves the strip: no hidden slide's arrow in between.
      const tabThroughArrows = async (position: number) => {
        for (const name of [carouselCopy.previous, carouselCopy.next])
          await expect(region.getByRole("link", { name })).toHaveCount(1);
        await slide(position).getByRole("link", { name: carouselCopy.previous }).focus();
        await page.keyboard.press("Tab");
        await expect(slide(position).getByRole("link", { name: carouselCopy.next })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(firstThumbnail).toBeFocused();
      };

      await tabThroughArrows(1);
      // Next shows slide 2, whose arrows are now the only ones.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/-2$/);
      await expect(slide(1).getByRole("link", { name: carouselCopy.next })).toBeHidden();
      await tabThroughArrows(2);
    });

    test(`${gallery.name}: every slide is reachable from its thumbnail link`, async ({ page }) => {
      await page.goto(gallery.path);
      const region = page.getByRole("region", { name: gallery.label });
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(1, gallery.total));
      await expect(region.getByRole("button")).toHaveCount(0);
      const links = thumbnailsOf(region).getByRole("link");
      await expect(links).toHaveCount(gallery.total);
      await links.nth(4).click();
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(5, gallery.total));
      const images = slideOf(region, 5, gallery.total).locator("img");
      await expect
        .poll(() =>
          images.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0)),
        )
        .toBe(true);
    });

    test(`${gallery.name}: a swipe of the strip shows the next slide with its own counter`, async ({ page }) => {
      await page.goto(gallery.path);
      const region = page.getByRole("region", { name: gallery.label });
      const total = await slideCount(region);
      await region.scrollIntoViewIfNeeded();
      await region
        .locator(slideSelector)
        .first()
        .evaluate((slide) => slide.parentElement!.scrollBy({ left: slide.clientWidth * 0.7, behavior: "instant" }));
      // Snapping settles on a whole slide.
      await expect.poll(() => shownCounter(region)).toBe(carouselCopy.counter(2, total));
    });
  }
});
