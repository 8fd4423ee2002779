// @vitest-environment node
import { describe, expect, it } from "vitest";

import { contentOfFile } from "./check";
import { fileAndPart, laterParts, moduleValueOf, partModuleName, partModules } from "./later-parts";
import { contentSnapshot } from "./load";
import { checkWithEntry } from "./entry-check";

describe("parts of a content file kept for later code", () => {
  it("are named by the import's query, and the whole file has none", () => {
    expect(fileAndPart("quote-form.yml?part=mail")).toEqual({ file: "quote-form.yml", part: "mail" });
    expect(fileAndPart("pages/about.yml")).toEqual({ file: "pages/about.yml" });
    expect(fileAndPart("business.yml?whole")).toEqual({ file: "business.yml", whole: true });
    expect(partModuleName("pages/contact.yml", "faq")).toBe("@content/pages/contact.yml?part=faq");
  });

  it("divide each file between its module and its parts' modules, with nothing lost or twice", async () => {
    const { content } = checkWithEntry(await contentSnapshot(process.cwd(), true));
    for (const [file, parts] of Object.entries(laterParts)) {
      const whole = contentOfFile(content, file) as Record<string, unknown>;
      const first = moduleValueOf(file, whole) as Record<string, unknown>;
      for (const part of parts) {
        expect(first).not.toHaveProperty(part);
        expect(moduleValueOf(file, whole, { part })).toBe(whole[part]);
      }
      expect(moduleValueOf(file, whole, { whole: true })).toBe(whole);
      expect({ ...first, ...Object.fromEntries(parts.map((part) => [part, whole[part]])) }).toEqual(whole);
    }
    expect(partModules().length).toBe(Object.values(laterParts).flat().length);
  });

  it("leave a file without parts whole, and have no part the file lacks", () => {
    const value = { title: "Hello", faq: [] };
    expect(moduleValueOf("pages/home.yml", value)).toBe(value);
    expect(moduleValueOf("pages/home.yml", value, { part: "faq" })).toBeUndefined();
    expect(moduleValueOf("quote-form.yml", { mail: 1 }, { part: "nothing" })).toBeUndefined();
  });
});
