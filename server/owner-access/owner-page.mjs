// @ts-check
/**
 * The owner's own small pages sent by the function (the sign-in page, the devices page): no
 * framework, nothing added to the visitors' pages or their route list, and a policy that allows
 * the page's one inline script and its styles by a nonce of their own.
 */
import { randomId } from "./signed.mjs";

const styles = `
body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1c2b1f;background:#f6f5ef}
main{max-width:26rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;line-height:1.3;margin:2rem 0 .5rem}
button{display:block;width:100%;min-height:3rem;margin:1rem 0;border:0;border-radius:.5rem;background:#2f5d3a;color:#fff;font:inherit;font-weight:600}
button.quiet{background:#fff;color:#1c2b1f;border:1px solid #5c6b5f}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #c77d12;outline-offset:2px}
a{color:#1f4a2a}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;min-height:3rem;padding:.5rem;border:1px solid #5c6b5f;border-radius:.5rem;font:inherit}
#status{min-height:3em}`;

/** Text as HTML. @param {string} text */
export const html = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A whole page: `script` is a function run with `data` once the page is read (its source is sent
 * inline, so the page needs no other request before its buttons work), and after `data` what
 * each of its `helpers` gives, in order.
 * @param {{ title: string, main: string, moreStyles?: string, status?: number,
 *   script?: { run: Function, data: unknown, helpers?: Function | Function[] }, workers?: boolean }} page
 *   `workers`: the page registers the inbox's service worker (the devices page, for lead alerts).
 */
export function ownerPage({ title, main, moreStyles = "", status = 200, script, workers = false }) {
  const nonce = randomId();
  const data = JSON.stringify(script?.data ?? null).replace(/</g, "\\u003c");
  const helpers = [script?.helpers ?? []]
    .flat()
    .map((helper) => `, (${helper.toString()})()`)
    .join("");
  const scriptTag = script ? `<script nonce="${nonce}">(${script.run.toString()})(${data}${helpers});</script>` : "";
  const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${html(title)}</title><style nonce="${nonce}">${styles}${moreStyles}</style></head>
<body><main>
${main}
</main>${scriptTag}</body></html>`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ${workers ? "worker-src 'self'; " : ""}connect-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
      "X-Robots-Tag": "noindex",
    },
  });
}
