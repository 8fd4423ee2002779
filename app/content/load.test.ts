// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { contentRuleCases, lines } from "../../test-support/content-rules";

import { checkContent as checkContentData } from "./load";
import { problemLine } from "./problem-line";

/**
 * Each rule of the content check, broken once in a copy of the real content files, must give
 * exactly its line: the file, the field, what is wrong and the fix.
 */
const roots: string[] = [];

function copyOfSite() {
  const root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  roots.push(root);
  cpSync("content", path.join(root, "content"), { recursive: true });
  cpSync("app/assets/images", path.join(root, "app/assets/images"), { recursive: true });
  return root;
}

function edit(root: string, file: string, from: string, to: string) {
  const full = path.join(root, "content", file);
  const text = readFileSync(full, "utf8");
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

/** The check's result with its problems and warnings as the lines the build prints. */
async function checkContent(root: string) {
  const result = await checkContentData(root);
  return { ...result, problems: result.problems.map(problemLine), warnings: result.warnings.map(problemLine) };
}

async function check(file: string, from: string, to: string) {
  const root = copyOfSite();
  edit(root, file, from, to);
  return checkContent(root);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the content check", () => {
  it("passes the content as it is, without warnings", async () => {
    const result = await checkContent(copyOfSite());
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it.each(contentRuleCases)("reports %s", async (_rule, [file, from, to], expected) => {
    const result = await check(file!, from!, to!);
    expect(result.problems, result.problems.join("\n")).toContain(expected);
  });

  it("reports a broken business file once, not again in every page that uses its facts", async () => {
    const result = await check("business.yml", `number: "${lines.drives.number}"`, 'number: "01632 96O001"');
    expect(result.problems).toEqual([
      'content/business.yml: phones.drives.number: "01632 96O001" is not a UK phone number (letter O?)',
    ]);
  });

  it("finds a replacement saved as .JPEG instead of .jpg", async () => {
    const root = copyOfSite();
    const images = path.join(root, "app/assets/images/projects");
    renameSync(path.join(images, "tegula-driveway.jpg"), path.join(images, "tegula-driveway.JPEG"));
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
    expect(result.imageUses.find((use) => use.ref.path === "projects/tegula-driveway.jpg")?.ref.file).toBe(
      "projects/tegula-driveway.JPEG",
    );
  });

  it("refuses a picture too small for its slot", async () => {
    const root = copyOfSite();
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888888" } })
      .jpeg()
      .toFile(path.join(root, "app/assets/images/heroes/contact.jpg"));
    const result = await checkContent(root);
    expect(result.problems).toEqual([
      "content/pages/contact.yml: hero.image.src: heroes/contact.jpg is 800x600 pixels: a hero picture needs at least 1600x1200; choose a larger photo (or save one under the same name)",
    ]);
  });

  it("warns about a picture no content file uses, and goes on", async () => {
    const root = copyOfSite();
    cpSync("app/assets/images/heroes/home.jpg", path.join(root, "app/assets/images/uploads/new-patio.jpg"));
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      "app/assets/images/uploads/new-patio.jpg: not used by any content file (delete it, or use it)",
    ]);
  });

  it("takes an upload from the uploads folder", async () => {
    const root = copyOfSite();
    cpSync("app/assets/images/heroes/contact.jpg", path.join(root, "app/assets/images/uploads/our-gate.jpeg"));
    edit(root, "pages/contact.yml", "src: heroes/contact.jpg", "src: uploads/our-gate.jpeg");
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      "app/assets/images/heroes/contact.jpg: not used by any content file (delete it, or use it)",
    ]);
  });

  it("takes a new photo for a gallery item whose picture another page shows again", async () => {
    const root = copyOfSite();
    const home = readFileSync(path.join(root, "content/pages/home.yml"), "utf8");
    const reused = /reuse: (\S+)\n\s+alt: /.exec(home)?.[1];
    expect(reused, "content/pages/home.yml reuses a picture with its own description").toBeDefined();
    cpSync("app/assets/images/heroes/home.jpg", path.join(root, "app/assets/images/uploads/new-drive.jpg"));
    edit(root, "galleries.yml", `image: ${reused}`, "image: uploads/new-drive.jpg");
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("takes a customer's review with figures in it, as they wrote it", async () => {
    const root = copyOfSite();
    const reviews = readFileSync(path.join(root, "content/pages/drives-and-landscapes.yml"), "utf8");
    const [, text] = /\n\s+text: (.+)/.exec(reviews) ?? [];
    expect(text).toBeDefined();
    edit(
      root,
      "pages/drives-and-landscapes.yml",
      `text: ${text}`,
      "text: Laid our new drive in 4 days, and it still looks new after 2 winters.",
    );
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
  });

  it("knows a team member added without a key by their name", async () => {
    const root = copyOfSite();
    const file = path.join(root, "content/business.yml");
    const text = readFileSync(file, "utf8");
    expect(text).toContain("\nteam:\n");
    writeFileSync(
      file,
      text.replace(
        "\nteam:\n",
        "\nteam:\n  - name: Siân O'Neill\n    role: Garden Designer\n    bio: Plans the planting.\n",
      ),
    );
    const result = await checkContent(root);
    expect(result.problems).toEqual([]);
    expect(result.content.business.team[0]?.key).toBe("sian-o-neill");
  });
});
