// @ts-check
/**
 * Enrolling a device by invite and signing in with its passkey (@simplewebauthn/server checks
 * the WebAuthn answers: origin, RP ID, challenge, signature, and user verification, which is
 * always required: Face ID, a fingerprint or the device's PIN). The challenge is random, signed
 * and short-lived in a `__Host-` cookie, so no server keeps it; it is used once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";

import { challengeCookie, readCookie, setCookie } from "./cookies.mjs";
import { Refusal } from "./refusal.mjs";
import { checkInvite, inviteOnFile, refuseSpentInvite, spendInvite } from "./invites.mjs";
import { fromBase64Url, randomId, sign, toBase64Url, verify } from "./signed.mjs";

/** A challenge must be answered within five minutes. */
export const challengeLifetime = 5 * 60_000;

/**
 * @typedef {{ settings: import("./settings.mjs").Settings, now: () => number,
 *   credentials: ReturnType<typeof import("./credentials.mjs").credentialsStore>,
 *   usedChallenges: Map<string, number> }} PasskeyContext
 * @typedef {import("./credentials.mjs").CredentialsFile} CredentialsFile
 */

/** A challenge cookie for one ceremony. @param {PasskeyContext} context @param {string} kind @param {Record<string, unknown>} more */
async function challengeFor(context, kind, more = {}) {
  const challenge = randomId(32);
  const value = await sign(
    context.settings.sessionSecret,
    "challenge",
    { challenge, kind, ...more },
    context.now() + challengeLifetime,
  );
  return { challenge, cookie: setCookie(challengeCookie, value, challengeLifetime / 1000) };
}

/**
 * The challenge this request's cookie holds, refused when missing, altered, expired, made for
 * another ceremony or spent already. Reading spends nothing: only an answer that verified spends
 * its challenge (spendChallenge), so answers that fail leave nothing behind to keep or search.
 * @param {PasskeyContext} context @param {Request} request @param {string} kind
 */
async function readChallenge(context, request, kind) {
  const checked = await verify(
    context.settings.sessionSecret,
    "challenge",
    readCookie(request, challengeCookie),
    context.now(),
  );
  if ("refused" in checked) throw new Refusal(400, `The sign-in challenge is ${checked.refused}: start again.`);
  const { challenge, kind: madeFor } = checked.data;
  if (madeFor !== kind || typeof challenge !== "string")
    throw new Refusal(400, "The sign-in challenge is for another step: start again.");
  refuseSpent(context, challenge);
  return /** @type {typeof checked.data & { challenge: string }} */ ({ ...checked.data, challenge });
}

/** @param {PasskeyContext} context @param {string} challenge */
function refuseSpent(context, challenge) {
  if (context.usedChallenges.has(challenge))
    throw new Refusal(400, "The sign-in challenge was used already: start again.");
}

/**
 * Spends a verified answer's challenge in this function instance (its five minutes bound the
 * rest), checked again with no wait between check and mark, so of two copies of one answer only
 * one passes. Challenges are spent in about the order they expire: the expired ones are dropped
 * from the oldest end, each once, and the first still valid ends the walk, so no answer scans
 * the list, which holds only the sign-ins of the last few minutes.
 * @param {PasskeyContext} context @param {{ challenge: string, expires: number }} spent
 */
function spendChallenge(context, { challenge, expires }) {
  for (const [oldest, until] of context.usedChallenges) {
    if (until > context.now()) break;
    context.usedChallenges.delete(oldest);
  }
  refuseSpent(context, challenge);
  context.usedChallenges.set(challenge, expires);
}

export const clearChallenge = setCookie(challengeCookie, "", 0);

