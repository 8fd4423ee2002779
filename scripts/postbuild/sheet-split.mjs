// @ts-check
/**
 * The whole stylesheet cut in two for one page (docs/decisions/142): what the page draws with
 * before its script runs, inline, and the rest, which follows before the script draws anything.
 * The rest then holds only rules for what the page does not have yet (what the script draws,
 * other pages' classes), so when it applies the browser restyles nothing already on screen.
 * Rules are cut out of Tailwind's minified text, never printed again (decision 099).
 */
import { ruleEnd } from "./selector-matching.mjs";

/** Blocks that hold rules rather than declarations. */
const groupingRule = /^@(layer|media|supports|container)\b/;

/**
 * Rules that reach every element of any page whatever its classes: the `*` defaults of
 * Tailwind's properties layer, the theme's variables on `:root`, and at-rules the browser
 * registers for the whole document (custom properties, font faces, keyframes). Added late,
 * each makes the browser restyle the whole page, so all of them come inline.
 * @param {string[]} context
 * @param {string} text
 */
const reachesEveryElement = (context, text) =>
  text.startsWith("@") ||
  text.startsWith("/*") ||
  context.some((prelude) => prelude === "@layer properties" || prelude === "@layer theme");

/**
 * The end of the rule, statement (`@layer components;`) or comment that starts at `start`.
 * @param {string} css
 * @param {number} start
 */
function unitEnd(css, start) {
  if (css.startsWith("/*", start)) return css.indexOf("*/", start) + 2;
  const semicolon = css.indexOf(";", start);
  const brace = css.indexOf("{", start);
  return semicolon >= 0 && (brace < 0 || semicolon < brace) ? semicolon + 1 : ruleEnd(css, start);
}

/**
 * Each rule of a minified sheet that holds no other rule, with the grouping rules around it
 * (`@layer utilities`, `@media (width>=40rem)`), in the sheet's order.
 * @param {string} css
 * @param {string[]} [context]
 * @returns {{ context: string[], text: string }[]}
 */
function sheetRules(css, context = []) {
  /** @type {{ context: string[], text: string }[]} */
  const rules = [];
  let start = 0;
  while (start < css.length) {
    if (/\s/.test(css[start] ?? "")) {
      start++;
      continue;
    }
    const end = unitEnd(css, start);
    const text = css.slice(start, end);
    const open = text.indexOf("{");
    const prelude = open < 0 ? text : text.slice(0, open).trim();
    if (open >= 0 && groupingRule.test(prelude)) {
      rules.push(...sheetRules(text.slice(open + 1, -1), [...context, prelude]));
    } else rules.push({ context, text });
    start = end;
  }
  return rules;
}

/**
 * Rules written back as a sheet, each inside its grouping rules; neighbours that share a group
 * share its block.
 * @param {{ context: string[], text: string }[]} rules
 */
function sheetText(rules) {
  let css = "";
  /** @type {string[]} */
  let open = [];
  for (const { context, text } of rules) {
    let shared = 0;
    while (shared < open.length && shared < context.length && open[shared] === context[shared]) shared++;
    css +=
      "}".repeat(open.length - shared) +
      context
        .slice(shared)
        .map((prelude) => `${prelude}{`)
        .join("");
    open = context;
    css += text;
  }
  return css + "}".repeat(open.length);
}

/** @param {{ context: string[], text: string }} rule */
const keyOf = ({ context, text }) => `${context.join("\n")}\n${text}`;

/**
 * The selectors of a rule, split at the commas between them (not those inside `:is(...)`):
 * lightningcss writes two rules with the same declarations as one (`.ring,.ring-1{...}`).
 * @param {string} text
 */
function selectorsOf(text) {
  const prelude = text.slice(0, text.indexOf("{"));
  /** @type {string[]} */
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (char === "\\") index++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  return [...selectors, prelude.slice(start)];
}

/**
 * The whole sheet as one page's two, both cut from its text in its order: `inline`, the rules
 * whose selectors the page's own sheet has (Tailwind's output for its classes and elements, as
 * critical-css.mjs builds it) and those that reach every element; `later`, every other rule, for
 * what the script draws and for the other pages. Rules are matched by their selectors, as each
 * pass of lightningcss writes a rule's declarations and media queries a little differently
 * (`-webkit-text-decoration` once more, `min-width:` for `width>=`). A selector of the page's
 * sheet that the whole sheet lacks stops the build: the page would lose its rule.
 * @param {string} wholeSheet
 * @param {string} pageSheet
 */
export function splitSheet(wholeSheet, pageSheet) {
  const rules = sheetRules(wholeSheet);
  const own = sheetRules(pageSheet).filter((rule) => !reachesEveryElement(rule.context, rule.text));
  const wholeSelectors = new Set(rules.flatMap((rule) => selectorsOf(rule.text)));
  const missing = own.flatMap((rule) => selectorsOf(rule.text)).find((selector) => !wholeSelectors.has(selector));
  if (missing !== undefined) {
    throw new Error(
      `critical-css: the page's rule for ${missing.slice(0, 80)} is not in the whole sheet; both come from app/app.css, so Tailwind or lightningcss now writes it another way`,
    );
  }
  const ownSelectors = new Set(own.flatMap((rule) => selectorsOf(rule.text)));
  const inPage = rules.filter(
    (rule) =>
      reachesEveryElement(rule.context, rule.text) ||
      selectorsOf(rule.text).some((selector) => ownSelectors.has(selector)),
  );
  const inlineKeys = new Set(inPage.map(keyOf));
  return { inline: sheetText(inPage), later: sheetText(rules.filter((rule) => !inlineKeys.has(keyOf(rule)))) };
}
