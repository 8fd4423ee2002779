// @vitest-environment node
import path from "node:path";

import { describe, expect, it } from "vitest";

import { writeSmallProject } from "../test-support/small-project";
import { importCircles, importGraph } from "./import-circles.mjs";

const root = path.resolve(import.meta.dirname, "..");

describe("import circles", () => {
  it("the project's modules import one another one way only, type imports included", () => {
    const graph = importGraph(path.join(root, "tsconfig.json"));
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(root, "app/content/check.ts"))).toContain(
      path.join(root, "app/content/cross-checks.ts"),
    );
    expect(importCircles(graph, root)).toEqual([]);
  });

  describe("in a project with circles", () => {
    it("names each circle's modules, one through a type import and an alias, one through a .mjs file", async () => {
      const project = await writeSmallProject("import-circles", {
        "app/check.ts":
          'import { crossChecks } from "./cross-checks.ts";\nexport type Content = {};\nexport const c = crossChecks;\n',
        "app/cross-checks.ts":
          'import type { Content } from "~/check";\nexport const crossChecks = (content: Content) => content;\n',
        "csp.mjs": 'import { rules } from "./site-headers.mjs";\nexport const csp = rules;\n',
        "site-headers.mjs": 'import { csp } from "./csp.mjs";\nexport const rules = () => csp;\n',
        "alone.ts": 'import { c } from "./app/check.ts";\nexport const alone = c;\n',
      });
      try {
        const circles = importCircles(importGraph(project.tsconfig), project.folder);
        expect(circles).toHaveLength(2);
        expect(circles).toEqual(
          expect.arrayContaining([
            ["app/check.ts", "app/cross-checks.ts"],
            ["csp.mjs", "site-headers.mjs"],
          ]),
        );
      } finally {
        await project.remove();
      }
    });
  });
});
