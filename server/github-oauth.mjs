// @ts-check
/**
 * GitHub sign-in for the site editor on hosts without Netlify's OAuth service (Cloudflare
 * Pages): `functions/api/auth/` runs these on the site's own origin. The editor opens
 * `/api/auth` in a popup; GitHub sends the owner back to `/api/auth/callback`, which swaps the
 * code for a token and hands it to the editor window with Decap's `postMessage` handshake, to
 * that window's origin only when it is the site's own.
 */

/** @param {string | null} cookie @param {string} name */
function cookieValue(cookie, name) {
  return (cookie ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

/**
 * Step one: off to GitHub, with a one-time state kept in a cookie the callback checks.
 * @param {{ requestUrl: string, clientId: string, state: string }} options
 * @returns {Response}
 */
export function authorizeRedirect({ requestUrl, clientId, state }) {
  const url = new URL(requestUrl);
  const github = new URL("https://github.com/login/oauth/authorize");
  github.searchParams.set("client_id", clientId);
  github.searchParams.set("redirect_uri", `${url.origin}/api/auth/callback`);
  github.searchParams.set("scope", url.searchParams.get("scope") || "repo");
  github.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: github.href,
      "Set-Cookie": `editor_oauth_state=${state}; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * Step two: check the state, swap the code for a token, and answer with the page that passes
 * it to the editor.
 * @param {{ request: Request, clientId: string, clientSecret: string, nonce: string,
 *   fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<Response>}
 */
export async function callbackResponse({ request, clientId, clientSecret, nonce, fetch = globalThis.fetch }) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const expected = cookieValue(request.headers.get("Cookie"), "editor_oauth_state");
  if (!code || !state || state !== expected)
    return resultPage(url.origin, nonce, { error: "Sign-in expired; try again." });
  const answer = await fetch("https://github.com/login/oauth/access_token", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code }),
  });
  const body = answer.ok ? await answer.json() : {};
  if (typeof body.access_token !== "string")
    return resultPage(url.origin, nonce, { error: body.error_description || "GitHub did not sign you in." });
  return resultPage(url.origin, nonce, { token: body.access_token });
}

/**
 * @param {string} origin  The site's own origin: the only one the token may go to.
 * @param {string} nonce
 * @param {{ token: string } | { error: string }} result
 */
function resultPage(origin, nonce, result) {
  const message =
    "token" in result
      ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: result.error })}`;
  // JSON.stringify of a string is a safe script literal once `<` cannot close the element.
  const literal = (/** @type {string} */ text) => JSON.stringify(text).replace(/</g, "\\u003c");
  const html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"/><title>Signing in</title></head>
<body><p>Signing in to the site editor...</p>
<script nonce="${nonce}">
(function () {
  var origin = ${literal(origin)};
  var message = ${literal(message)};
  window.addEventListener("message", function receive(event) {
    if (event.origin !== origin || !window.opener) return;
    window.opener.postMessage(message, origin);
    window.removeEventListener("message", receive);
  });
  if (window.opener) window.opener.postMessage("authorizing:github", origin);
})();
</script></body></html>`;
  return new Response(html, {
    status: "token" in result ? 200 : 401,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "Set-Cookie": "editor_oauth_state=; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=0",
      "X-Robots-Tag": "noindex",
    },
  });
}
