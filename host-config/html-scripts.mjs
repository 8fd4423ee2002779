// @ts-check
/**
 * The `<script>` elements of an HTML document, for the build steps and checks that read or
 * rewrite the framework's output. The output is React's own serialisation, so a pattern read of
 * it is enough; this is not a general HTML parser. Comments are skipped, so a commented-out
 * script does not count, and an element's text runs to the first `</script>`, as in a browser.
 */

/**
 * @typedef {object} ScriptTag
 * @property {number} start  Offset of the `<` that opens the element.
 * @property {number} end  Offset just past the `>` that closes its end tag.
 * @property {string} openTag  The start tag exactly as written, from `<script` to its `>`.
 * @property {Record<string, string>} attributes  By lower-case name, values as written (no
 *   character references decoded); an attribute without a value is `""`. The first of two
 *   attributes with the same name wins, as in a browser.
 * @property {string} text  The element's content exactly as written (line endings untouched).
 */

const scriptOrComment = /<!--[\s\S]*?-->|<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * @param {string} html
 * @returns {ScriptTag[]}
 */
export function scriptTags(html) {
  /** @type {ScriptTag[]} */
  const tags = [];
  for (const match of html.matchAll(scriptOrComment)) {
    if (match[0].startsWith("<!--")) continue;
    const start = match.index;
    const source = match[1] ?? "";
    const text = match[2] ?? "";
    tags.push({
      start,
      end: start + match[0].length,
      openTag: match[0].slice(0, "<script".length + source.length + 1),
      attributes: parseAttributes(source),
      text,
    });
  }
  return tags;
}

/**
 * The document with every script element cut out, for reading its markup: a script's text is
 * not markup, however much it looks like some.
 * @param {string} html
 */
export function withoutScripts(html) {
  let markup = "";
  let from = 0;
  for (const { start, end } of scriptTags(html)) {
    markup += html.slice(from, start);
    from = end;
  }
  return markup + html.slice(from);
}

/** @param {string} source  What follows the tag name in a start tag. */
function parseAttributes(source) {
  /** @type {Record<string, string>} */
  const attributes = Object.create(null);
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of source.matchAll(attribute)) {
    if (!name) continue;
    const key = name.toLowerCase();
    if (!Object.hasOwn(attributes, key)) attributes[key] = doubleQuoted ?? singleQuoted ?? unquoted ?? "";
  }
  return attributes;
}
