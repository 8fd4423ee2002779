// @ts-check
/**
 * Fresh Face ID: what changes who can sign in (an invite, a removal) needs, besides the session, a
 * passkey answer with user verification (Face ID, a fingerprint or the PIN) from this device in
 * the last five minutes. Signing in, enrolling and the devices page's own confirmation each give
 * one: a signed cookie naming the session, so it is worth nothing to another session or device.
 */
import { faceIdCookie, readCookie, setCookie } from "./cookies.mjs";
import { sign, verify } from "./signed.mjs";

/** How long a Face ID answer counts as fresh. */
export const faceIdFreshFor = 5 * 60_000;

/** What a device without a fresh Face ID reads. */
export const faceIdNeeded =
  "This change needs Face ID, fingerprint or PIN from the last five minutes: confirm it's you.";

/** What the site editor or the job page shows when a publish changes where customers' details go. */
export const faceIdNeededToPublish =
  "Changing where customers' details go needs Face ID: open Your devices, tap Confirm it's you, then publish again.";

/**
 * The Set-Cookie saying this session's device answered with Face ID now.
 * @param {import("./passkeys.mjs").PasskeyContext} context @param {string} sessionId
 */
export async function faceIdProof(context, sessionId) {
  const value = await sign(
    context.settings.sessionSecret,
    "face-id",
    { session: sessionId },
    context.now() + faceIdFreshFor,
  );
  return setCookie(faceIdCookie, value, faceIdFreshFor / 1000);
}

/**
 * Whether this request carries a fresh Face ID of its own session.
 * @param {import("./passkeys.mjs").PasskeyContext} context @param {Request} request @param {{ id: string }} session
 */
export async function hasFreshFaceId(context, request, session) {
  const checked = await verify(
    context.settings.sessionSecret,
    "face-id",
    readCookie(request, faceIdCookie),
    context.now(),
  );
  return !("refused" in checked) && checked.data.session === session.id;
}
