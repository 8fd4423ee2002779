import { readFileSync } from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

import { slotBounds } from "../app/content/image-presets";
import { phonePhotoAdvice } from "../app/content/schema/blocks";
import { phonePhoto } from "./support/phone-photo";
import { editorForTests, openEntry, publishEntry, stayOffline } from "./support/site-editor";

/**
 * A photo uploaded in the real editor (against the local Decap server, on a copy of the project)
 * reaches the repository prepared: upright, at its slot's size, with none of the phone's
 * metadata. The file the editor wrote is parsed with sharp, not with the editor's own reader.
 */
test.describe.configure({ mode: "serial" });

const editor = editorForTests();
const galleries = () =>
  parse(readFileSync(path.join(editor().project, "content/galleries.yml"), "utf8")) as {
    projects: { image: string }[];
  };

/** Opens the galleries and the picture library of the first project photo. */
async function openLibrary(page: Page) {
  await stayOffline(page);
  await openEntry(page, editor(), "content/galleries.yml");
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  return page.getByRole("dialog");
}

test("a phone's photo uploaded in the editor is written upright, at its slot's size, without its metadata", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const picked = await phonePhoto();
  expect((await sharp(picked).metadata()).exif).toBeDefined();
  const library = await openLibrary(page);
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: picked });

  // Held sideways, the photo is upright once prepared: the slot's full width, taller than wide.
  const { width } = slotBounds("photo");
  const height = Math.round((width * 4032) / 3024);
  const box = page.getByRole("status").filter({ hasText: "IMG_0412" });
  await expect(box).toContainText(`3024 x 4032 before`);
  await expect(box).toContainText(`${width} x ${height} now`);
  await expect(box).toContainText("where it was taken (GPS)");

  await expect(library.getByText("img_0412.jpg")).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  // The box itself, as it stays over the form: Decap's picture library and the galleries'
  // preview have findings of their own, which are not this box's.
  await expect(box).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include("#photo-preparation")
    .withTags(["wcag2a", "wcag2aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await publishEntry(page);

  const image = galleries().projects[0]?.image ?? "";
  expect(path.basename(image)).toBe("img_0412.jpg");
  const written = readFileSync(path.join(editor().project, "app/assets/images", image));
  const metadata = await sharp(written).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
    format: "jpeg",
    width,
    height,
  });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(written.length).toBeLessThan(picked.length);
});

test("a HEIC photo is refused with the build's line, and nothing is added to the library", async ({ page }) => {
  test.setTimeout(120_000);
  const library = await openLibrary(page);
  // An ISO box file whose brand names HEVC pictures, as an iPhone writes it.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0413.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(page.getByRole("status").filter({ hasText: "IMG_0413" })).toHaveText(phonePhotoAdvice("IMG_0413.HEIC"));
  await expect(library.getByText(/img_0413/i)).toHaveCount(0);
});
