import { readFileSync } from "node:fs";
import path from "node:path";

import { type Page, expect, test } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/owner/new-job/words";
import { slotBounds } from "../app/content/image-presets";
import { checkContent } from "../app/content/load";
import { galleryFields } from "../app/content/schema/galleries";
import { type JobInput, jobPhones, fillInJob, nextButton, pickKindAndPhotos, writeWords } from "./support/new-job";
import { phonePhoto, photoFacts } from "./support/phone-photo";
import { editorForTests, stayOffline } from "./support/site-editor";

/**
 * The owner adds a finished job from the phone page, against the real local backend
 * (`npm run edit` on a copy of the project): what lands in the repository is read back from the
 * files, the photos with sharp and the galleries with the build's own check.
 */
test.describe.configure({ mode: "serial" });

const editor = editorForTests();
type GalleryItem = Record<string, string>;
const galleries = () =>
  parse(readFileSync(path.join(editor().project, "content/galleries.yml"), "utf8")) as Record<string, GalleryItem[]>;
const photoBytes = (file: string) => readFileSync(path.join(editor().project, "app/assets/images", file));

async function openJobPage(page: Page) {
  await stayOffline(page);
  await page.goto(`${editor().origin}/admin/new-job`);
  await expect(page.getByRole("heading", { level: 2, name: words.steps[0] })).toBeVisible({ timeout: 60_000 });
  // The first step is in the HTML: its buttons answer once the development server's script has
  // run, which gives its heading the focus.
  await expect(page.getByRole("heading", { level: 2, name: words.steps[0] })).toBeFocused({ timeout: 60_000 });
}

/** The photos as written: JPEG, upright at the gallery's size, no metadata, far smaller than picked. */
async function expectPrepared(files: string[], picked: Buffer) {
  const { width } = slotBounds("photo");
  for (const file of files) {
    const written = photoBytes(file);
    const facts = await photoFacts(written);
    expect(facts).toEqual({
      format: "jpeg",
      width,
      height: Math.round((width * 4032) / 3024),
      exif: false,
      xmp: false,
      orientation: undefined,
    });
    expect(Math.max(facts.width ?? 0, facts.height ?? 0)).toBeLessThanOrEqual(2560);
    expect(written.length).toBeLessThan(Math.min(picked.length, 1024 * 1024));
  }
}

async function sendAndSeeItLive(page: Page) {
  await page.getByRole("button", { name: words.send }).click();
  const status = page.getByRole("status").filter({ hasText: words.published });
  await expect(status).toBeVisible({ timeout: 30_000 });
  // The development site serves the working copy, so the change is live at once.
  await expect(status.getByRole("link", { name: words.seeIt })).toBeVisible({ timeout: 30_000 });
  return status.getByRole("link", { name: words.seeIt });
}

for (const phone of jobPhones) {
  test.describe(`at ${phone.name}`, () => {
    test.use(phone.use);

    test("a project goes into the Drives & Landscapes gallery, first, with its photo prepared", async ({ page }) => {
      test.setTimeout(180_000);
      const picked = await phonePhoto();
      const job: JobInput = {
        kind: "projects",
        photos: [picked],
        what: `Resin driveway ${phone.name}`,
        town: "Marlow",
        alt: "A resin driveway",
        focus: "top",
      };
      await openJobPage(page);
      await fillInJob(page, job);
      const link = await sendAndSeeItLive(page);
      await expect(link).toHaveAttribute("href", "/drives-and-landscapes#project-1");

      const [first] = galleries().projects ?? [];
      expect(first).toMatchObject({ caption: `${job.what}, ${job.town}`, alt: job.alt, focus: "top" });
      await expectPrepared([first?.image ?? ""], picked);
      expect((await checkContent(editor().project)).problems).toEqual([]);
    });

    test("a before/after pair goes into the Exterior Cleaning gallery, before first", async ({ page }) => {
      test.setTimeout(180_000);
      const before = await phonePhoto({ colour: { r: 90, g: 80, b: 70 } });
      const after = await phonePhoto({ colour: { r: 200, g: 190, b: 170 } });
      const job: JobInput = {
        kind: "beforeAfter",
        photos: [before, after],
        what: `Patio clean ${phone.name}`,
        town: "Amersham",
        alt: "A sandstone patio",
      };
      await openJobPage(page);
      await fillInJob(page, job);
      const link = await sendAndSeeItLive(page);
      await expect(link).toHaveAttribute("href", "/exterior-cleaning#before-after-1");

      const [first] = galleries().beforeAfter ?? [];
      expect(first).toMatchObject({ caption: `${job.what}, ${job.town}`, alt: job.alt, focus: "center" });
      expect(first?.before).toMatch(/-before\.jpg$/);
      expect(first?.after).toMatch(/-after\.jpg$/);
      await expectPrepared([first?.before ?? "", first?.after ?? ""], before);
      expect(photoBytes(first?.before ?? "")).not.toEqual(photoBytes(first?.after ?? ""));
      expect((await checkContent(editor().project)).problems).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use(jobPhones[0]?.use ?? {});

  test("a reload midway keeps the photos and the words, offered back before anything else", async ({ page }) => {
    test.setTimeout(120_000);
    const job: JobInput = {
      kind: "projects",
      photos: [await phonePhoto()],
      what: "Porcelain patio",
      town: "Chesham",
      alt: "A grey porcelain patio",
    };
    await openJobPage(page);
    await pickKindAndPhotos(page, job);
    await writeWords(page, job);
    // The page says when the job is on the phone: the owner may close it from then on.
    await expect(page.getByRole("heading", { level: 2, name: words.steps[3] })).toBeVisible();
    await expect(page.getByText(words.keptOnPhone)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: words.resume.heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`"${job.what}, ${job.town}", 1 photo`)).toBeVisible();
    await page.getByRole("button", { name: words.resume.carryOn }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.steps[3] })).toBeVisible();
    await page.getByRole("button", { name: words.back }).click();
    await expect(page.getByLabel(galleryFields.caption.label)).toHaveValue(`${job.what}, ${job.town}`);
    await expect(page.getByLabel(galleryFields.alt.label)).toHaveValue(job.alt);
    await page.getByRole("button", { name: words.back }).click();
    await expect(page.getByRole("group", { name: words.shots.photo }).getByText(words.removed)).toBeVisible();
    // The photo itself came back from the phone's storage: its thumbnail draws.
    const thumbnail = page.getByRole("group", { name: words.shots.photo }).locator("img");
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("a caption the build refuses is shown with the build's line beside it, and nothing is written", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const before = readFileSync(path.join(editor().project, "content/galleries.yml"), "utf8");
    const job: JobInput = { kind: "projects", photos: [await phonePhoto()], what: "", town: "", alt: "" };
    await openJobPage(page);
    await pickKindAndPhotos(page, job);
    await page.getByLabel(galleryFields.caption.label).fill("   ");
    await page.getByLabel(galleryFields.alt.label).fill("A lawn");
    await nextButton(page).click();
    const caption = page.getByLabel(galleryFields.caption.label);
    await expect(caption).toHaveAttribute("aria-invalid", "true");
    await expect(caption).toHaveAccessibleDescription(new RegExp("is empty: write the text"));
    await expect(page.getByRole("heading", { level: 2, name: words.steps[2] })).toBeVisible();
    expect(readFileSync(path.join(editor().project, "content/galleries.yml"), "utf8")).toBe(before);
  });
});
