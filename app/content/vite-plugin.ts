/**
 * Lets the app import content files as plain, typed data: `import business from
 * "@content/business.yml"`. The plugin reads and checks every file (`load.ts`), or inside
 * `npm run build` takes the snapshot the build's check wrote (decision 088), stops on a problem
 * with one line per problem, and hands each importer a module of plain values: no YAML parser
 * or schema reaches the browser. Pictures become the `?preset=` imports of their slot, so each
 * page bundles only its own image URLs; text templates become small functions.
 * `@content/site-pages` is the page list the menus and sitemap read, and `paths` each page's
 * path by its id, for links. `@content/review-code` is the business's review link and its QR code,
 * drawn here so the phone carries the drawing rather than the library (decision 180); in a build
 * the drawing is an SVG file of its own, not bytes of the job page's script (decision 202).
 * A part of a file that only later code reads is a module of its own, `@content/<file>?part=<key>`,
 * which the file's module leaves out (later-parts.ts).
 * `@content/function-settings` holds the business details only the quote function reads (where
 * requests go), which `@content/business.yml` leaves out (decision 194).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { checkedSnapshot } from "../../scripts/content-module.mjs";
import { qrCodeImage, qrCodeSvg } from "../../server/owner-access/qr-code.mjs";

import { contentOfFile } from "./check.ts";
import { checkContent, contentDir, contentOfSnapshot, type ContentResult, imagesDir, problemLine } from "./load.ts";
import { fileAndPart, moduleValueOf, wholeFileReader } from "./later-parts.ts";
import { pageModuleDeclarations, pageModulesFile } from "./page-modules.ts";
import { type Business, type FunctionOnlyField, functionOnlyFields } from "./schema/business.ts";
import { ImageRef, isTextTemplate } from "./schema/refs.ts";

const sitePagesId = "@content/site-pages";
const resolvedSitePagesId = "\0content:site-pages";
const reviewCodeId = "@content/review-code";
const resolvedReviewCodeId = "\0content:review-code";
const functionSettingsId = "@content/function-settings";
const resolvedFunctionSettingsId = "\0content:function-settings";
/** The one module that may read `@content/function-settings`: the quote request's function. */
const functionSettingsReader = "app/components/quote-form/quote-submission.ts";
const builtModules = new Set([resolvedSitePagesId, resolvedReviewCodeId, resolvedFunctionSettingsId]);

/** The business details as pages see them: without the fields only the functions read. */
function withoutFunctionOnly(business: Business): Omit<Business, FunctionOnlyField> {
  const kept: Partial<Business> = { ...business };
  for (const field of functionOnlyFields) delete kept[field];
  return kept as Omit<Business, FunctionOnlyField>;
}

