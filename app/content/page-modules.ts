/**
 * Each page's content module typed by its schema: `import content from
 * "@content/pages/about.yml"` is `PageContent<"about">` with no cast. TypeScript cannot map a
 * wildcard module name to a type per page, so the declarations are written from the registry
 * into `page-content.d.ts` by the content plugin whenever the dev server or a build starts;
 * `page-modules.test.ts` fails when the file in the repository differs.
 */
import { pageRegistry } from "./registry.ts";

/** Where the declarations are written, relative to the project. */
export const pageModulesFile = "app/content/page-content.d.ts";

export function pageModuleDeclarations(): string {
  const modules = pageRegistry.map(
    (page) => `declare module "@content/pages/${page.id}.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"${page.id}">;
  export default content;
}
`,
  );
  return `// Written by the content plugin from app/content/registry.ts (page-modules.ts): do not edit.\n${modules.join("")}`;
}
