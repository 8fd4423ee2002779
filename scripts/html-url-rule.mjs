// @ts-check
/**
 * An html-validate plugin with one rule, `site/url-characters`: a URL attribute (`href`, `src`,
 * each `srcset` candidate ...) holds only characters the URL standard allows unencoded. The W3C
 * Nu checker reports such a URL ("Illegal character in ...: Space is not allowed"), and browsers
 * mend it silently; html-validate has no rule of its own for it. A favicon's `data:` URL with raw
 * spaces is the case that slipped through (docs/testing.md).
 */
import { Rule } from "html-validate";

const urlAttributes = new Set(["href", "src", "action", "formaction", "poster", "cite", "data", "manifest"]);
const candidateListAttributes = new Set(["srcset", "imagesrcset"]);
// Not URL code points (URL standard, "URL code points"): a validation error wherever they stand.
const illegal = /[\s"<>`{}|\\^]|%(?![0-9A-Fa-f]{2})/;

/**
 * What is wrong with a URL as written in an attribute, or undefined when nothing is.
 * @param {string} url  The attribute's value; HTML allows white space around it.
 * @returns {string | undefined}
 */
export function urlProblem(url) {
  const found = url.trim().match(illegal);
  if (!found) return undefined;
  const character = found[0];
  if (character === "%") return "a % that starts no %XX escape (write %25)";
  const code = character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
  const name = character === " " ? "a space" : /\s/.test(character) ? "white space" : `"${character}"`;
  return `${name} not percent-encoded (write %${code})`;
}

class UrlCharacters extends Rule {
  documentation() {
    return {
      description: "A URL attribute holds only characters the URL standard allows unencoded: percent-encode the rest.",
    };
  }

  setup() {
    this.on("attr", (event) => {
      const { key, value } = event;
      if (typeof value !== "string") return;
      const urls = candidateListAttributes.has(key)
        ? value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
        : urlAttributes.has(key)
          ? [value]
          : [];
      for (const url of urls) {
        const problem = urlProblem(url);
        if (problem) this.report(event.target, `${key} URL has ${problem}`, event.valueLocation ?? event.location);
      }
    });
  }
}

export default {
  name: "site",
  rules: { "site/url-characters": UrlCharacters },
};
