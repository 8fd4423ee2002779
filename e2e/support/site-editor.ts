import { spawn } from "node:child_process";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";

import { copyProject, freePort, removeProject, stopChild, waitForOutput } from "./project-copy";

/**
 * What axe finds wrong inside Decap CMS's own markup, which this site serves as published and
 * cannot change without forking it. Each entry is as narrow as the finding; anything else on
 * the editor's screens fails the test. Check the list again when updating Decap.
 */
const knownInDecap: { rule: string; html: RegExp; reason: string }[] = [
  {
    rule: "landmark-one-main",
    html: /^<html/,
    reason: "Decap's screens have no <main> landmark (best practice, not a WCAG criterion).",
  },
  {
    rule: "page-has-heading-one",
    html: /^<html/,
    reason: "Decap's sign-in and list screens have no level-one heading (best practice).",
  },
  {
    rule: "region",
    html: /./,
    reason: "With no landmarks, all of Decap's content is outside a region (best practice).",
  },
  {
    rule: "color-contrast",
    html: /^<(a|button|p) [^>]*class="css-\w+-(AppHeaderButton|AppHeaderSiteLink|SidebarNavLink|CollectionTopDescription|ButtonText)\b/,
    reason:
      "Decap's grey text (#798291 on white or #eff0f4, 3.4 to 3.9:1): inactive header and sidebar links, the site link, collection descriptions, 'Go back to site'.",
  },
  {
    rule: "color-contrast",
    html: /^<(div|span) [^>]*class="css-\w+-(BackStatus-BackStatusChanged|StyledDropdownButton)\b/,
    reason:
      "Decap's entry toolbar while an edit is unsaved: the red 'Unsaved changes' badge and the Publish button's caret text (below 4.5:1).",
  },
  {
    rule: "color-contrast",
    html: /^<button class="css-\w+-FileWidgetButtonRemove\b/,
    reason: "Decap's red 'Remove image' button under a photo chosen in the form (its light red badge text).",
  },
  {
    rule: "button-name",
    html: /^<button class="css-\w+-TopBarButton\b/,
    reason: "Decap's icon-only expand and remove buttons on list items and nested objects have no accessible name.",
  },
  {
    rule: "aria-command-name",
    html: /^<div role="button" tabindex="0" aria-disabled="false" aria-roledescription="sortable"/,
    reason: "Decap's drag handles for reordering list items (dnd-kit) have no accessible name.",
  },
];

/**
 * axe's findings on an editor screen once it has loaded, less the known ones in Decap's markup.
 * Decap shows "Loading Entries..." for a moment after a screen appears; checked mid-load, the
 * result would depend on the machine's speed.
 */
export async function editorAxeViolations(page: Page) {
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  // Decap's field labels fade between their colours (white on blue once the field is active), and
  // axe reads colours as drawn: a label caught mid-fade reads as text without contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !knownInDecap.some((known) => known.rule === violation.id && known.html.test(node.html)))
      .map((node) => `${violation.id}: ${node.target.join(" ")} ${node.html.slice(0, 120)}`),
  );
}

/** A field of the editor's configuration, as it is served. */
export type EditorField = {
  name: string;
  label: string;
  hint?: string;
  label_singular?: string;
  fields?: EditorField[];
  field?: EditorField;
};
export type EditorConfig = { collections: { label: string; files: (EditorField & { file: string })[] }[] };

/** The real editor (`npm run edit`) on a copy of the project, and the configuration it serves. */
export type EditorSession = {
  project: string;
  origin: string;
  config: EditorConfig;
  /** Stops the editor's servers, keeping the copy (to build it). */
  stopServers(): Promise<void>;
  /** Stops the servers and removes the copy. */
  stop(): Promise<void>;
};

