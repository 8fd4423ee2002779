// @ts-check
/**
 * The two keys lead alerts need, both derived from OWNER_SESSION_SECRET by HKDF-SHA-256 with a
 * purpose of their own (signed.mjs), so the host needs no new setting and one key tells nothing
 * of another or of the session keys:
 * - the VAPID key pair (RFC 8292) that signs every push, whose public half each browser is given
 *   as `applicationServerKey` when the owner turns alerts on;
 * - the AES-GCM key that seals each device's push subscription in the passkeys file, which may be
 *   public: a subscription's endpoint and keys let whoever holds them wake the owner's phone.
 * Changing the secret changes both: every device's alerts stop (their subscriptions name the old
 * public key and no longer open), and the owner turns alerts on again on each device.
 * Web Crypto only, so Node and workerd run the same code.
 */
import { derivedBits, fromBase64Url, toBase64Url } from "../owner-access/signed.mjs";

/** The order of P-256's base point (SEC 2, 2.4.2): a private key is a number from 1 below it. */
const curveOrder = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/**
 * PKCS #8 of a P-256 private key up to its 32 bytes, the optional public key left out (RFC 5915):
 * Web Crypto's JWK import wants the public point too, PKCS #8 lets the runtime compute it.
 */
const pkcs8Prefix = Uint8Array.from([
  0x30, 0x41, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a,
  0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x04, 0x27, 0x30, 0x25, 0x02, 0x01, 0x01, 0x04, 0x20,
]);

/**
 * 32 derived bytes that are a valid private key. HKDF's output is below the order but for a
 * chance of about 2^-32; such an output, or zero, is drawn again with a counter in the purpose.
 * @param {string} secret
 */
async function vapidScalar(secret) {
  for (let counter = 0; counter < 8; counter += 1) {
    const bits = await derivedBits(secret, counter === 0 ? "web-push-vapid" : `web-push-vapid ${counter}`);
    const value = BigInt(`0x${Array.from(bits, (byte) => byte.toString(16).padStart(2, "0")).join("")}`);
    if (value > 0n && value < curveOrder) return bits;
  }
  throw new Error("No VAPID key could be derived from the session secret.");
}

/**
 * @typedef {{ publicKey: string, privateKey: string }} VapidKeys  the public key as the raw
 *   uncompressed point and the private key as JWK `d`, both base64url, as the push library takes them
 */

/** @param {string} secret @returns {Promise<VapidKeys>} */
async function deriveVapidKeys(secret) {
  const pkcs8 = new Uint8Array([...pkcs8Prefix, ...(await vapidScalar(secret))]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, { name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const jwk = await crypto.subtle.exportKey("jwk", key);
  const point = new Uint8Array([0x04, ...fromBase64Url(jwk.x ?? ""), ...fromBase64Url(jwk.y ?? "")]);
  return { publicKey: toBase64Url(point), privateKey: jwk.d ?? "" };
}

/** @type {Map<string, Promise<VapidKeys>>} */
const vapidKeysBySecret = new Map();

/** The site's VAPID key pair, the same on every instance for one secret. @param {string} secret */
export function vapidKeys(secret) {
  let keys = vapidKeysBySecret.get(secret);
  if (!keys) {
    keys = deriveVapidKeys(secret);
    vapidKeysBySecret.set(secret, keys);
  }
  return keys;
}

/** @type {Map<string, Promise<CryptoKey>>} */
const sealingKeys = new Map();

/** @param {string} secret */
function sealingKey(secret) {
  let key = sealingKeys.get(secret);
  if (!key) {
    key = derivedBits(secret, "push-subscriptions").then((bits) =>
      crypto.subtle.importKey("raw", bits, "AES-GCM", false, ["encrypt", "decrypt"]),
    );
    sealingKeys.set(secret, key);
  }
  return key;
}

/**
 * @typedef {{ endpoint: string, keys: { p256dh: string, auth: string } }} PushSubscriptionKeys
 */

/**
 * A subscription sealed for one device's entry: base64url of a random 12-byte IV and the AES-GCM
 * ciphertext. The device's id is the additional data, so a sealed value copied to another entry
 * does not open.
 * @param {string} secret @param {string} device @param {PushSubscriptionKeys} subscription
 */
export async function sealSubscription(secret, device, subscription) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(subscription));
  const additionalData = new TextEncoder().encode(device);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, await sealingKey(secret), plain);
  return toBase64Url(new Uint8Array([...iv, ...new Uint8Array(sealed)]));
}

/**
 * The subscription a device's entry holds, or undefined when it does not open (sealed under
 * another secret, or altered).
 * @param {string} secret @param {string} device @param {string} sealed
 * @returns {Promise<PushSubscriptionKeys | undefined>}
 */
export async function openSubscription(secret, device, sealed) {
  try {
    const bytes = fromBase64Url(sealed);
    const additionalData = new TextEncoder().encode(device);
    const params = { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData };
    const plain = await crypto.subtle.decrypt(params, await sealingKey(secret), bytes.slice(12));
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
}
