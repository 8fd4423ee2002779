/**
 * Solves the function's proof-of-work challenge (server/leads/proof-of-work.mjs) off the page's
 * thread, while the visitor types: one challenge in, its solution (or null when none was found in
 * time) out.
 */
import { type Challenge, solveChallenge } from "altcha-lib";

import { deriveKey } from "./proof-key";

/** A slow phone finds the answer in seconds; past this, the request goes without a proof. */
const solveWithinMs = 60_000;

self.onmessage = async (event: MessageEvent<Challenge>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: solveWithinMs }).catch(() => null);
  self.postMessage(solution);
};
