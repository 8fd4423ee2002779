import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** What the page's worker posts for `challenge`: the challenge with the solution it found. */
export async function solvedProof(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge found no solution");
  return { challenge, solution };
}
