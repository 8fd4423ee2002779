// @ts-check
/**
 * Each page's inline stylesheet keeps only the rules its own markup uses; the rest of the
 * stylesheet follows as a file of that page's, loaded before the page's script takes over
 * (defer-hydration.mjs), and the whole sheet at once from `<noscript>` without JavaScript
 * (docs/decisions/075, 099, 142).
 *
 * root.tsx writes the whole stylesheet into every page (`app.css?inline`) and links the same
 * sheet, as Vite emitted it, inside `<noscript>` (`app.css?url`). Tailwind builds the page's own
 * sheet from the classes in the page's markup (its compiler, given the page as its only source),
 * so every state those classes describe (a menu opened before JavaScript, hover, focus, wider
 * screens) is kept; of its base rules, those for elements the page lacks are left out. The whole
 * sheet is then cut in two by those rules' selectors (sheet-split.mjs): inline, the whole
 * sheet's own rules for them and those that reach every element; later, the rest, for what only
 * the script draws (the consent banner, a tooltip, a form's messages) and the other pages. The
 * later sheet holds no rule for what is on the page, so the browser restyles nothing on screen
 * when it applies.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { compile, optimize } from "@tailwindcss/node";

import { markupClasses, markupElements, withoutRulesForAbsentElements } from "./selector-matching.mjs";
import { splitSheet } from "./sheet-split.mjs";

const source = fileURLToPath(new URL("../../app/app.css", import.meta.url));

/** The page's one inline stylesheet, as root.tsx renders it. */
const inlineStyle = /<style>([\s\S]*?)<\/style>/;
/** The whole sheet for pages without JavaScript, as root.tsx renders it. */
const noscriptLink = /<noscript><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/;

/**
 * The file a relative `url()` of the source names, as the whole built sheet names it: Vite adds
 * a hash to the file's name (`fonts/x.woff2` becomes `/assets/x-AbC123.woff2`).
 * @param {string} url
 * @param {string} wholeSheet
 */
function builtUrl(url, wholeSheet) {
  const file = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  const dot = file.lastIndexOf(".");
  const [stem, extension] = [file.slice(0, dot), file.slice(dot)];
  const found = new Set(
    [...wholeSheet.matchAll(/url\(["']?([^"')]+)["']?\)/g)]
      .map((match) => match[1] ?? "")
      .filter((each) => {
        const name = each.split("/").pop() ?? "";
        return name.startsWith(`${stem}-`) && name.endsWith(extension);
      }),
  );
  if (found.size !== 1) {
    throw new Error(
      `critical-css: the stylesheet's url(${url}) has ${found.size ? "several" : "no"} built file${found.size ? "s" : ""} in the whole sheet; app/app.css may name a file Vite did not emit`,
    );
  }
  return [...found][0];
}

/**
 * The rules of app/app.css that a page's markup uses (its classes' rules, and the base rules for
 * its elements), minified, with file URLs as the whole built sheet names them. A Tailwind compiler remembers every class it was ever given, so each page
 * has its own.
 * @param {string} html
 * @param {string} wholeSheet
 */
export async function pageStylesheet(html, wholeSheet) {
  const compiler = await compile(await readFile(source, "utf8"), {
    base: fileURLToPath(new URL("../../app/", import.meta.url)),
    onDependency() {},
  });
  const css = withoutRulesForAbsentElements(
    optimize(compiler.build([...markupClasses(html)]), { minify: true }).code.trim(),
    markupElements(html),
  );
  return css.replace(
    /url\((["']?)((?![a-z]+:|\/)[^"')]+)\1\)/gi,
    (_whole, _quote, url) => `url(${builtUrl(url, wholeSheet)})`,
  );
}

/**
 * The address of the sheet that follows a page's hero, named by its bytes as Vite names the
 * files it emits, so pages whose later rules are the same share one file.
 * @param {string} css
 */
const laterSheetFile = (css) =>
  `assets/app-later-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;

/**
 * The page's whole inline sheet and the address it links for visitors without JavaScript, both
 * as root.tsx renders them; the build stops if either is missing or they differ.
 * @param {import("./site-files.mjs").SiteFiles} files
 * @param {string} page
 * @param {string} html
 */
async function wholeSheetOf(files, page, html) {
  const style = inlineStyle.exec(html);
  const href = noscriptLink.exec(html)?.[1];
  if (!style || !href) {
    throw new Error(
      `critical-css: ${page} lacks ${style ? "the <noscript> link to the whole stylesheet" : "its inline <style>"}; app/root.tsx renders both`,
    );
  }
  const wholeSheet = style[1] ?? "";
  const file = href.replace(/^\//, "");
  if (!files.has(file) || (await files.read(file)).trim() !== wholeSheet.trim()) {
    throw new Error(
      `critical-css: ${page}'s inline stylesheet is not the one at ${href}; both must come from app/app.css`,
    );
  }
  return { wholeSheet, href };
}

/** @type {import("./pipeline.mjs").Step} */
export const criticalCss = {
  name: "critical-css",
  needs: ["pages"],
  gives: ["stylesheet"],
  changes: ["html", "files"],
  async run({ files, log, fromEarlierSteps }) {
    const pages = /** @type {string[]} */ (fromEarlierSteps.pages);
    /** @type {Set<string>} */
    const hrefs = new Set();
    /** Each page's sheet that follows its hero, by page. @type {Record<string, string>} */
    const later = {};
    /** @type {number[]} */
    const sizes = [];
    let whole = 0;
    for (const page of pages) {
      const html = await files.read(page);
      const { wholeSheet, href } = await wholeSheetOf(files, page, html);
      const sheets = splitSheet(wholeSheet.trim(), await pageStylesheet(html, wholeSheet));
      const file = laterSheetFile(sheets.later);
      if (!files.has(file)) await files.write(file, sheets.later);
      later[page] = `/${file}`;
      hrefs.add(href);
      sizes.push(sheets.inline.length);
      whole = wholeSheet.length;
      await files.write(
        page,
        html.replace(inlineStyle, () => `<style>${sheets.inline}</style>`),
      );
    }
    if (hrefs.size !== 1) throw new Error(`critical-css: the pages link ${hrefs.size} different whole stylesheets`);
    const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
    log(
      `postbuild: each page's inline styles cut to its own rules on ${pages.length} pages ` +
        `(${kb(Math.min(...sizes))}-${kb(Math.max(...sizes))} KB of ${kb(whole)} KB); the rest follows before the script`,
    );
    return { stylesheet: later };
  },
};
