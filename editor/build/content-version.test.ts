// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

import { dataVersion } from "../page/content-version.js";

import { contentVersion, contentVersionPath, writeContentVersion } from "./content-version.mjs";
import { headersForPath } from "../../host-config/headers-file.mjs";
import { buildHeaderRules } from "../../host-config/site-headers.mjs";

const projects: string[] = [];
afterEach(() => projects.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project with the repository's content and one image. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "content-version-"));
  projects.push(root);
  cpSync(path.join(process.cwd(), "content"), path.join(root, "content"), { recursive: true });
  mkdirSync(path.join(root, "app/assets/images/uploads"), { recursive: true });
  writeFileSync(path.join(root, "app/assets/images/uploads/patio.jpg"), "first photo");
  return root;
}

describe("content version", () => {
  it("fingerprints each content file's data as the editor holds it, whatever the order or layout", async () => {
    const root = project();
    const { files } = await contentVersion(root);
    const business = parse(readFileSync(path.join(root, "content/business.yml"), "utf8"));
    // The editor's copy of an entry: the same values, keys in another order, absent ones as null.
    const asEdited = { note: null, ...Object.fromEntries(Object.entries(business).reverse()) };
    expect(files["content/business.yml"]).toBe(await dataVersion(asEdited));
    expect(Object.keys(files)).toContain("content/pages/about.yml");
  });

  it("changes with a content value or a photo, and only the changed file's fingerprint moves", async () => {
    const root = project();
    const before = await contentVersion(root);
    const file = path.join(root, "content/claims.yml");
    const claims = parse(readFileSync(file, "utf8"));
    writeFileSync(file, `${JSON.stringify({ ...claims, projectsCompleted: claims.projectsCompleted + 1 })}\n`);
    const after = await contentVersion(root);
    expect(after.version).not.toBe(before.version);
    expect(after.files["content/claims.yml"]).not.toBe(before.files["content/claims.yml"]);
    expect(after.files["content/business.yml"]).toBe(before.files["content/business.yml"]);

    writeFileSync(path.join(root, "app/assets/images/uploads/patio.jpg"), "second photo");
    expect((await contentVersion(root)).version).not.toBe(after.version);
  });

  it("is written into the build with the time it was built", async () => {
    const root = project();
    const client = path.join(root, "client");
    mkdirSync(client);
    const written = await writeContentVersion(client, root);
    const file = JSON.parse(readFileSync(path.join(client, contentVersionPath.slice(1)), "utf8"));
    expect(file).toEqual(written);
    expect(Date.now() - Date.parse(file.builtAt)).toBeLessThan(60_000);
  });

  it("is revalidated on every request by every host", () => {
    const rules = buildHeaderRules({ files: [{ paths: [contentVersionPath] }] });
    expect(headersForPath(rules, contentVersionPath)["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  });
});
