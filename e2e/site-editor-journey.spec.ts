import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

import { readContent } from "../app/content/load";
import {
  editorAxeViolations,
  editorForTests,
  entryOf,
  fieldAt,
  itemName,
  openEntry,
  publishEntry,
  stayOffline,
} from "./support/site-editor";
import { run } from "./support/project-copy";
import { sitePages } from "./support/test";

/**
 * The owner's journey through the real editor, against the local Decap server, on a copy of the
 * project: change the main phone number, add a review, replace a gallery photo; then build that
 * copy and check what visitors get. Everything it expects is read from the copy's content files
 * (through the same loader the build uses) and from the editor's configuration.
 */
test.describe.configure({ mode: "serial" });

let builtSite: Server | undefined;
let builtOrigin = "";

const editor = editorForTests();
const fileOf = (file: string) => entryOf(editor().config, file);

const content = () => readContent(editor().project).content;
/** A content file of the copy as written, for what the loader resolves away (the image paths). */
const written = (file: string) => parse(readFileSync(path.join(editor().project, file), "utf8"));

/**
 * Pictures some content file shows again with `reuse`, each with whether every such use has a
 * description of its own (and so keeps it when the picture is replaced where it came from).
 */
function reusedPictures(): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const { reuse, alt } = value as { reuse?: unknown; alt?: unknown };
      if (typeof reuse === "string") found.set(reuse, (found.get(reuse) ?? true) && Boolean(alt));
      else Object.values(value).forEach(walk);
    }
  };
  for (const file of readdirSync(path.join(editor().project, "content"), { recursive: true, encoding: "utf8" }))
    if (file.endsWith(".yml")) walk(written(path.join("content", file)));
  return found;
}

async function publish(page: Page) {
  await publishEntry(page);
  // A publish writes the entry and its photos through the local server and reads them back: on a
  // loaded machine that takes longer than an assertion's usual five seconds.
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 20_000 });
}

test.afterAll(() => {
  builtSite?.close();
});

const newNumber = (old: string) => (old.replace(/\s/g, "") === "01632960999" ? "01632 960998" : "01632 960999");
const upload = { name: "journey-new-patio.jpg", caption: "Porcelain patio and steps, Amersham" };
const uploadAlt = "Pale grey porcelain patio with two wide steps down to a lawn, edged by a low brick wall";
const review = {
  name: "Priya K.",
  location: "Chesham",
  service: "Porcelain patio",
  text: "Clear quote, tidy team and a patio that drains properly at last. We would use them again.",
};

test("a phone number the build would refuse is refused at Save, with the build's line, and nothing is written", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  const file = path.join(editor().project, "content/business.yml");
  const before = readFileSync(file, "utf8");
  await openEntry(page, editor(), "content/business.yml");
  const { line } = written("content/business.yml").mainPhone;
  const mainLine = fieldAt(fileOf("content/business.yml").fields, "phones", line, "number");
  // A letter O typed for a zero, as a phone keyboard makes easy.
  const typed = content().business.phones.main.display.replace(/0(?=\d*$)/, "O");
  const numberField = page.getByLabel(mainLine.label, { exact: true });
  await numberField.fill(typed);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  const problem = `"${typed}" is not a UK phone number (letter O?)`;
  // Beside the field, which names it as its description, and in the box that lists every line,
  // there with the entry and fields by their labels in the form (the build's own line names the
  // file and keys: content/business.yml: phones.main.number: ...).
  await expect(numberField).toHaveAccessibleDescription(problem);
  await expect(numberField).toHaveAttribute("aria-invalid", "true");
  const beside = page.locator(`#${await numberField.getAttribute("id")}-problems`);
  const [fieldBox, lineBox] = [await numberField.boundingBox(), await beside.boundingBox()];
  expect(lineBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(20);
  const fields = fileOf("content/business.yml").fields;
  const place = [
    fileOf("content/business.yml").entry,
    fieldAt(fields, "phones").label,
    fieldAt(fields, "phones", line).label,
    mainLine.label,
  ];
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
    `${place.join(" › ")}: ${problem}`,
  );
  // Decap's own fading notice says where the line is rather than saying it a third time.
  await expect(page.getByText(/^Failed to persist entry: Error: 1 problem\b.* beside its field/)).toBeVisible();
  await expect(page.getByText(problem, { exact: false })).toHaveCount(2);
  expect(readFileSync(file, "utf8")).toBe(before);
  expect(await editorAxeViolations(page)).toEqual([]);
});