/** Step one of enrolling: the options for `navigator.credentials.create`. @param {PasskeyContext} context @param {{ invite?: unknown }} body */
export async function enrolOptions(context, body) {
  const invite = await checkInvite(context, body.invite);
  let file = await context.credentials.read();
  // A device's invite made moments ago on another instance may be newer than this one's reading.
  if (!inviteOnFile(file, invite)) file = await context.credentials.read(0);
  refuseSpentInvite(file, invite);
  const { challenge, cookie } = await challengeFor(context, "enrol", { invite: invite.id });
  const options = await generateRegistrationOptions({
    rpName: "Site editor",
    rpID: context.settings.rpId,
    userName: `owner@${context.settings.rpId}`,
    userDisplayName: "Site owner",
    userID: crypto.getRandomValues(new Uint8Array(16)),
    challenge: fromBase64Url(challenge),
    attestationType: "none",
    excludeCredentials: file.passkeys.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { options, cookie };
}

/**
 * Step two: check the new passkey and commit it with the invite marked used, in one change of
 * the passkeys file. Of two phones racing for one invite, the file's compare-and-swap lets one in.
 * @param {PasskeyContext} context @param {Request} request @param {{ invite?: unknown, response?: any, name?: unknown }} body
 */
export async function enrol(context, request, body) {
  const invite = await checkInvite(context, body.invite);
  const challenge = await readChallenge(context, request, "enrol");
  if (challenge.invite !== invite.id)
    throw new Refusal(400, "The sign-in challenge is for another invite: start again.");
  const verification = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: String(challenge.challenge),
    expectedOrigin: context.settings.siteOrigin,
    expectedRPID: context.settings.rpId,
    requireUserVerification: true,
  }).catch((error) => ({ verified: /** @type {const} */ (false), error }));
  if (!verification.verified)
    throw new Refusal(
      400,
      "The passkey was not accepted: it was not made for this site, or without Face ID, fingerprint or PIN.",
    );
  spendChallenge(context, challenge);
  const { credential } = verification.registrationInfo;
  const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 60) : "Device";
  const passkey = {
    device: randomId(),
    id: credential.id,
    publicKey: toBase64Url(credential.publicKey),
    transports: credential.transports,
    name,
    added: new Date(context.now()).toISOString(),
  };
  await context.credentials.change((file) => {
    refuseSpentInvite(file, invite);
    // The browser's list of passkeys to exclude is a hint; the site itself never takes an id twice.
    if (file.passkeys.some((key) => key.id === passkey.id))
      throw new Refusal(409, "This passkey is already one of the site's devices: sign in with it instead.");
    return { ...spendInvite(file, invite, context.now()), passkeys: [...file.passkeys, passkey] };
  }, `Add the passkey for ${name}`);
  return passkey;
}

/** Step one of signing in: options for `navigator.credentials.get`, any of the site's passkeys. @param {PasskeyContext} context */
export async function signInOptions(context) {
  const { challenge, cookie } = await challengeFor(context, "sign-in");
  const options = await generateAuthenticationOptions({
    rpID: context.settings.rpId,
    challenge: fromBase64Url(challenge),
    userVerification: "required",
  });
  return { options, cookie };
}

/** Step two: the passkey's answer, checked against its key in the file. @param {PasskeyContext} context @param {Request} request @param {{ response?: any }} body */
export async function signIn(context, request, body) {
  const challenge = await readChallenge(context, request, "sign-in");
  const file = await context.credentials.read();
  const passkey = file.passkeys.find((key) => key.id === body.response?.id);
  if (!passkey) throw new Refusal(401, "This passkey is not one of the site's devices: it may have been removed.");
  const verification = await verifyAuthenticationResponse({
    response: body.response,
    expectedChallenge: String(challenge.challenge),
    expectedOrigin: context.settings.siteOrigin,
    expectedRPID: context.settings.rpId,
    credential: {
      id: passkey.id,
      publicKey: fromBase64Url(passkey.publicKey),
      // The counter is not kept (docs/decisions/176): synced passkeys always report 0.
      counter: 0,
      transports: /** @type {any} */ (passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false }));
  if (!verification.verified)
    throw new Refusal(
      401,
      "The passkey was not accepted: it was not made for this site, or without Face ID, fingerprint or PIN.",
    );
  spendChallenge(context, challenge);
  return passkey;
}
