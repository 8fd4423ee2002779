import { readFileSync } from "node:fs";
import path from "node:path";

import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

import { changedLines } from "../test-support/changed-lines";

import { words } from "../app/owner/new-job/words";
import { galleryFields } from "../app/content/schema/galleries";
import { type JobInput, jobPhones, nextButton, pickKindAndPhotos, writeWords } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { editorForTests, entryOf, fieldAt, openEntry, publishEntry, stayOffline } from "./support/site-editor";

/**
 * What a job added from the phone page, and one added in the site editor, change in
 * content/galleries.yml: that job's lines and nothing else, in the same style, against the real
 * local backend on a copy of the project. Also what the page's words and place steps show.
 */
test.describe.configure({ mode: "serial" });

const editor = editorForTests();
const galleriesPath = () => path.join(editor().project, "content/galleries.yml");
const galleriesText = () => readFileSync(galleriesPath(), "utf8");
type GalleryItem = Record<string, string>;

/** Each line's key and how its value is quoted: the style, without the words. */
const styleOf = (lines: string[]) => lines.map((line) => /^\s*(- )?\w+: ["']?/.exec(line)?.[0]);

/** Lines added to a list, as the item they make. */
const itemOf = (lines: string[]) => (parse(lines.map((line) => line.slice(2)).join("\n")) as GalleryItem[])[0];

const phone = jobPhones[1] ?? jobPhones[0];
let pageLines: string[] = [];

test.describe(`on the job page at ${phone?.name}`, () => {
  test.use(phone?.use ?? {});

  test("the words step shows the description on the first screen, the place step each job's photo, and the job is its lines alone", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const before = galleriesText();
    const projects = (parse(before) as Record<string, GalleryItem[]>).projects ?? [];
    const job: JobInput = {
      kind: "projects",
      photos: [await phonePhoto()],
      what: "Quiet resin driveway",
      town: "Marlow",
      alt: "A resin driveway",
    };
    await stayOffline(page);
    await page.goto(`${editor().origin}/admin/new-job`);
    await expect(page.getByRole("heading", { level: 2, name: words.steps[0] })).toBeVisible({ timeout: 60_000 });
    // The first step is in the HTML: its buttons answer once the development server's script has
    // run, which gives its heading the focus.
    await expect(page.getByRole("heading", { level: 2, name: words.steps[0] })).toBeFocused({ timeout: 60_000 });
    // One home-screen icon: the page's own.
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);

    await pickKindAndPhotos(page, job);
    await page.getByLabel(galleryFields.caption.label).fill(job.what);
    // The description is on the first screen after the caption, above the step's buttons.
    const alt = await page.getByLabel(galleryFields.alt.label).boundingBox();
    const next = await nextButton(page).boundingBox();
    expect((alt?.y ?? Infinity) + (alt?.height ?? 0)).toBeLessThanOrEqual(next?.y ?? 0);
    await writeWords(page, job);
    await nextButton(page).click();

    // The place step: each job with its photo, in the gallery's order, the new one first.
    await expect(page.getByRole("heading", { level: 2, name: words.steps[4] })).toBeVisible();
    const order = page.getByRole("list", { name: words.steps[4] }).getByRole("listitem");
    await expect(order).toHaveCount(projects.length + 1);
    const photos = await order.evaluateAll((items) => items.map((item) => item.querySelector("img")?.src ?? ""));
    expect(photos.slice(1).map((src) => new URL(src).pathname)).toEqual(
      projects.map((item) => `/admin/images/${item.image}`),
    );
    expect(photos[0]).toMatch(/^blob:/);
    const firstShown = order.nth(1).locator("img");
    await expect.poll(() => firstShown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await nextButton(page).click();

    await page.getByRole("button", { name: words.send }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible({ timeout: 30_000 });
    const { removed, added } = changedLines(before, galleriesText());
    expect(removed).toEqual([]);
    expect(itemOf(added)).toMatchObject({ caption: `${job.what}, ${job.town}`, alt: job.alt });
    expect(added).toHaveLength(Object.keys(itemOf(added) ?? {}).length);
    pageLines = added;
  });
});

async function addProjectInEditor(page: Page, caption: string, alt: string) {
  const galleries = entryOf(editor().config, "content/galleries.yml").fields;
  const projects = fieldAt(galleries, "projects");
  await page
    .getByRole("button", { name: `Add ${projects.label_singular}` })
    .first()
    .click();
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 140, b: 120 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page.getByRole("button", { name: "Choose an image" }).last().click();
  const library = page.getByRole("dialog");
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: "quiet-patio.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(library.getByText("quiet-patio.jpg")).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  // The new project's fields are the ones still empty, as the owner finds them.
  for (const [name, value] of [
    ["caption", caption],
    ["alt", alt],
  ] as const) {
    const fields = page.getByLabel(fieldAt(galleries, "projects", name).label, { exact: true });
    const values = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values.filter((each) => !each)).toHaveLength(1);
    await fields.nth(values.indexOf("")).fill(value);
  }
}

test("a job added in the site editor is its lines alone, in the style the job page writes", async ({ page }) => {
  test.setTimeout(180_000);
  const before = galleriesText();
  await stayOffline(page);
  await openEntry(page, editor(), "content/galleries.yml");
  await addProjectInEditor(page, "Quiet sandstone patio, Penn", "A sandstone patio");
  await publishEntry(page);

  const { removed, added } = changedLines(before, galleriesText());
  expect(removed).toEqual([]);
  expect(itemOf(added)).toMatchObject({ caption: "Quiet sandstone patio, Penn", alt: "A sandstone patio" });
  // Keys in the same order, quoted the same way, as the job page wrote its job.
  const shared = (lines: string[]) => styleOf(lines).filter((style) => !style?.includes("focus"));
  expect(shared(added)).toEqual(shared(pageLines));
});
