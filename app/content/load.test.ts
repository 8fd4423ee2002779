// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";

import { checkContent } from "./load";
import { pageRegistry } from "./registry";

/**
 * Each rule of the content check, broken once in a copy of the real content files, must give
 * exactly its line: the file, the field, what is wrong and the fix.
 */
const roots: string[] = [];

/** The phone lines as the owner wrote them, which the phone cases below break. */
const lines = (
  parse(readFileSync("content/business.yml", "utf8")) as { phones: Record<"drives" | "cleaning", { number: string }> }
).phones;

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

  it.each([
    [
      "a letter O in a phone number",
      ["business.yml", `number: "${lines.drives.number}"`, 'number: "01632 96O001"'],
      'content/business.yml: phones.drives.number: "01632 96O001" is not a UK phone number (letter O?)',
    ],
    [
      "a phone number with a digit missing",
      ["business.yml", `number: "${lines.cleaning.number}"`, 'number: "07700 90456"'],
      'content/business.yml: phones.cleaning.number: "07700 90456" is not a UK phone number (10 digits; numbers starting 07 have 11)',
    ],
    [
      "a phone number from abroad",
      ["business.yml", `number: "${lines.cleaning.number}"`, 'number: "+33 1 23 45 67 89"'],
      'content/business.yml: phones.cleaning.number: "+33 1 23 45 67 89" is not a UK phone number (only +44 numbers are accepted)',
    ],
    [
      "a phone number that lost its leading 0",
      ["business.yml", `number: "${lines.cleaning.number}"`, "number: 07700900789"],
      'content/business.yml: phones.cleaning.number: 7700900789 lost its leading 0: write the number in quotes as it is dialled, e.g. "01632 960001"',
    ],
    [
      "a day written short",
      ["business.yml", "days: [Monday,", "days: [Mon,"],
      'content/business.yml: openingHours.general.days[0]: "Mon" is not a day: use Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday (in full, capitalised)',
    ],
    [
      "a time written as 8am",
      ["business.yml", 'opens: "07:00"', "opens: 8am"],
      'content/business.yml: openingHours.general.opens: "8am" is not a time: write it as HH:MM on the 24-hour clock, e.g. "08:00" or "18:30"',
    ],
    [
      "closing before opening",
      ["business.yml", 'closes: "19:00"', 'closes: "06:00"'],
      "content/business.yml: openingHours.general.closes: must be later than opens",
    ],
    [
      "a broken email address",
      ["business.yml", "email: info@example.com", "email: info.example.com"],
      'content/business.yml: email: "info.example.com" is not an email address (name@domain.tld)',
    ],
    [
      "a web address without https",
      ["business.yml", "facebook: https://", "facebook: http://"],
      'content/business.yml: social.facebook: "http://www.facebook.com/example" must start https:// (secure address)',
    ],
    [
      "a misspelt field",
      ["business.yml", "serviceArea:", "serviceAreas:"],
      "content/business.yml: serviceArea: is missing",
    ],
    [
      "a picture that is not there",
      ["galleries.yml", "image: projects/herringbone-driveway.jpg", "image: projects/herringbone-drive.jpg"],
      "content/galleries.yml: projects[0].image: projects/herringbone-drive.jpg is not in app/assets/images (looked for .jpg, .jpeg, .png, .webp in any case): check the name, or upload it",
    ],
    [
      "a picture without alt text",
      ["pages/contact.yml", "alt: Natural stone path", "alt: '' # Natural stone path"],
      "content/pages/contact.yml: hero.image.alt: is missing: describe the picture for people who cannot see it",
    ],
    [
      "a picture shown twice with two descriptions",
      ["pages/home.yml", "reuse: projects/herringbone-driveway.jpg", "src: projects/herringbone-driveway.jpg"],
      "content/pages/home.yml: services.divisions[0].image.src: projects/herringbone-driveway.jpg is already shown at content/galleries.yml: projects[0].image with its own alt text: write reuse: projects/herringbone-driveway.jpg instead of src, and leave out alt to share that description",
    ],
    [
      "a reuse of a picture shown nowhere else",
      ["pages/home.yml", "src: heroes/home.jpg", "reuse: heroes/home.jpg"],
      "content/pages/home.yml: hero.image.reuse: heroes/home.jpg is not shown anywhere else: write src instead of reuse",
    ],
    [
      "a figure written into page copy",
      ["pages/home.yml", "{claims.responseHours} hours", "24 hours"],
      'content/pages/home.yml: closing.lead: "Free, no-obligation quotes across {business.serviceArea}. We reply within 24 hours." writes a figure itself: use its placeholder from content/claims.yml or content/business.yml, e.g. {claims.responseHours} (a name with digits in it is written {name:MOT Type 1})',
    ],
    [
      "a placeholder that names no figure",
      ["pages/home.yml", "{claims.responseHours} hours", "{claims.responsehours} hours"],
      "content/pages/home.yml: closing.lead: {claims.responsehours} is not a figure in content/claims.yml (did you mean {claims.responseHours}?)",
    ],
    [
      "a placeholder without its file",
      ["pages/home.yml", "{claims.responseHours} hours", "{responseHours} hours"],
      "content/pages/home.yml: closing.lead: {responseHours} is not a placeholder: facts are written with their file, e.g. {business.name} or {claims.foundedYear}",
    ],
    [
      "a team member named by a key nobody has",
      ["pages/home.yml", "{team.founder.name}", "{team.graham.name}"],
      "content/pages/home.yml: about.paragraphs[0]: {team.graham.name}: no team member has the key graham in content/business.yml (keys: founder, cleaning-lead)",
    ],
    [
      "a description too short for search results",
      [
        "pages/contact.yml",
        'description: "Ask for a free',
        'description: "Free quotes across the county, call us." # ',
      ],
      "content/pages/contact.yml: meta.description: is 39 characters: write 120 to 160 so search results show it whole",
    ],
    [
      "more stat tiles than the hero holds",
      [
        "pages/exterior-cleaning.yml",
        "  points:",
        '    - value: "{claims.divisions}"\n      label: A\n    - value: "{claims.divisions}"\n      label: B\n  points:',
      ],
      "content/pages/exterior-cleaning.yml: hero.stats: has 5 figures: the layout holds at most 4",
    ],
    [
      "a link to a page that does not exist",
      ["layout.yml", "page: exterior-cleaning", "page: cleaning"],
      `content/layout.yml: footer.services[3].page: "cleaning" is not a page: use one of ${pageRegistry.map((page) => page.id).join(", ")}`,
    ],
    [
      "a YAML syntax slip",
      ["claims.yml", "rating: 5", "rating: 5\n  oops: 1"],
      "content/claims.yml: line 7, column 9: Nested mappings are not allowed in compact mappings (check quotes, colons and indentation)",
    ],
    [
      "a rating out of five stars",
      ["claims.yml", "rating: 5", "rating: 50"],
      "content/claims.yml: rating: is a star rating: 0 to 5",
    ],
  ])("reports %s", async (_rule, [file, from, to], expected) => {
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
      "content/pages/contact.yml: hero.image.src: heroes/contact.jpg is 800x600 pixels: a hero picture needs at least 1600x1200; save a larger photo under the same name",
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
});
