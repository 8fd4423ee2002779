// @ts-check
/**
 * What a page's markup can use of a stylesheet: the class names and element names it holds, and
 * which of Tailwind's base rules have a selector that may match those elements. The critical-css
 * step (critical-css.mjs, docs/decisions/099) gives the class names to Tailwind's compiler and
 * cuts out the base rules no selector of which can match.
 */
import { transform } from "lightningcss";

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
export function ruleEnd(css, start) {
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
  throw new Error(`critical-css: a rule of a minified sheet never closes: ${css.slice(start, start + 60)}`);
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
  let sawBaseLayer = false;
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    visitor: {
      Rule: {
        "layer-block"(rule) {
          if (rule.value.name?.join(".") !== "base") return;
          sawBaseLayer = true;
          baseRules.push(...rule.value.rules);
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
  if (!sawBaseLayer) {
    throw new Error(
      `critical-css: expected Tailwind's base rules in "@layer base" of the page's sheet, found no such layer; if Tailwind renamed it, name the new layer in selector-matching.mjs (decision 099)`,
    );
  }
  cut(baseRules);
  return cuts.reduceRight((text, [start, end]) => text.slice(0, start) + text.slice(end), css);
}
