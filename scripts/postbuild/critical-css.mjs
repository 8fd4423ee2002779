// @ts-check
/**
 * Each page's inline stylesheet keeps only the rules its own markup uses; the whole stylesheet
 * follows as a file, loaded before the page's script takes over (defer-hydration.mjs), or at
 * once from `<noscript>` without JavaScript (docs/decisions/075).
 *
 * root.tsx writes the whole stylesheet into every page (`app.css?inline`) and links the same
 * sheet, as Vite emitted it, inside `<noscript>` (`app.css?url`). Tailwind builds the page's own
 * sheet from the classes in the page's markup (its compiler, given the page as its only source),
 * so every state those classes describe (a menu opened before JavaScript, hover, focus, wider
 * screens) is kept; of its base rules, those for elements the page lacks are left out. What only
 * the script draws (the consent banner, a tooltip, a form's messages) comes with the whole sheet
 * before the script draws it. Rules the page keeps are the whole sheet's own, in its order, so
 * nothing on screen changes when the whole sheet applies.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { compile, optimize } from "@tailwindcss/node";
import { transform } from "lightningcss";

const source = fileURLToPath(new URL("../../app/app.css", import.meta.url));

/** The page's one inline stylesheet, as root.tsx renders it. */
const inlineStyle = /<style>([\s\S]*?)<\/style>/;
/** The whole sheet for pages without JavaScript, as root.tsx renders it. */
const noscriptLink = /<noscript><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/;

const entities = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" });

/**
 * A page's markup without the text of its scripts and styles, which may hold what looks like
 * markup (`"<div class='hidden'>"` in a script) but draws nothing.
 * @param {string} html
 */
const markupOf = (html) => html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, "<$1$2></$1>");

/**
 * The class names in a page's markup, as written in the source.
 * @param {string} html
 */
export function markupClasses(html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [, value = ""] of markupOf(html).matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name) =>
      name[0] === "#"
        ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1)))
        : (entities[name] ?? whole),
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The element names in a page's markup.
 * @param {string} html
 */
export function markupElements(html) {
  return new Set([...markupOf(html).matchAll(/<([a-z][\w-]*)/gi)].map(([, name = ""]) => name.toLowerCase()));
}

/**
 * Pseudo-elements only some elements draw. Chromium's and WebKit's parts of form controls
 * (`::-webkit-datetime-edit`, the spin buttons, the search field's decoration) belong to `<input>`.
 */
const pseudoElementHosts = /** @type {Record<string, string[]>} */ ({
  placeholder: ["input", "textarea"],
  "file-selector-button": ["input"],
});
const inputParts =
  /^-webkit-(search-decoration|date-and-time-value|datetime-edit[\w-]*|calendar-picker-indicator|(inner|outer)-spin-button)$/;

/**
 * Whether a selector, as lightningcss parses it, may match in a page with these elements: every
 * element name it requires is there. What it cannot tell (`:not()`, `:has()`, states) may match.
 * @param {import("lightningcss").Selector} selector
 * @param {Set<string>} elements
 * @returns {boolean}
 */
function mayMatch(selector, elements) {
  return selector.every((component) => {
    if (component.type === "type") return elements.has(component.name.toLowerCase());
    if (component.type === "pseudo-element") {
      const hosts =
        component.kind === "custom"
          ? inputParts.test(component.name)
            ? ["input"]
            : undefined
          : pseudoElementHosts[component.kind];
      return !hosts || hosts.some((host) => elements.has(host));
    }
    if (component.type === "pseudo-class" && (component.kind === "is" || component.kind === "where")) {
      return component.selectors.some((each) => mayMatch(each, elements));
    }
    return true;
  });
}

/**
 * The end of the rule that starts at `start`: after the `}` that closes its first `{`.
 * @param {string} css
 * @param {number} start
 */
function ruleEnd(css, start) {
  let depth = 0;
  /** @type {string | undefined} */
  let quote;
  for (let index = start; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index + 1;
  }
  throw new Error(`critical-css: a base rule of a page's minified sheet never closes: ${css.slice(start, start + 60)}`);
}

/**
 * A page's minified sheet without the base rules for elements the page lacks (Tailwind's
 * preflight for tables, code, date fields, placeholders...). The rules are cut out of the text
 * rather than printed again, so every rule kept is byte for byte the whole sheet's own.
 * @param {string} css
 * @param {Set<string>} elements
 */
export function withoutRulesForAbsentElements(css, elements) {
  /** @type {import("lightningcss").Rule[]} */
  const baseRules = [];
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    visitor: {
      Rule: {
        "layer-block"(rule) {
          if (rule.value.name?.join(".") === "base") baseRules.push(...rule.value.rules);
        },
      },
    },
  });
  /** @param {import("lightningcss").Rule} rule @returns {boolean} */
  const unused = (rule) =>
    rule.type === "style"
      ? !rule.value.selectors.some((selector) => mayMatch(selector, elements))
      : (rule.type === "supports" || rule.type === "media") && rule.value.rules.every(unused);
  const lineStarts = [0, ...[...css.matchAll(/\n/g)].map((match) => match.index + 1)];
  /** @type {[number, number][]} */
  const cuts = [];
  /** @param {import("lightningcss").Rule[]} rules */
  const cut = (rules) => {
    for (const rule of rules) {
      if (rule.type === "style" || rule.type === "supports" || rule.type === "media") {
        if (!unused(rule)) {
          if (rule.type !== "style") cut(rule.value.rules);
          continue;
        }
        const { line, column } = rule.value.loc;
        const start = (lineStarts[line] ?? Number.NaN) + column - 1;
        if (!"{}".includes(css[start - 1] ?? "")) {
          throw new Error(
            `critical-css: lightningcss placed a base rule at line ${line + 1}, column ${column} of a page's minified sheet, where no rule starts; check how the installed lightningcss reports rule locations`,
          );
        }
        cuts.push([start, ruleEnd(css, start)]);
      }
    }
  };
  cut(baseRules);
  return cuts.reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), css);
}

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

/** @type {import("./pipeline.mjs").Step} */
export const criticalCss = {
  name: "critical-css",
  needs: ["pages"],
  gives: ["stylesheet"],
  changes: ["html"],
  async run({ files, log, fromEarlierSteps }) {
    const pages = /** @type {string[]} */ (fromEarlierSteps.pages);
    /** @type {Set<string>} */
    const hrefs = new Set();
    /** @type {number[]} */
    const sizes = [];
    let whole = 0;
    for (const page of pages) {
      const html = await files.read(page);
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
      const own = await pageStylesheet(html, wholeSheet);
      hrefs.add(href);
      sizes.push(own.length);
      whole = wholeSheet.length;
      await files.write(
        page,
        html.replace(inlineStyle, () => `<style>${own}</style>`),
      );
    }
    if (hrefs.size !== 1) throw new Error(`critical-css: the pages link ${hrefs.size} different whole stylesheets`);
    const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
    log(
      `postbuild: each page's inline styles cut to its own rules on ${pages.length} pages ` +
        `(${kb(Math.min(...sizes))}-${kb(Math.max(...sizes))} KB of ${kb(whole)} KB); the whole sheet follows before the script`,
    );
    return { stylesheet: [...hrefs][0] };
  },
};