async function startEditor(): Promise<EditorSession> {
  const project = copyProject();
  // The ports default to free ones; set them to run beside other servers on fixed ports.
  const sitePort = Number(process.env.E2E_EDIT_PORT) || (await freePort());
  const cmsPort = Number(process.env.E2E_CMS_PORT) || (await freePort());
  const editor = spawn(process.execPath, ["scripts/edit.mjs"], {
    cwd: project,
    env: { ...process.env, PORT: String(sitePort), CMS_PORT: String(cmsPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stopServers = () => stopChild(editor);
  const stop = async () => {
    await stopServers();
    removeProject(project);
  };
  try {
    const [, url] = await waitForOutput(editor, /Site editor:\s+(\S+)/);
    const origin = new URL(url as string).origin;
    const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text()) as EditorConfig;
    return { project, origin, config, stopServers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A content file's entry in the editor: its collection's and its own label, and its fields. */
export function entryOf(config: EditorConfig, file: string) {
  const collection = config.collections.find((entry) => entry.files.some((each) => each.file === file));
  const entry = collection?.files.find((each) => each.file === file);
  if (!collection || !entry) throw new Error(`the editor's configuration has no collection for ${file}`);
  return { collection: collection.label, entry: entry.label, fields: entry.fields ?? [] };
}

/** The field at a path of names, as the editor labels it. */
export function fieldAt(fields: EditorField[], ...names: string[]): EditorField {
  let current: EditorField | undefined;
  for (const name of names) {
    current = (current ? (current.fields ?? current.field?.fields ?? []) : fields).find((field) => field.name === name);
    if (!current) throw new Error(`the editor's configuration has no field ${names.join(".")}`);
  }
  return current as EditorField;
}

/** A list's item as the editor's messages name it: its singular, capitalised, and its position from 1. */
export const itemName = (list: EditorField, position: number) =>
  `${(list.label_singular ?? "item").replace(/^./, (first) => first.toUpperCase())} ${position}`;

/** Only this machine: the editor, its API and what it serves. */
export async function stayOffline(page: Page) {
  await page.context().route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol),
    (route) => route.abort("blockedbyclient"),
  );
}

/** Signs in to the local backend and opens a content file's entry from the collection list. */
export async function openEntry(page: Page, session: EditorSession, file: string) {
  const { collection, entry } = entryOf(session.config, file);
  await page.goto(`${session.origin}/admin/#/`);
  const login = page.getByRole("button", { name: "Login" });
  const signedIn = page.getByRole("heading", { name: "Collections" });
  await expect(login.or(signedIn)).toBeVisible();
  // Seen once on a loaded machine: a press on Login that did not sign in, leaving the sign-in
  // screen up. The owner would press it again, and so does this.
  await expect(async () => {
    if (await login.isVisible()) await login.click();
    await expect(signedIn).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole("link", { name: collection, exact: true }).first().click();
  // The entry's card, after the sidebar link that has the same name when the collection has one file.
  const links = page.getByRole("link", { name: entry, exact: true });
  await expect(links).toHaveCount(entry === collection ? 2 : 1);
  await links.last().click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
}

/**
 * Publishes the open entry and waits for Decap's word that it was written. The Save first reads
 * the content and runs the build's checks twice, which takes seconds while other tests build
 * beside it; a refused Save fails here with the build's lines.
 */
export async function publishEntry(page: Page, by: "click" | "tap" = "click") {
  await page.getByRole("button", { name: "Publish" })[by]();
  await page.getByRole("menuitem", { name: "Publish now" })[by]();
  const saved = page.getByText("Entry saved").last();
  const refused = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(saved.or(refused)).toBeVisible({ timeout: 20_000 });
  expect(await refused.allTextContents()).toEqual([]);
}

/** Starts the editor before a file's tests and stops it after them; gives the running session. */
export function editorForTests(): () => EditorSession {
  let session: EditorSession | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    session = await startEditor();
  });
  test.afterAll(async () => {
    await session?.stop();
  });
  return () => {
    if (!session) throw new Error("the editor has not started");
    return session;
  };
}
