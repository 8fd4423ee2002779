// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { partModuleName, partModules } from "./later-parts";
import { pageModuleDeclarations, pageModulesFile } from "./page-modules";
import { pageRegistry } from "./registry";

describe("page content modules", () => {
  it("are declared for every page of the registry, as the content plugin writes them", () => {
    expect(readFileSync(pageModulesFile, "utf8")).toBe(pageModuleDeclarations());
    for (const page of pageRegistry)
      expect(pageModuleDeclarations()).toMatch(new RegExp(`const content: (Omit<)?PageContent<"${page.id}">[;,]`));
  });

  it("type each part kept for later code as that part, and the page without it", () => {
    for (const { file, part } of partModules())
      expect(pageModuleDeclarations()).toContain(`declare module "${partModuleName(file, part)}"`);
    expect(pageModuleDeclarations()).toContain(
      `const content: Omit<PageContent<"contact">, LaterPart<"pages/contact.yml">>;`,
    );
  });
});