test("a refused line goes once the entry is fixed, whichever field fixed it, and when the owner leaves the entry", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/business.yml");
  const hoursFields = fileOf("content/business.yml").fields;
  const { opens, closes } = content().business.openingHours.general;
  const laterOpening = opens === "08:00" ? "09:00" : "08:00";
  // The working hours come before the office's, which have fields of the same names.
  const label = page
    .getByLabel(fieldAt(hoursFields, "openingHours", "general", "label").label, { exact: true })
    .first();
  const opensAt = page
    .getByLabel(fieldAt(hoursFields, "openingHours", "general", "opens").label, { exact: true })
    .first();
  const box = page.getByRole("alert").filter({ hasText: "Not saved" });

  // The page would say one time and search engines read another: refused, on the label.
  await label.fill(`Mon-Sat ${laterOpening} to ${closes}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const { entry } = fileOf("content/business.yml");
  const hours = ["openingHours", "general"].map(
    (_, index, keys) => fieldAt(hoursFields, ...keys.slice(0, index + 1)).label,
  );
  await expect(box).toContainText(
    `${entry} › ${hours.join(" › ")} › ${fieldAt(hoursFields, "openingHours", "general", "label").label}: `,
  );
  await expect(label).toHaveAttribute("aria-invalid", "true");

  // Fixed from the other side: the opening time now matches the label.
  await opensAt.fill(laterOpening);
  await expect(box).toHaveCount(0);
  await expect(label).not.toHaveAttribute("aria-invalid");
  await expect(page.locator(`#${await label.getAttribute("id")}-problems`)).toHaveCount(0);

  // Refused again, then left for the list of entries without saving.
  // (A time not written HH:MM never reaches the check: Decap's own pattern stops it first.)
  await opensAt.fill("23:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(box).toContainText(
    `${entry} › ${hours.join(" › ")} › ${fieldAt(hoursFields, "openingHours", "general", "closes").label}: `,
  );
  page.once("dialog", (dialog) => void dialog.accept());
  // Decap's link back to the entry's collection, at the top left of the entry.
  await page.getByRole("link", { name: `Writing in ${fileOf("content/business.yml").collection} collection` }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await expect(box).toHaveCount(0);
});

test("each photo field shows the photo it holds", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  const shown: string = written("content/galleries.yml").projects[0].image;
  await openEntry(page, editor(), "content/galleries.yml");
  const thumbnail = page.locator('[data-checked-field="image"] img').first();
  await expect(thumbnail).toHaveAttribute("src", new RegExp(`/${shown.replace(".", "\\.")}$`));
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a photo the site shows cannot be deleted from the picture library, and the editor says where it is shown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  const shown: string = written("content/galleries.yml").projects[0].image;
  const master = path.join(editor().project, "app/assets/images", shown);
  expect(existsSync(master)).toBe(true);
  await openEntry(page, editor(), "content/galleries.yml");
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  const library = page.getByRole("dialog");
  await library.getByText(path.basename(shown), { exact: true }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await library.getByRole("button", { name: "Delete selected" }).click();

  const galleries = fileOf("content/galleries.yml");
  const projects = fieldAt(galleries.fields, "projects");
  const place = [
    galleries.entry,
    projects.label,
    itemName(projects, 1),
    fieldAt(galleries.fields, "projects", "image").label,
  ];
  const refusal = page.getByText(
    `Failed to delete media: ${place.join(" › ")}: ${shown} is shown here: choose another photo here and Save before deleting this one`,
  );
  await expect(refusal).toBeVisible();
  // In front of the picture library, which is still open: nothing covers the middle of it.
  await expect
    .poll(() =>
      refusal.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const front = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return front !== null && (element.contains(front) || front.contains(element));
      }),
    )
    .toBe(true);
  expect(existsSync(master)).toBe(true);
});

