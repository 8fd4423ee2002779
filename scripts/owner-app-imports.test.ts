// @vitest-environment node
/**
 * The owner's app (app/owner/README.md) stays apart from what visitors load: no module of app/
 * outside app/owner/ imports it, type imports and `import()` included, but an owner's page's
 * route module (registry.ts, `ownerPages`) and tests. Read with the import graph the circles
 * check reads (scripts/import-circles.mjs); server functions, build steps, the site editor and
 * the browser tests live outside app/ and may import it.
 */
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ownerPages, routeFile } from "../app/content/registry.ts";
import { writeSmallProject } from "../test-support/small-project";
import { importGraph } from "./import-circles.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Each import of app/owner/ by a module of app/ that may not, as "importer -> imported" relative to `root`. */
function importsIntoOwnerApp(graph: Map<string, string[]>, root: string, ownerRoutes: string[]): string[] {
  const inFolder = (file: string, folder: string) => file.startsWith(path.join(root, folder) + path.sep);
  const allowed = (file: string) =>
    !inFolder(file, "app") ||
    inFolder(file, "app/owner") ||
    /\.test\.tsx?$/.test(file) ||
    ownerRoutes.includes(path.relative(root, file));
  return [...graph].flatMap(([file, imported]) =>
    allowed(file)
      ? []
      : imported
          .filter((each) => inFolder(each, "app/owner"))
          .map((each) => `${path.relative(root, file)} -> ${path.relative(root, each)}`),
  );
}

describe("the owner's app's imports", () => {
  it("nothing visitors load imports app/owner/: only the owner's pages' route modules and tests do", () => {
    const graph = importGraph(path.join(root, "tsconfig.json"));
    const ownerRoutes = ownerPages.map((page) => path.join("app", routeFile(page.id)));
    expect(graph.get(path.join(root, ownerRoutes[0]!))).toContain(path.join(root, "app/owner/new-job/new-job.tsx"));
    expect(importsIntoOwnerApp(graph, root, ownerRoutes)).toEqual([]);
  });

  describe("in a project where visitors' code reaches into it", () => {
    it("names each import from outside, by alias, by relative path, as a type and by import()", async () => {
      const project = await writeSmallProject("owner-app-imports", {
        "app/owner/job.ts": 'import { cn } from "~/lib/cn";\nexport type Job = {};\nexport const job = cn;\n',
        "app/owner/job.test.ts": 'import { job } from "./job";\nexport const tested = job;\n',
        "app/lib/cn.ts": "export const cn = 1;\n",
        "app/routes/new-job.tsx": 'import { job } from "~/owner/job";\nexport default job;\n',
        "app/root.tsx": 'import { job } from "./owner/job";\nexport default job;\n',
        "app/components/card.tsx": 'import type { Job } from "~/owner/job";\nexport const card = (job: Job) => job;\n',
        "app/components/later.tsx": 'export const later = () => import("~/owner/job");\n',
        "app/components/card.test.tsx": 'import { job } from "~/owner/job";\nexport const tested = job;\n',
        "editor/preview.ts": 'import { job } from "../app/owner/job";\nexport const preview = job;\n',
      });
      try {
        const found = importsIntoOwnerApp(importGraph(project.tsconfig), project.folder, ["app/routes/new-job.tsx"]);
        expect(found.sort()).toEqual([
          "app/components/card.tsx -> app/owner/job.ts",
          "app/components/later.tsx -> app/owner/job.ts",
          "app/root.tsx -> app/owner/job.ts",
        ]);
      } finally {
        await project.remove();
      }
    });
  });
});
