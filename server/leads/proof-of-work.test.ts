// @vitest-environment node
import { describe, expect, it } from "vitest";

import { solvedProof } from "../../test-support/proof-of-work";
import { proofChallenge, proofHolds } from "./proof-of-work.mjs";

const env = { OWNER_SESSION_SECRET: "a-session-secret-of-at-least-thirty-two-characters" };

describe("the quote form's proof of work", () => {
  it("holds for a solution of a challenge this function signed", async () => {
    const challenge = await proofChallenge(env);
    expect(challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await proofHolds(env, await solvedProof(challenge!))).toBe(true);
  });

  it("does not hold without a solution, with a wrong one, or under another secret", async () => {
    const proof = await solvedProof((await proofChallenge(env))!);
    expect(await proofHolds(env, undefined)).toBe(false);
    expect(await proofHolds(env, "proof")).toBe(false);
    expect(await proofHolds(env, { challenge: proof.challenge })).toBe(false);
    const wrong = { ...proof, solution: { ...proof.solution, counter: proof.solution.counter + 1 } };
    expect(await proofHolds(env, wrong)).toBe(false);
    const otherSite = { OWNER_SESSION_SECRET: "another-session-secret-of-thirty-two-characters" };
    expect(await proofHolds(otherSite, proof)).toBe(false);
  });

  it("does not hold for a challenge made harder or easier after it was signed", async () => {
    const proof = await solvedProof((await proofChallenge(env))!);
    const parameters = { ...proof.challenge.parameters, cost: 1 };
    expect(await proofHolds(env, { ...proof, challenge: { ...proof.challenge, parameters } })).toBe(false);
  });

  it("does not hold once its challenge has expired", async () => {
    const anHourAndMoreAgo = () => Date.now() - 61 * 60_000;
    const proof = await solvedProof((await proofChallenge(env, anHourAndMoreAgo))!);
    expect(await proofHolds(env, proof)).toBe(false);
  });

  it("is not asked for where the function has no secret to sign a challenge with", async () => {
    expect(await proofChallenge({})).toBeNull();
    expect(await proofHolds({}, undefined)).toBe(true);
  });
});
