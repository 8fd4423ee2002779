/**
 * Each page's content module typed by its schema: `import content from
 * "@content/pages/about.yml"` is `PageContent<"about">` with no cast, and each part a file keeps
 * for later code (later-parts.ts) is typed as that part. TypeScript cannot map a wildcard module
 * name to a type per page, so the declarations are written from the registry and the parts into
 * `page-content.d.ts` by the content plugin whenever the dev server or a build starts;
 * `page-modules.test.ts` fails when the file in the repository differs.
 */
import { sharedFiles } from "./check.ts";
import { laterParts, partModuleName, partModules } from "./later-parts.ts";
import { pageRegistry } from "./registry.ts";

/** Where the declarations are written, relative to the project. */
export const pageModulesFile = "app/content/page-content.d.ts";

/** The type of a whole file's content, as the declarations name it. */
function typeOfFile(file: string): string {
  const page = /^pages\/(.+)\.yml$/.exec(file)?.[1];
  if (page !== undefined) return `PageContent<"${page}">`;
  const key = Object.entries(sharedFiles).find(([, shared]) => shared.file === file)?.[0];
  if (!key) throw new Error(`later-parts.ts names ${file}, which is not a content file`);
  return `Content["${key}"]`;
}

/** The module `name` whose default export is of `type`, importing the type names it uses. */
function declaration(name: string, type: string): string {
  const fromCheck = ["Content", "PageContent"].filter((typeName) => new RegExp(`\\b${typeName}[<[]`).test(type));
  const imports = [`  import type { ${fromCheck.join(", ")} } from "~/content/check";\n`];
  if (type.includes("LaterPart<")) imports.push(`  import type { LaterPart } from "~/content/later-parts";\n`);
  return `declare module "${name}" {\n${imports.join("")}  const content: ${type};\n  export default content;\n}\n`;
}

export function pageModuleDeclarations(): string {
  const pages = pageRegistry.map((page) => {
    const file = `pages/${page.id}.yml`;
    const type = Object.hasOwn(laterParts, file) ? `Omit<${typeOfFile(file)}, LaterPart<"${file}">>` : typeOfFile(file);
    return declaration(`@content/${file}`, type);
  });
  const parts = partModules().map(({ file, part }) =>
    declaration(partModuleName(file, part), `${typeOfFile(file)}["${part}"]`),
  );
  return `// Written by the content plugin from app/content/registry.ts and later-parts.ts (page-modules.ts): do not edit.\n${[...pages, ...parts].join("")}`;
}
