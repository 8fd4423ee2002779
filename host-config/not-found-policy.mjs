// @ts-check
/**
 * Netlify and Cloudflare Pages answer an unknown path with `404.html` and the headers of the
 * path asked for, which match only the catch-all rule and carry no page policy; so the page
 * carries its own in a `<meta http-equiv>` (docs/decisions/055). The 404 route cannot render it:
 * the policy holds the hashes of the page's inline scripts, known only once the HTML is final.
 */
import { metaPolicy } from "./csp.mjs";
import { scriptTags } from "./html-scripts.mjs";

/** @param {string} text */
const attribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page with its policy in a `<meta>` right after the charset declaration, before any script.
 * `frame-ancestors` is left out: browsers ignore it in `<meta>`; X-Frame-Options covers framing.
 * @param {string} html  The not-found page as React Router wrote it.
 * @param {string} policy  Its Content-Security-Policy, as the header rules send it.
 */
export function withPolicyMeta(html, policy) {
  if (/http-equiv="Content-Security-Policy"/i.test(html)) throw new Error("404.html already holds a policy <meta>");
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const firstScript = scriptTags(html)[0];
  if (!charset || (firstScript && firstScript.start < charset.index))
    throw new Error(
      "404.html has no charset <meta> before its scripts to put its policy after: React Router's output changed",
    );
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(metaPolicy(policy))}"/>`;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
