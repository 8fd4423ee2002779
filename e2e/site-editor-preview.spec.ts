import { type FrameLocator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";

import { readContent } from "../app/content/load";
import {
  editorAxeViolations,
  editorForTests,
  entryOf,
  fieldAt,
  itemName,
  openEntry,
  stayOffline,
} from "./support/site-editor";

/**
 * The editor's preview pane, in the real editor against the local Decap server on a copy of the
 * project: each entry is drawn by the site's own components and stylesheet, with the values as
 * the owner types them, placeholders filled in from the business details and figures. Nothing
 * is saved; what the tests expect is read from the copy's content.
 */
test.describe.configure({ mode: "serial" });

const editor = editorForTests();

const preview = (page: Page): FrameLocator => page.frameLocator("#preview-pane");
const label = (file: string, ...names: string[]) => fieldAt(entryOf(editor().config, file).fields, ...names).label;

/** Uploads a plain photo of `size` as the open page's hero, through the photo library, and chooses it. */
async function chooseUploadedHero(page: Page, name: string, size: { width: number; height: number }) {
  const photo = await sharp({ create: { ...size, channels: 3, background: "#8a6d3b" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  const library = page.getByRole("dialog");
  await library.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await expect(library.getByText(name)).toBeVisible();
  await library.getByRole("button", { name: "Choose selected" }).click();
}

test("typing in the About page's description shows the sentence visitors read, in the preview and beside the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/pages/about.yml");
  const { business, claims, pages } = readContent(editor().project).content;

  // The page as visitors see it: its heading in the site's display face.
  const heading = preview(page).getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(pages.about.hero.title);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Fraunces/);
  // Its cards' icons, drawn from the sprite the editor serves beside its script.
  const icon = preview(page).locator("svg > use").first();
  await expect.poll(() => icon.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);

  // The page's own description comes first; its sections' cards have descriptions too.
  const description = page.getByLabel(label("content/pages/about.yml", "meta", "description"), { exact: true }).first();
  await description.fill(
    "{business.name} has built drives and patios across {business.serviceArea} since {claims.foundedYear}, with more than {claims.projectsCompleted} projects finished.",
  );
  const sentence = `${business.name} has built drives and patios across ${business.serviceArea} since ${claims.foundedYear}, with more than ${claims.projectsCompleted} projects finished.`;
  // Where the page's description shows: its search result, drawn above the page.
  await expect(preview(page).locator("[data-search-result=about]")).toContainText(sentence);
  // Beside the field, with every placeholder the owner may use and what it reads now.
  const help = page.locator(`[data-placeholder-help="${await description.getAttribute("id")}"]`);
  await expect(help).toContainText(`Visitors read: ${sentence}`);
  await help.getByText("Placeholders you can use").click();
  await expect(help.getByRole("listitem").filter({ hasText: "{business.name}" })).toHaveText(
    `{business.name} reads “${business.name}”`,
  );
  await expect(help.getByRole("listitem").filter({ hasText: "{claims.foundedYear}" })).toHaveText(
    `{claims.foundedYear} reads “${claims.foundedYear}”`,
  );

  // A name that is not a figure is named there, in the build's words.
  await description.fill((await description.inputValue()).replace("{claims.foundedYear}", "{claims.foundedyear}"));
  await expect(help).toContainText(
    "{claims.foundedyear} is not a figure in content/claims.yml (did you mean {claims.foundedYear}?)",
  );

  expect(await editorAxeViolations(page)).toEqual([]);
});

/** The faces the browser draws the preview's first heading with (the fonts used, not the ones asked for). */
async function previewHeadingFaces(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  type Node = { nodeId: number; nodeName: string; attributes?: string[]; children?: Node[]; contentDocument?: Node };
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: Node };
  const find = (node: Node): Node | undefined =>
    node.nodeName === "IFRAME" && node.attributes?.includes("preview-pane")
      ? node
      : [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])].map(find).find(Boolean);
  const pane = find(root)?.contentDocument;
  if (!pane) throw new Error("no preview pane");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: pane.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

test("the preview's headings are drawn in the headings' face, as a returning visitor sees them", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  // A browser that has never fetched the font: the site's own pages would show the fallback.
  await openEntry(page, editor(), "content/pages/home.yml");
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => previewHeadingFaces(page)).toEqual([expect.stringMatching(/^Fraunces\b/)]);
});

