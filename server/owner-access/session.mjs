// @ts-check
/**
 * A signed-in device's session: a signed value in a `__Host-` cookie naming the device's passkey,
 * ending at most 30 days after the passkey signed in (never renewed past that). Each request
 * checks that the device is still in the passkeys file and that it has not signed out since
 * (its `generation`), so removing a device or signing out ends its sessions on every instance,
 * within the minute a reading of the file is kept (credentials.mjs).
 */
import { faceIdCookie, readCookie, sessionCookie, setCookie } from "./cookies.mjs";
import { faceIdProof } from "./face-id.mjs";
import { Refusal } from "./refusal.mjs";
import { hmac, randomId, sign, verify } from "./signed.mjs";

export const sessionLifetime = 30 * 24 * 60 * 60_000;

/** @typedef {import("./passkeys.mjs").PasskeyContext} PasskeyContext */

/**
 * The Set-Cookies of a new session, and of its fresh Face ID: a session starts with one.
 * @param {PasskeyContext} context @param {import("./credentials.mjs").Passkey} passkey
 */
export async function startSession(context, passkey) {
  const id = randomId();
  const value = await sign(
    context.settings.sessionSecret,
    "session",
    { device: passkey.device, generation: passkey.generation ?? 0, id },
    context.now() + sessionLifetime,
  );
  return [setCookie(sessionCookie, value, sessionLifetime / 1000), await faceIdProof(context, id)];
}

/**
 * Signs this request's device out everywhere: its sessions, in every browser and on every
 * instance, end with the next generation. The Set-Cookies clear this browser's cookies.
 * @param {PasskeyContext} context @param {Request} request
 */
export async function endSession(context, request) {
  const session = await checkSession(context, request).catch((error) => {
    if (error instanceof Refusal) return undefined;
    throw error;
  });
  if (session)
    await context.credentials.change((file) => {
      const passkeys = file.passkeys.map((key) =>
        key.device === session.passkey.device ? { ...key, generation: (key.generation ?? 0) + 1 } : key,
      );
      return { ...file, passkeys };
    }, `Sign ${session.passkey.name} out`);
  return [setCookie(sessionCookie, "", 0), setCookie(faceIdCookie, "", 0)];
}

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
  if (checked.data.generation !== (passkey.generation ?? 0))
    throw new Refusal(401, "This device was signed out: sign in again.");
  return { passkey, id: String(checked.data.id), expires: checked.data.expires, value: /** @type {string} */ (value) };
}

/**
 * The token the editor and the job page send to the gateway: derived from the session cookie,
 * so it is worth nothing without that cookie, which scripts cannot read.
 * @param {import("./settings.mjs").Settings} settings @param {string} sessionValue
 */
export function gatewayToken(settings, sessionValue) {
  return hmac(settings.sessionSecret, "gateway", sessionValue);
}
