import { readFileSync } from "node:fs";
import path from "node:path";

import { type Page, expect, test } from "@playwright/test";
import { parse } from "yaml";

import { generateCollections } from "../app/content/editor-config";
import { imageFiles, readContent } from "../app/content/load";
import { contentVersion } from "../editor/build/content-version.mjs";
import { adminDirectory, publishedConfig } from "../editor/build/site-editor.mjs";
import {
  editorAxeViolations,
  editorForTests,
  entryOf,
  fieldAt,
  openEntry,
  publishEntry,
  stayOffline,
} from "./support/site-editor";

/**
 * The editor's fields come from the content schemas, and after Publish the editor says whether
 * the live site carries the change. The first tests read the built site; the others use the real
 * editor against the local Decap server (`npm run edit`) on a copy of the project.
 */
test.describe.configure({ mode: "serial" });

const generated = () =>
  publishedConfig(
    readFileSync(path.join(adminDirectory, "config.yml"), "utf8"),
    generateCollections({ pictures: imageFiles(process.cwd()) }),
  );

test("the built site serves the editor configuration the schemas generate", async ({ request }) => {
  const response = await request.get("/admin/config.yml");
  expect(response.status()).toBe(200);
  // Differs when a schema changed after the build, or when the build wrote a configuration by hand.
  expect(await response.text()).toBe(generated());
});

test("the built site says which content it was built from, revalidated on every request", async ({ request }) => {
  const response = await request.get("/content-version.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const live = await response.json();
  expect(live.version).toBe((await contentVersion()).version);
  expect(Number.isNaN(Date.parse(live.builtAt))).toBe(false);
});

test.describe("in the editor", () => {
  const editor = editorForTests();
  const business = (...names: string[]) => fieldAt(entryOf(editor().config, "content/business.yml").fields, ...names);

  test.beforeEach(({ page }) => stayOffline(page));
  const openBusiness = (page: Page) => openEntry(page, editor(), "content/business.yml");

  async function publishName(page: Page, name: string) {
    await page.getByLabel(business("name").label, { exact: true }).fill(name);
    await publishEntry(page);
    // Decap's toast fades out on its own; axe reads its half-faded text as low contrast.
    await expect(page.getByText("Entry saved")).toHaveCount(0, { timeout: 15_000 });
  }

  test("serves the generated configuration, and shows each field with its schema's label and hint", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(await (await fetch(`${editor().origin}/admin/config.yml`)).text()).toContain(generated().trimEnd());
    await openBusiness(page);
    const number = business("phones", "cleaning", "number");
    await expect(page.getByLabel(number.label, { exact: true })).toBeVisible();
    await expect(page.getByText(number.hint!, { exact: true }).first()).toBeVisible();
    const hours = business("openingHours", "general", "opens");
    await expect(page.getByLabel(hours.label, { exact: true }).first()).toBeVisible();
  });

  test("offers photos only where they are used: no Media page of a folder no field reads", async ({ page }) => {
    test.setTimeout(90_000);
    await openBusiness(page);
    // The header of the screens around the entries.
    const { collection } = entryOf(editor().config, "content/business.yml");
    await page.getByRole("link", { name: `Writing in ${collection} collection` }).click();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Contents" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Media" })).toHaveCount(0);
  });

  test("offers each gallery photo the choice of which part its slot keeps", async ({ page }) => {
    test.setTimeout(90_000);
    const file = "content/galleries.yml";
    const focus = fieldAt(entryOf(editor().config, file).fields, "projects", "focus");
    await openEntry(page, editor(), file);
    const { projects, beforeAfter } = parse(readFileSync(path.join(editor().project, file), "utf8"));
    // Decap adds "(optional)" to the label of a field that may be left empty.
    await expect(page.getByLabel(focus.label)).toHaveCount(projects.length + beforeAfter.length);
    await expect(page.getByText(focus.hint!, { exact: true }).first()).toBeVisible();
  });

  test("publishes a page whose photos are shown elsewhere as a file the build accepts", async ({ page }) => {
    test.setTimeout(90_000);
    const home = "content/pages/home.yml";
    const { services } = parse(readFileSync(path.join(editor().project, home), "utf8")) as {
      services: { divisions: { image: { reuse?: string } }[] };
    };
    const reused = services.divisions.filter((division) => division.image.reuse);
    expect(reused.length).toBeGreaterThan(0);
    await openEntry(page, editor(), home);
    // Each is a choice among the site's pictures showing its name, rather than a typed path (the
    // cards are folded, so the choice is in the page but not in view).
    for (const { image } of reused) await expect(page.getByText(image.reuse ?? "", { exact: true })).toBeAttached();
    const closing = page.getByLabel("Title", { exact: true }).last();
    await closing.fill(`${await closing.inputValue()} Today`);
    await publishEntry(page);
    expect(readContent(editor().project).problems).toEqual([]);
  });

  test("after Publish, says the site carries the change once its version includes it", async ({ page }) => {
    test.setTimeout(90_000);
    await openBusiness(page);
    await publishName(page, "Hartwell Outdoor Services");
    // The development site is rebuilt as each file is saved, so it is live at once.
    await expect(page.getByRole("status").filter({ hasText: /^Live: the site has carried this change/ })).toBeVisible({
      timeout: 20_000,
    });
    expect(await editorAxeViolations(page)).toEqual([]);
  });

  test("after Publish, says not live yet when the last build does not include the change", async ({ page }) => {
    test.setTimeout(90_000);
    // The live site as a host that refused the build leaves it: a build newer than the publish,
    // made from other content.
    await page.route("**/content-version.json", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          version: "0",
          builtAt: new Date(Date.now() + 60_000).toISOString(),
          files: { "content/business.yml": "0" },
        }),
      }),
    );
    await openBusiness(page);
    await publishName(page, "Hartwell Outdoor Ltd");
    const status = page.getByRole("status").filter({ hasText: /^Not live yet: the last build of the live site/ });
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status).toContainText("deploy log");
    expect(await editorAxeViolations(page)).toEqual([]);
  });
});
