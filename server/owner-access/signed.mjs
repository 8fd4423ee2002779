// @ts-check
/**
 * Small values the site signs and reads back (an invite, a sign-in challenge, a session), so
 * that no server keeps state: `payload.signature`, both base64url, the payload JSON with the
 * value's purpose and its expiry. HMAC-SHA-256 with a key for that purpose alone, derived from the
 * session secret by HKDF-SHA-256 (info: the purpose): a session, a challenge, an editor's code
 * and an invite are each signed with a key of their own, and one key tells nothing of another.
 * Web Crypto does both, so that Node and workerd run the same code.
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

/** HKDF's salt: fixed, as the secret is random already (RFC 5869, 3.1). */
const salt = encoder.encode("owner-access");

/** 32 bytes for one purpose, derived from `secret`. @param {string} secret @param {string} purpose */
export async function derivedBits(secret, purpose) {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveBits"]);
  const params = { name: "HKDF", hash: "SHA-256", salt, info: encoder.encode(purpose) };
  return new Uint8Array(await crypto.subtle.deriveBits(params, base, 256));
}

/**
 * A secret for one purpose, derived from `secret`, as text: what a tool that signs for that
 * purpose only may hold instead of the secret (`npm run invite` and the invite key).
 * @param {string} secret @param {string} purpose
 */
export async function derivedSecret(secret, purpose) {
  return toBase64Url(await derivedBits(secret, purpose));
}

/** @type {Map<string, Promise<CryptoKey>>} */
const keys = new Map();

/** The HMAC key of one purpose. @param {string} secret @param {string} purpose */
function hmacKey(secret, purpose) {
  const name = `${purpose}\u0000${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = derivedBits(secret, purpose).then((bits) =>
      crypto.subtle.importKey("raw", bits, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
    );
    keys.set(name, key);
  }
  return key;
}

/** @param {string} secret @param {string} purpose @param {string} text */
export async function hmac(secret, purpose, text) {
  const key = await hmacKey(secret, purpose);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text))));
}

/**
 * @param {string} secret
 * @param {string} purpose  what the value is for: a value signed for one purpose is refused for another
 * @param {Record<string, unknown>} data
 * @param {number} expires  milliseconds since the epoch
 */
export async function sign(secret, purpose, data, expires) {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ ...data, purpose, expires })));
  return `${payload}.${await hmac(secret, purpose, payload)}`;
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
      await hmacKey(secret, purpose),
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
