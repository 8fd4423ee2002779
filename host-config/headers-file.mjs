// @ts-check
/**
 * The `_headers` format read by Netlify and Cloudflare Pages: a path pattern on its own line,
 * then indented `Name: value` lines. The build writes the file and the local server reads the
 * same file, so what is tested locally is what a static host sends.
 */

/** @typedef {{ path: string, headers: Record<string, string> }} HeaderRule */

/** @param {HeaderRule[]} rules */
export function serializeHeaders(rules) {
  return rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (!current || separator === -1) continue;
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** A path pattern (`/*`, `/news/:slug`, `/about`) as the regular expression it stands for. @param {string} pattern */
export function patternToRegExp(pattern) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`);
}

/** The rules that apply to a request path, in file order. @param {HeaderRule[]} rules @param {string} pathname */
export function matchingRules(rules, pathname) {
  return rules.filter((rule) => patternToRegExp(rule.path).test(pathname));
}

/**
 * Headers for one request path: every matching rule applies, in file order, and a header named
 * by two rules gets both values joined with a comma, as the static hosts do.
 * @param {HeaderRule[]} rules @param {string} pathname
 */
export function headersForPath(rules, pathname) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of matchingRules(rules, pathname)) {
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = Object.keys(result).find((existing) => existing.toLowerCase() === name.toLowerCase());
      if (key) result[key] = `${result[key]}, ${value}`;
      else result[name] = value;
    }
  }
  return result;
}
