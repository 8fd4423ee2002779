// @ts-check
/**
 * Small values the site signs and reads back (an invite, a sign-in challenge, a session), so
 * that no server keeps state: `payload.signature`, both base64url, the payload JSON with the
 * value's purpose and its expiry. HMAC-SHA-256 with the session secret, through Web Crypto so
 * that Node and workerd run the same code.
 */

const encoder = new TextEncoder();

/** @param {Uint8Array} bytes */
export function toBase64Url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} text @returns {Uint8Array<ArrayBuffer>} */
export function fromBase64Url(text) {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** @param {number} length */
export function randomId(length = 16) {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(length)));
}

/** @type {Map<string, Promise<CryptoKey>>} */
const keys = new Map();

/** @param {string} secret */
function hmacKey(secret) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** @param {string} secret @param {string} text */
export async function hmac(secret, text) {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text))));
}

/**
 * @param {string} secret
 * @param {string} purpose  what the value is for: a value signed for one purpose is refused for another
 * @param {Record<string, unknown>} data
 * @param {number} expires  milliseconds since the epoch
 */
export async function sign(secret, purpose, data, expires) {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ ...data, purpose, expires })));
  return `${payload}.${await hmac(secret, payload)}`;
}

/**
 * The data of a value this site signed for `purpose`, or why it is refused.
 * @param {string} secret @param {string} purpose @param {string | undefined | null} value @param {number} now
 * @returns {Promise<{ data: Record<string, unknown> & { expires: number } } | { refused: "missing" | "altered" | "expired" }>}
 */
export async function verify(secret, purpose, value, now) {
  if (!value) return { refused: "missing" };
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return { refused: "altered" };
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64Url(signature),
      encoder.encode(payload),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { refused: "altered" };
  const data = JSON.parse(new TextDecoder().decode(fromBase64Url(payload)));
  if (data.purpose !== purpose) return { refused: "altered" };
  if (typeof data.expires !== "number" || data.expires <= now) return { refused: "expired" };
  return { data };
}
