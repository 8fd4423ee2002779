// @ts-check
/**
 * The site editor's sign-in: Decap's git-gateway backend with `auth_type: pkce` sends the owner
 * to `auth_endpoint` (a full-page visit, no popup) and swaps the code it gets back for a token
 * at `auth_token_endpoint`, proving with its PKCE verifier that it asked. A device signed in
 * with its passkey gets a code at once; one that is not goes through the sign-in page first.
 * The token is the session's gateway token: worth nothing without the session's cookie.
 */
import { checkSession, gatewayToken } from "./session.mjs";
import { Refusal } from "./refusal.mjs";
import { hmac, sign, toBase64Url, verify } from "./signed.mjs";
import { returnTarget } from "./sign-in-page.mjs";

/** A code must be swapped within two minutes. */
const codeLifetime = 2 * 60_000;

/** @typedef {import("./passkeys.mjs").PasskeyContext} PasskeyContext */

/** A redirect whose headers the handler may still add to (Response.redirect's are frozen). @param {string} location */
const redirect = (location) => new Response(null, { status: 302, headers: { Location: location } });

/** The editor's own page only: a code is never sent anywhere else. @param {PasskeyContext} context @param {string | null} uri */
function editorAddress(context, uri) {
  let url;
  try {
    url = new URL(uri ?? "");
  } catch {
    throw new Refusal(400, "The editor's sign-in needs its redirect_uri.");
  }
  const editorPage = url.pathname.startsWith("/admin") && returnTarget(url.pathname) === url.pathname;
  if (url.origin !== context.settings.siteOrigin || !editorPage || url.search)
    throw new Refusal(400, `The editor's sign-in returns to this site's /admin/ only, not ${url.href}.`);
  return url;
}

/**
 * GET auth_endpoint: back to the editor with a code, or to the sign-in page first.
 * @param {PasskeyContext} context @param {Request} request
 */
export async function authorize(context, request) {
  const asked = new URL(request.url).searchParams;
  const back = editorAddress(context, asked.get("redirect_uri"));
  const challenge = asked.get("code_challenge") ?? "";
  if (
    asked.get("response_type") !== "code" ||
    asked.get("code_challenge_method") !== "S256" ||
    !/^[\w-]{43}$/.test(challenge)
  )
    throw new Refusal(400, "The editor's sign-in needs a PKCE challenge (S256).");
  const session = await checkSession(context, request).catch(() => undefined);
  if (!session) {
    const here = `${new URL(request.url).pathname}?${asked}`;
    return redirect(`${context.settings.siteOrigin}/api/owner/sign-in?return=${encodeURIComponent(here)}`);
  }
  const bound = await hmac(context.settings.sessionSecret, "code-session", session.value);
  const code = await sign(
    context.settings.sessionSecret,
    "code",
    { challenge, back: back.href, session: bound },
    context.now() + codeLifetime,
  );
  back.searchParams.set("code", code);
  back.searchParams.set("state", asked.get("state") ?? "");
  return redirect(back.href);
}

/**
 * POST auth_token_endpoint: the code, its verifier and this device's session cookie buy the
 * session's gateway token, once.
 * @param {PasskeyContext} context @param {Request} request @param {Record<string, any>} body
 */
export async function exchangeCode(context, request, body) {
  const checked = await verify(context.settings.sessionSecret, "code", body.code, context.now());
  if ("refused" in checked) throw new Refusal(400, `The editor's sign-in code is ${checked.refused}: sign in again.`);
  const { challenge, back, session: bound } = checked.data;
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(String(body.code_verifier ?? ""))),
  );
  if (toBase64Url(digest) !== challenge)
    throw new Refusal(400, "The editor's sign-in code was not asked for by this editor.");
  if (body.redirect_uri !== back) throw new Refusal(400, "The editor's sign-in code was made for another page.");
  const session = await checkSession(context, request);
  if ((await hmac(context.settings.sessionSecret, "code-session", session.value)) !== bound)
    throw new Refusal(401, "The editor's sign-in code belongs to another session: sign in again.");
  if (context.usedChallenges.has(String(challenge)))
    throw new Refusal(400, "The editor's sign-in code was used already.");
  context.usedChallenges.set(String(challenge), checked.data.expires);
  return {
    access_token: await gatewayToken(context.settings, session.value),
    token_type: "bearer",
    expires_in: Math.floor((session.expires - context.now()) / 1000),
    // Decap names the commits' author and the signed-in user from these.
    email: `owner@${context.settings.rpId}`,
    user_metadata: { full_name: session.passkey.name },
  };
}
