// @ts-check
/**
 * The owner's sign-in page, `/api/owner/sign-in`, sent by the function itself: a small page of
 * its own (no framework, nothing added to the visitors' pages or their route list), with a
 * policy that allows its one inline script by nonce. An invite link opens it with `#invite=`,
 * which never reaches a server log; `?return=` names the owner's page to go back to.
 */
import { randomId } from "./signed.mjs";
import { signInPageScript, webAuthnJson } from "./sign-in-page-script.mjs";

/**
 * Where a signed-in owner goes back to: only the owner's own pages, or the editor's sign-in
 * step that sent the owner here (its query is the editor's PKCE request).
 * @param {string | null} asked
 */
export function returnTarget(asked) {
  if (asked && /^\/admin(?:\/[\w/-]*)?$/.test(asked)) return asked;
  if (asked && /^\/api\/owner\/authorize\?[\w.~%&=+*-]*$/.test(asked)) return asked;
  return "/admin/";
}

const styles = `
body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1c2b1f;background:#f6f5ef}
main{max-width:26rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
button{display:block;width:100%;min-height:3rem;margin:1rem 0;border:0;border-radius:.5rem;background:#2f5d3a;color:#fff;font:inherit;font-weight:600}
button:focus-visible,input:focus-visible{outline:3px solid #c77d12;outline-offset:2px}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;min-height:3rem;padding:.5rem;border:1px solid #5c6b5f;border-radius:.5rem;font:inherit}
#status{min-height:3em}`;

/** @param {string} text */
const html = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * @param {Request} request
 * @param {[string, string]} header  the header the page's requests carry
 */
export function signInPage(request, header) {
  const nonce = randomId();
  const returnTo = returnTarget(new URL(request.url).searchParams.get("return"));
  const page = JSON.stringify({ returnTo, header }).replace(/</g, "\\u003c");
  const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign in to edit the site</title><style nonce="${nonce}">${styles}</style></head>
<body><main>
<section id="sign-in"><h1>Sign in to edit the site</h1>
<p>Use the Face ID, fingerprint or PIN of a phone or computer you have set up.</p>
<button type="button" id="sign-in-button">Sign in with Face ID or fingerprint</button></section>
<section id="enrol" hidden><h1>Set up this device</h1>
<p>This link works once. After this, you sign in on this device with Face ID, your fingerprint or its PIN.</p>
<form id="enrol-form"><label for="device-name">Name this device</label>
<input id="device-name" name="name" autocomplete="off" maxlength="60" value="My phone" required>
<button type="submit">Set up Face ID or fingerprint sign-in</button></form></section>
<p id="status" role="status" aria-live="polite"></p>
<noscript><p>Signing in needs JavaScript: turn it on for this site.</p></noscript>
<p><a href="${html(returnTo)}">Back</a></p>
</main><script nonce="${nonce}">(${signInPageScript.toString()})(${page}, (${webAuthnJson.toString()})());</script></body></html>`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
      "X-Robots-Tag": "noindex",
    },
  });
}
