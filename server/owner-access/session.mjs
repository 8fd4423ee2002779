// @ts-check
/**
 * A signed-in device's session: a signed value in a `__Host-` cookie naming the device's passkey,
 * ending at most 30 days after the passkey signed in (never renewed past that). Each request
 * checks that the passkey is still in the passkeys file, so removing a device ends its sessions.
 */
import { readCookie, sessionCookie, setCookie } from "./cookies.mjs";
import { Refusal } from "./refusal.mjs";
import { hmac, randomId, sign, verify } from "./signed.mjs";

export const sessionLifetime = 30 * 24 * 60 * 60_000;

/** @typedef {import("./passkeys.mjs").PasskeyContext} PasskeyContext */

/** The Set-Cookie of a new session. @param {PasskeyContext} context @param {import("./credentials.mjs").Passkey} passkey */
export async function startSession(context, passkey) {
  const value = await sign(
    context.settings.sessionSecret,
    "session",
    { device: passkey.device, id: randomId() },
    context.now() + sessionLifetime,
  );
  return setCookie(sessionCookie, value, sessionLifetime / 1000);
}

export const endSession = setCookie(sessionCookie, "", 0);

/**
 * The session this request carries, refused when missing, altered, expired or its passkey removed.
 * @param {PasskeyContext} context @param {Request} request
 */
export async function checkSession(context, request) {
  const value = readCookie(request, sessionCookie);
  const checked = await verify(context.settings.sessionSecret, "session", value, context.now());
  if ("refused" in checked)
    throw new Refusal(401, checked.refused === "expired" ? "Your session has ended: sign in again." : "Sign in first.");
  const file = await context.credentials.read();
  const passkey = file.passkeys.find((key) => key.device === checked.data.device);
  if (!passkey)
    throw new Refusal(401, "This device was removed from the site's devices: sign in from a device on the list.");
  return { passkey, expires: checked.data.expires, value: /** @type {string} */ (value) };
}

/**
 * The token the editor and the job page send to the gateway: derived from the session cookie,
 * so it is worth nothing without that cookie, which scripts cannot read.
 * @param {import("./settings.mjs").Settings} settings @param {string} sessionValue
 */
export function gatewayToken(settings, sessionValue) {
  return hmac(settings.sessionSecret, `gateway ${sessionValue}`);
}
