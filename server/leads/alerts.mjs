// @ts-check
/**
 * Lead alerts on the owner's devices. Each signed-in device may keep one push subscription in
 * its own entry of the passkeys file, sealed (keys.mjs) as `sealedPushSubscription`, so removing
 * the device removes its alerts with it. The owner-access handler routes:
 *   GET    /api/owner/alerts   the key the browser subscribes with, and whether this device has alerts
 *   PUT    /api/owner/alerts   `{ "subscription": PushSubscriptionJSON }`: alerts on (a fresh Face ID,
 *                              as a subscription decides where customers' details go)
 *   DELETE /api/owner/alerts   alerts off
 */
import { Refusal } from "../owner-access/refusal.mjs";
import { fromBase64Url } from "../owner-access/signed.mjs";
import { sealSubscription, vapidKeys } from "./keys.mjs";

/** Push services' endpoints run to a few hundred characters; this leaves room and bounds the file. */
const longestEndpoint = 2048;

/**
 * @typedef {import("../owner-access/passkeys.mjs").PasskeyContext} PasskeyContext
 * @typedef {import("../owner-access/credentials.mjs").Passkey} Passkey
 */

/** @param {PasskeyContext} context @param {Passkey} passkey */
export async function alertsState(context, passkey) {
  const { publicKey } = await vapidKeys(context.settings.sessionSecret);
  return { applicationServerKey: publicKey, on: Boolean(passkey.sealedPushSubscription) };
}

/**
 * Keeps this device's subscription, in place of any it had.
 * @param {PasskeyContext} context @param {Passkey} passkey @param {Record<string, any>} body
 */
export async function turnAlertsOn(context, passkey, body) {
  const subscription = await subscriptionFrom(body.subscription);
  const sealed = await sealSubscription(context.settings.sessionSecret, passkey.device, subscription);
  await changeOwnEntry(context, passkey, sealed, `Turn lead alerts on for ${passkey.name}`);
  return { on: true };
}

/** @param {PasskeyContext} context @param {Passkey} passkey */
export async function turnAlertsOff(context, passkey) {
  await changeOwnEntry(context, passkey, undefined, `Turn lead alerts off for ${passkey.name}`);
  return { on: false };
}

/**
 * @param {PasskeyContext} context @param {Passkey} passkey
 * @param {string | undefined} sealed @param {string} message
 */
async function changeOwnEntry(context, passkey, sealed, message) {
  await context.credentials.change((file) => {
    if (!file.passkeys.some((key) => key.device === passkey.device))
      throw new Refusal(401, "This device was removed from the site's devices: sign in from a device on the list.");
    const passkeys = file.passkeys.map((key) => {
      if (key.device !== passkey.device) return key;
      const changed = { ...key, sealedPushSubscription: sealed };
      if (!sealed) delete changed.sealedPushSubscription;
      return changed;
    });
    return { ...file, passkeys };
  }, message);
}

/**
 * What a browser's `PushSubscription.toJSON()` sent, checked: an https endpoint, `p256dh` a point
 * of P-256 (65 bytes, uncompressed), `auth` 16 bytes, both base64url. Only these are kept.
 * @param {unknown} sent @returns {Promise<import("./keys.mjs").PushSubscriptionKeys>}
 */
async function subscriptionFrom(sent) {
  const { endpoint, keys } = /** @type {{ endpoint?: unknown, keys?: { p256dh?: unknown, auth?: unknown } }} */ (
    sent && typeof sent === "object" ? sent : {}
  );
  if (typeof endpoint !== "string" || endpoint.length > longestEndpoint || !URL.canParse(endpoint))
    throw new Refusal(400, "The subscription's endpoint is not an address.");
  if (new URL(endpoint).protocol !== "https:") throw new Refusal(400, "The subscription's endpoint is not https.");
  const p256dh = bytesOf(keys?.p256dh);
  if (p256dh?.byteLength !== 65 || p256dh[0] !== 0x04 || !(await isCurvePoint(p256dh)))
    throw new Refusal(400, "The subscription's p256dh key is not a P-256 public key.");
  if (bytesOf(keys?.auth)?.byteLength !== 16) throw new Refusal(400, "The subscription's auth secret is not 16 bytes.");
  return { endpoint, keys: { p256dh: /** @type {string} */ (keys?.p256dh), auth: /** @type {string} */ (keys?.auth) } };
}

/** The bytes of a base64url text, or undefined for anything else. @param {unknown} text */
function bytesOf(text) {
  if (typeof text !== "string" || !/^[\w-]{1,200}$/.test(text)) return undefined;
  try {
    return fromBase64Url(text);
  } catch {
    return undefined;
  }
}

/** Web Crypto refuses a point that is not on the curve. @param {Uint8Array<ArrayBuffer>} point */
async function isCurvePoint(point) {
  try {
    await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}
