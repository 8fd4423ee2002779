// @ts-check
/**
 * The quote form's proof of work (ALTCHA's `altcha-lib`, decision 196): the function hands out a
 * signed challenge, the visitor's browser solves it in a worker while they type, and a request
 * reaches the owner only with a solution. Stateless: the challenge carries its own expiry and an
 * HMAC under a key derived from the function's secret, so no store is needed; no cookie, no
 * third party. Without the secret (the owner's sign-in not set up) there is no challenge.
 */
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

import { derivedSecret } from "../owner-access/signed.mjs";

/** The host's variable whose secret signs the challenges (server/owner-access/settings.mjs). */
const secretSetting = "OWNER_SESSION_SECRET";
/** Long enough to fill in a form at leisure; a solution is worth nothing after it. */
const challengeLifetimeSeconds = 60 * 60;
/**
 * How hard: SHA-256 twice per try, and the answer among a few thousand tries, so a cheap phone
 * finds it in a second or two in the background, while a robot posting thousands pays for each.
 */
const difficulty = { algorithm: "SHA-256", cost: 2, fewestTries: 2_000, mostTries: 5_000 };

/** @typedef {Record<string, string | undefined>} Env */

/** The key challenges are signed with, or undefined when the function has no secret. @param {Env} env */
async function signingKey(env) {
  const secret = env[secretSetting];
  return secret && secret.length >= 32 ? derivedSecret(secret, "quote-proof-of-work") : undefined;
}

/**
 * A new challenge for the page to solve, or null when the function cannot sign one.
 * @param {Env} env @param {() => number} [now]
 */
export async function proofChallenge(env, now = Date.now) {
  const key = await signingKey(env);
  if (!key) return null;
  return createChallenge({
    algorithm: difficulty.algorithm,
    cost: difficulty.cost,
    counter: randomInt(difficulty.fewestTries, difficulty.mostTries),
    deriveKey,
    expiresAt: Math.floor(now() / 1000) + challengeLifetimeSeconds,
    hmacSignatureSecret: key,
  });
}

/**
 * Whether the request may go on: a solution of a challenge this function signed and not yet
 * expired; anything when the function has no secret, as it hands out no challenge then.
 * @param {Env} env @param {unknown} proof  what the page posted as its solution
 */
export async function proofHolds(env, proof) {
  const key = await signingKey(env);
  if (!key) return true;
  if (!proof || typeof proof !== "object") return false;
  const { challenge, solution } = /** @type {{ challenge?: any, solution?: any }} */ (proof);
  if (!challenge?.parameters || !solution) return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
    return result.verified;
  } catch {
    // A malformed challenge or solution is no proof.
    return false;
  }
}
