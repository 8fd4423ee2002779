// @ts-check
/**
 * The owner's sign-in page, `/api/owner/sign-in`, sent by the function itself (owner-page.mjs).
 * An invite link opens it with `#invite=`, which never reaches a server log; `?return=` names
 * the owner's page to go back to.
 */
import { html, ownerPage } from "./owner-page.mjs";
import { signInPageScript, webAuthnJson } from "./sign-in-page-script.mjs";

/** The owner's page listing the devices that sign in, and adding or removing one (devices-page.mjs). */
export const devicesPagePath = "/api/owner/your-devices";

/**
 * Where a signed-in owner goes back to: only the owner's own pages (with the part of the page
 * named after `#`, such as the job page's list of jobs), or the editor's sign-in step that sent
 * the owner here (its query is the editor's PKCE request).
 * @param {string | null} asked
 */
export function returnTarget(asked) {
  if (asked && /^\/admin(?:\/[\w/-]*)?(?:#[\w-]+)?$/.test(asked)) return asked;
  if (asked === devicesPagePath) return asked;
  if (asked && /^\/api\/owner\/authorize\?[\w.~%&=+*-]*$/.test(asked)) return asked;
  return "/admin/";
}

/**
 * @param {Request} request
 * @param {[string, string]} header  the header the page's requests carry
 */
export function signInPage(request, header) {
  const returnTo = returnTarget(new URL(request.url).searchParams.get("return"));
  const main = `<section id="sign-in"><h1>Sign in to edit the site</h1>
<p>Use the Face ID, fingerprint or PIN of a phone or computer you have set up.</p>
<button type="button" id="sign-in-button">Sign in with Face ID or fingerprint</button></section>
<section id="enrol" hidden><h1>Set up this device</h1>
<p>This link works once. After this, you sign in on this device with Face ID, your fingerprint or its PIN.</p>
<form id="enrol-form"><label for="device-name">Name this device</label>
<input id="device-name" name="name" autocomplete="off" maxlength="60" value="My phone" required>
<button type="submit">Set up Face ID or fingerprint sign-in</button></form></section>
<p id="status" role="status" aria-live="polite"></p>
<noscript><p>Signing in needs JavaScript: turn it on for this site.</p></noscript>
<p><a href="${html(returnTo)}">Back</a></p>`;
  return ownerPage({
    title: "Sign in to edit the site",
    main,
    script: { run: signInPageScript, data: { returnTo, header }, helpers: webAuthnJson },
  });
}
