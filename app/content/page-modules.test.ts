// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { pageModuleDeclarations, pageModulesFile } from "./page-modules";
import { pageRegistry } from "./registry";

describe("page content modules", () => {
  it("are declared for every page of the registry, as the content plugin writes them", () => {
    expect(readFileSync(pageModulesFile, "utf8")).toBe(pageModuleDeclarations());
    for (const page of pageRegistry)
      expect(pageModuleDeclarations()).toContain(`const content: PageContent<"${page.id}">;`);
  });
});
