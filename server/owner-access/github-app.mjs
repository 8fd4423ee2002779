// @ts-check
/**
 * The site's GitHub App: the function signs the App's JWT with its private key and swaps it for
 * an installation token narrowed to this one repository and to writing its contents. The token
 * is kept in this function's memory for at most its hour and never leaves the function.
 */
import { Refusal } from "./refusal.mjs";
import { toBase64Url } from "./signed.mjs";

/** @typedef {import("./settings.mjs").Settings} Settings */

const apiVersion = "2022-11-28";
/** A token is renewed this long before GitHub's expiry, so no request carries one about to lapse. */
const renewBefore = 5 * 60_000;
const hour = 60 * 60_000;

/** @param {number} length */
function derLength(length) {
  if (length < 0x80) return [length];
  const bytes = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

/**
 * GitHub hands out keys as PKCS #1 ("BEGIN RSA PRIVATE KEY"); Web Crypto reads PKCS #8 only,
 * which wraps the same key with the RSA algorithm's identifier.
 * @param {string} pem
 */
export function pkcs8FromPem(pem) {
  const body = pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  const der = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  if (!pem.includes("BEGIN RSA PRIVATE KEY")) return der;
  const algorithm = [
    0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
  ];
  const octets = [0x04, ...derLength(der.length), ...der];
  const inner = [...algorithm, ...octets];
  return new Uint8Array([0x30, ...derLength(inner.length), ...inner]);
}

/**
 * The App's JWT: valid ten minutes at most, as GitHub requires, issued a minute early against
 * clock drift.
 * @param {Settings} settings @param {number} now
 */
async function appJwt(settings, now) {
  const key = await crypto.subtle.importKey(
    "pkcs8",
    pkcs8FromPem(settings.privateKey),
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const seconds = Math.floor(now / 1000);
  const part = (/** @type {object} */ value) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  const unsigned = `${part({ alg: "RS256", typ: "JWT" })}.${part({ iat: seconds - 60, exp: seconds + 540, iss: settings.appId })}`;
  const signature = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, new TextEncoder().encode(unsigned));
  return `${unsigned}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * Installation tokens, kept per function instance until shortly before they lapse.
 * @param {typeof fetch} fetchImpl @param {() => number} now
 */
export function installationTokens(fetchImpl, now) {
  /** @type {Map<string, { token: string, renewAt: number }>} */
  const cache = new Map();
  /** @param {Settings} settings @returns {Promise<string>} */
  return async function tokenFor(settings) {
    const cacheKey = `${settings.apiUrl} ${settings.installationId} ${settings.repository}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.renewAt > now()) return cached.token;
    const issued = now();
    const answer = await fetchImpl(
      `${settings.apiUrl}/app/installations/${encodeURIComponent(settings.installationId)}/access_tokens`,
      {
        method: "POST",
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${await appJwt(settings, issued)}`,
          "Content-Type": "application/json",
          "X-GitHub-Api-Version": apiVersion,
          "User-Agent": "site-owner-access",
        },
        // Narrowed to this repository and to its contents, whatever else the App may be given later.
        body: JSON.stringify({ repositories: [settings.repository.split("/")[1]], permissions: { contents: "write" } }),
      },
    );
    const body = /** @type {{ token?: unknown, expires_at?: unknown, message?: unknown }} */ (
      await answer.json().catch(() => ({}))
    );
    if (answer.status !== 201 || typeof body.token !== "string") {
      // GitHub's words name the App and its settings: the host's log keeps them, a caller never
      // signed in gets one line.
      const said = typeof body.message === "string" ? body.message : "no token in the answer";
      console.error(`GitHub did not give the site's App a token (HTTP ${answer.status}): ${said}`);
      throw new Refusal(502, "GitHub did not let the site in: try again in a few minutes; the site's log says why.");
    }
    const expires = Math.min(Date.parse(String(body.expires_at)) || issued + hour, issued + hour);
    cache.set(cacheKey, { token: body.token, renewAt: expires - renewBefore });
    return body.token;
  };
}

/**
 * A request to this repository's part of GitHub's API with the installation token.
 * @param {typeof fetch} fetchImpl @param {Settings} settings @param {string} token
 * @param {string} method @param {string} path  below /repos/{owner}/{name}, starting with `/`
 * @param {{ body?: BodyInit | null, contentType?: string | null, accept?: string | null }} [extra]
 */
export function repoRequest(fetchImpl, settings, token, method, path, extra = {}) {
  /** @type {Record<string, string>} */
  const headers = {
    Accept: extra.accept ?? "application/vnd.github+json",
    Authorization: `Bearer ${token}`,
    "X-GitHub-Api-Version": apiVersion,
    "User-Agent": "site-owner-access",
  };
  if (extra.contentType) headers["Content-Type"] = extra.contentType;
  return fetchImpl(`${settings.apiUrl}/repos/${settings.repository}${path}`, {
    method,
    headers,
    body: extra.body ?? null,
  });
}