test("the business name changed in Business details shows in the previewed header", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/business.yml");
  const { business } = readContent(editor().project).content;
  const banner = preview(page).getByRole("banner");
  await expect(banner).toContainText(business.name);

  const renamed = `${business.name} & Daughters`;
  await page.getByLabel(label("content/business.yml", "name"), { exact: true }).fill(renamed);
  await expect(banner).toContainText(renamed);
  await expect(preview(page).getByRole("contentinfo")).toContainText(renamed);
  expect(await editorAxeViolations(page)).toEqual([]);
});

test("a photo uploaded for the About page's hero shows in the preview", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/pages/about.yml");
  const { pages } = readContent(editor().project).content;
  // A size no photo of the site has, so the picture drawn can only be this one; within a hero's
  // bounds, so the editor uploads it as it is rather than scaling it (decision 108).
  await chooseUploadedHero(page, "preview-new-hero.jpg", { width: 1600, height: 1220 });

  const hero = preview(page).getByAltText(pages.about.hero.image.alt, { exact: true });
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight)).toBe(1220);
  expect(await editorAxeViolations(page)).toEqual([]);
});

test("a gallery's caption changed in Photo galleries shows on its slide in the preview", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/galleries.yml");
  const { galleries, pages, carousel } = readContent(editor().project).content;
  const first = galleries.projects[0]!;
  const region = preview(page).getByRole("region", { name: pages["drives-and-landscapes"].gallery.label });
  const slide = region.getByRole("group", { name: carousel.carousel.slideLabel(1, galleries.projects.length) });
  await expect(slide.getByRole("figure")).toContainText(first.caption);

  // The gallery is a part of its page drawn apart from the rest (its code comes later on the site).
  const caption = page.getByLabel(label("content/galleries.yml", "projects", "caption"), { exact: true }).first();
  await expect(caption).toHaveValue(first.caption);
  await caption.fill(`${first.caption}, after the rain`);
  await expect(slide.getByRole("figure")).toContainText(`${first.caption}, after the rain`);
});

test("a photo too small for its place is named above the preview as soon as it is chosen", async ({ page }) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  await openEntry(page, editor(), "content/pages/about.yml");
  await chooseUploadedHero(page, "preview-small-hero.jpg", { width: 800, height: 600 });

  // Measured in the browser, before any Save, with the build's own words, where the form has the field.
  const file = "content/pages/about.yml";
  const place = [entryOf(editor().config, file).entry, label(file, "hero"), label(file, "hero", "image")];
  await expect(preview(page).getByRole("status")).toContainText(
    `${place.join(" › ")}: heroes/preview-small-hero.jpg is 800x600 pixels: a hero picture needs at least 1600x1200`,
  );
});

test("a review just added is waiting to be filled in, not a mistake, and every other change still shows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stayOffline(page);
  const file = "content/pages/drives-and-landscapes.yml";
  await openEntry(page, editor(), file);
  const { testimonials } = readContent(editor().project).content.pages["drives-and-landscapes"];
  const reviews = fieldAt(entryOf(editor().config, file).fields, "testimonials", "items");
  const field = (name: string) => page.getByLabel(label(file, "testimonials", "items", name), { exact: true }).last();
  const status = preview(page).getByRole("status");

  await page.getByRole("button", { name: `Add ${reviews.label_singular}` }).click();
  await expect(status).toContainText(
    `› ${itemName(reviews, testimonials.items.length + 1)}: shows on the page once it is filled in`,
  );
  await expect(status).not.toContainText("Not saved");

  // Meanwhile the rest of the entry is drawn as it is typed.
  // (The page's title in search results, the form's first field of its label.)
  const title = page.getByLabel(label(file, "meta", "title"), { exact: true }).first();
  await title.fill("Driveways and Patios in Buckinghamshire");
  await expect(preview(page).locator("[data-search-result]")).toContainText("Driveways and Patios in Buckinghamshire");

  const words = "Tidy, quick and the new drive drains properly at last.";
  for (const [name, value] of Object.entries({
    name: "Anne P.",
    location: "Amersham",
    service: "Driveway",
    text: words,
  }))
    await field(name).fill(value);
  await field("rating").fill("5");
  await expect(status).toHaveCount(0);
  await expect(preview(page).getByText(words)).toBeVisible();
});