/** JavaScript source of a value; pictures become imports collected in `imports`. */
function toModuleSource(value: unknown, imports: Map<string, string>, root: string): string {
  if (value instanceof ImageRef) {
    const source = `${path.join(root, imagesDir, value.file)}?preset=${value.preset}`;
    if (!imports.has(source)) imports.set(source, `image${imports.size}`);
    const name = imports.get(source)!;
    // The part of the photo its slot keeps, when the owner chose one (Picture applies it).
    return value.focus ? `{...${name},focus:${JSON.stringify(value.focus)}}` : name;
  }
  if (isTextTemplate(value)) {
    const parts = value.source.split(/\{(\w+)\}/);
    const code = parts
      .map((part, index) => {
        if (index % 2 === 0) return part ? JSON.stringify(part) : "";
        const position = value.params.indexOf(part);
        return position === -1 ? JSON.stringify(`{${part}}`) : `v[${position}]`;
      })
      .filter(Boolean);
    if (!code.length) return '() => ""';
    return `(...v) => ${code[0]?.startsWith("v[") ? '"" + ' : ""}${code.join(" + ")}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => toModuleSource(item, imports, root)).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toModuleSource(item, imports, root)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "undefined";
}

/** The name the value has inside the module `moduleFor` writes, for what the module adds to it. */
const moduleValue = "content";

/** An ES module whose default export is the value. */
function moduleFor(value: unknown, root: string): string {
  const imports = new Map<string, string>();
  const body = toModuleSource(value, imports, root);
  const lines = [...imports].map(([source, name]) => `import ${name} from ${JSON.stringify(source)};`);
  return `${lines.join("\n")}\nconst ${moduleValue} = ${body};\nexport default ${moduleValue};\n`;
}

/**
 * The line the build stops with when a module imports content only one other module may read:
 * the function's settings (where requests go) and a file whole, parts included.
 */
function readerRefused(id: string, reader: string | undefined): string | undefined {
  if (id === functionSettingsId && reader !== functionSettingsReader)
    return `${reader}: ${functionSettingsId} is read by ${functionSettingsReader} only, never by a page`;
  if (fileAndPart(id).whole && reader !== wholeFileReader)
    return `${reader}: ${id} is read by ${wholeFileReader} only: import the parts a page needs`;
  return undefined;
}

/** The one-line-per-problem report the build and the dev overlay show. */
function problemReport(result: ContentResult) {
  const count = result.problems.length;
  return `${count} problem${count === 1 ? "" : "s"} in the content files:\n${result.problems.map(problemLine).join("\n")}`;
}

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let result: Promise<ContentResult> | undefined;
  let warned = false;
  let building = false;
  const load = () => {
    // In a build, the content its first step checked; in development and tests, the files as they are now.
    const snapshot = checkedSnapshot();
    return (result ??= snapshot ? Promise.resolve(contentOfSnapshot(snapshot)) : checkContent(root));
  };

  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
      // A page added to the registry gets its typed content module before anything imports it.
      const declarations = path.join(root, pageModulesFile);
      const text = pageModuleDeclarations();
      if (!existsSync(declarations) || readFileSync(declarations, "utf8") !== text) writeFileSync(declarations, text);
    },
    async buildStart() {
      const content = await load();
      if (content.problems.length) this.error(problemReport(content));
      if (!warned) for (const warning of content.warnings) this.warn(problemLine(warning));
      warned = true;
    },
    resolveId(id, importer) {
      const refusal = readerRefused(id, importer && path.relative(root, importer).split(path.sep).join("/"));
      if (refusal) this.error(refusal);
      if (id === functionSettingsId) return resolvedFunctionSettingsId;
      if (id === sitePagesId) return resolvedSitePagesId;
      if (id === reviewCodeId) return resolvedReviewCodeId;
      if (id.startsWith("@content/")) return path.join(root, contentDir, id.slice("@content/".length));
      return undefined;
    },
    async load(id) {
      const contentRoot = path.join(root, contentDir) + path.sep;
      const { file: fileId, ...which } = fileAndPart(id);
      if (!builtModules.has(id) && !(fileId.startsWith(contentRoot) && fileId.endsWith(".yml"))) return undefined;
      const content = await load();
      for (const file of content.files) this.addWatchFile(file);
      if (content.problems.length) this.error(problemReport(content));
      if (id === resolvedSitePagesId) {
        // The paths are read from the list in the browser rather than written out a second time.
        return `${moduleFor(content.sitePages, root)}export const paths = Object.fromEntries(${moduleValue}.map((page) => [page.id, page.path]));\n`;
      }
      if (id === resolvedReviewCodeId) {
        const link = content.content.business.reviewLink;
        if (!building) return moduleFor({ link, image: qrCodeImage(link) }, root);
        const drawing = this.emitFile({ type: "asset", name: "review-code.svg", source: qrCodeSvg(link) });
        return `export default { link: ${JSON.stringify(link)}, image: import.meta.ROLLUP_FILE_URL_${drawing} };\n`;
      }
      const { business } = content.content;
      if (id === resolvedFunctionSettingsId)
        return moduleFor(Object.fromEntries(functionOnlyFields.map((field) => [field, business[field]])), root);
      const file = fileId.slice(contentRoot.length).split(path.sep).join("/");
      const value = contentOfFile(content.content, file);
      if (value === undefined) this.error(`${contentDir}/${file}: not a content file the site knows`);
      const valueOfModule = moduleValueOf(file, value === business ? withoutFunctionOnly(business) : value, which);
      if (valueOfModule === undefined)
        this.error(`${contentDir}/${file}: "${which.part}" is not one of its parts (later-parts.ts)`);
      return moduleFor(valueOfModule, root);
    },
    watchChange(id) {
      const relative = path.relative(root, id);
      if (relative.startsWith(contentDir + path.sep) || relative.startsWith(imagesDir.split("/").join(path.sep)))
        result = undefined;
    },
    handleHotUpdate({ file, server }) {
      // Any content edit can change any page (a fact is used everywhere): reload the page.
      if (!path.relative(root, file).startsWith(contentDir + path.sep)) return undefined;
      result = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith(path.join(root, contentDir)) || builtModules.has(module.id ?? ""))
          server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