test("the owner edits the phone number, a review and a gallery photo in the site editor", async ({ page }) => {
  test.setTimeout(180_000);
  await stayOffline(page);
  const before = content();
  const oldNumber = before.business.phones.main.display;

  await page.goto(`${editor().origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();

  // The collection list, then the business details, each checked with axe.
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
  expect(await editorAxeViolations(page)).toEqual([]);

  const business = fileOf("content/business.yml");
  await openEntry(page, editor(), "content/business.yml");
  expect(await editorAxeViolations(page)).toEqual([]);
  const { line } = written("content/business.yml").mainPhone;
  const mainLine = fieldAt(business.fields, "phones", line, "number");
  const numberField = page.getByLabel(mainLine.label, { exact: true });
  await expect(numberField).toHaveValue(oldNumber);
  await numberField.fill(newNumber(oldNumber));
  await publish(page);

  const drives = fileOf("content/pages/drives-and-landscapes.yml");
  await openEntry(page, editor(), "content/pages/drives-and-landscapes.yml");
  const reviews = fieldAt(drives.fields, "testimonials", "items");
  const reviewField = (name: keyof typeof review | "rating") =>
    page.getByLabel(fieldAt(drives.fields, "testimonials", "items", name).label, { exact: true }).last();
  await page.getByRole("button", { name: `Add ${reviews.label_singular}` }).click();
  for (const [name, value] of Object.entries(review)) await reviewField(name as keyof typeof review).fill(value);
  await reviewField("rating").fill("5");
  await publish(page);

  const galleries = fileOf("content/galleries.yml");
  await openEntry(page, editor(), "content/galleries.yml");
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 196, g: 190, b: 178 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  // Preferably a project photo another page shows again with its own description: replacing it
  // here must not strand that page. Otherwise one no other page shows.
  const reused = reusedPictures();
  const projects: { image: string }[] = written("content/galleries.yml").projects;
  const slot = [
    projects.findIndex((item) => reused.get(item.image) === true),
    projects.findIndex((item) => !reused.has(item.image)),
  ].find((index) => index >= 0);
  if (slot === undefined) throw new Error("content/galleries.yml: every project photo is reused without a description");
  await page.getByRole("button", { name: "Choose different image" }).nth(slot).click();
  const library = page.getByRole("dialog");
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: upload.name, mimeType: "image/jpeg", buffer: photo });
  await expect(library.getByText(upload.name)).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
  // Each text field found by what it says now, as the owner finds the item to change.
  const previous = written("content/galleries.yml").projects[slot];
  for (const [name, value] of [
    ["caption", upload.caption],
    ["alt", uploadAlt],
  ] as const) {
    const fields = page.getByLabel(fieldAt(galleries.fields, "projects", name).label, { exact: true });
    const values = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).toContain(previous[name]);
    await fields.nth(values.indexOf(previous[name])).fill(value);
  }
  await publish(page);

  // What the editor wrote is what the build will read.
  const after = content();
  expect(readContent(editor().project).problems).toEqual([]);
  expect(after.business.phones.main.display).toBe(newNumber(oldNumber));
  const items = after.pages["drives-and-landscapes"].testimonials.items;
  expect(items).toHaveLength(before.pages["drives-and-landscapes"].testimonials.items.length + 1);
  expect(items.at(-1)).toMatchObject({ ...review, rating: 5 });
  const replaced = after.galleries.projects.findIndex((item) => item.caption === upload.caption);
  expect(replaced).toBe(slot);
  expect(after.galleries.projects[slot]).toMatchObject({ caption: upload.caption, alt: uploadAlt });
  const image: string = written("content/galleries.yml").projects[slot].image;
  expect(path.basename(image)).toBe(upload.name);
  expect(existsSync(path.join(editor().project, "app/assets/images", image))).toBe(true);
});

test("the rebuilt site shows every change, and nothing of the old number", async ({ page, request }) => {
  test.setTimeout(600_000);
  const { project } = editor();
  await editor().stopServers();
  await run(project, "npm", ["run", "build"]);
  const { startServer } = await import(pathToFileURL(path.join(project, "server/serve.mjs")).href);
  builtSite = (await startServer({ port: 0, host: "localhost" })) as Server;
  const address = builtSite.address();
  builtOrigin = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  await stayOffline(page);

  const { business, galleries, pages } = content();
  const main = business.phones.main;
  const original = parse(readFileSync(path.join(process.cwd(), "content/business.yml"), "utf8"));
  const oldDisplay: string = original.phones[original.mainPhone.line].number;
  const oldDigits = oldDisplay.replace(/\D/g, "").replace(/^0/, "");

  for (const { path: sitePath, businessData } of sitePages) {
    const html = await (await request.get(`${builtOrigin}${sitePath}`)).text();
    expect(html, sitePath).not.toContain(oldDisplay);
    expect(html, sitePath).not.toContain(`+44${oldDigits}`);

    await page.goto(`${builtOrigin}${sitePath}`);
    await expect(page.getByRole("banner"), sitePath).toContainText(main.display);
    await expect(page.getByRole("contentinfo"), sitePath).toContainText(main.display);
    const telLinks = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(telLinks, sitePath).toContain(`tel:${main.e164}`);
    for (const href of telLinks)
      expect([`tel:${business.phones.drives.e164}`, `tel:${business.phones.cleaning.e164}`], sitePath).toContain(href);
    const telephones = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    if (businessData) expect(telephones.join(" "), sitePath).toContain(`"telephone":"${main.e164}"`);
  }

  // The new review sits in the reviews with no hole: every row, a short last one too, is centred.
  const drives = sitePages.find((entry) => entry.id === "drives-and-landscapes")!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${builtOrigin}${drives.path}`);
  const added = pages["drives-and-landscapes"].testimonials.items.at(-1)!;
  const reviewList = page.getByRole("list").filter({ hasText: added.text });
  await expect(reviewList.getByRole("listitem")).toHaveCount(pages["drives-and-landscapes"].testimonials.items.length);
  const grid = (await reviewList.boundingBox())!;
  const cells = await reviewList.getByRole("listitem").evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
  for (const top of new Set(cells.map((cell) => cell.top))) {
    const row = cells.filter((cell) => cell.top === top);
    const before = Math.min(...row.map((cell) => cell.left)) - grid.x;
    const after = grid.x + grid.width - Math.max(...row.map((cell) => cell.right));
    expect(Math.abs(before - after), `row at ${top}: ${before}px before, ${after}px after`).toBeLessThan(1);
  }

  // The uploaded photo, in all three formats, described as the owner wrote it.
  const slot = written("content/galleries.yml").projects.findIndex(
    (item: { image: string }) => path.basename(item.image) === upload.name,
  );
  const photo = galleries.projects[slot]!;
  const image: string = written("content/galleries.yml").projects[slot].image;
  const stem = path.basename(image, path.extname(image));
  const picture = page
    .locator("picture")
    .filter({ has: page.getByAltText(photo.alt, { exact: true }) })
    .first();
  // Slides other than the current one are hidden from assistive technology until shown, so by attribute.
  await expect(picture.locator("img")).toHaveAttribute("alt", photo.alt);
  const sources = await picture.evaluate((element) => ({
    avif: element.querySelector('source[type="image/avif"]')?.getAttribute("srcset") ?? "",
    webp: element.querySelector('source[type="image/webp"]')?.getAttribute("srcset") ?? "",
    jpeg: element.querySelector("img")?.getAttribute("src") ?? "",
  }));
  for (const [format, srcset] of Object.entries(sources)) {
    const url = srcset.split(",")[0]!.trim().split(" ")[0]!;
    expect(url, format).toContain(`/assets/${stem}-`);
    const response = await request.get(`${builtOrigin}${url}`);
    expect(response.status(), url).toBe(200);
    expect((await sharp(await response.body()).metadata()).format, url).toBe(
      format === "jpeg" ? "jpeg" : format === "avif" ? "heif" : "webp",
    );
  }
});
