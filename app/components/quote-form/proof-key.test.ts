// @vitest-environment node
import { createChallenge, randomInt, solveChallenge } from "altcha-lib";
import { deriveKey as librarysKey } from "altcha-lib/algorithms/web/sha";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { deriveKey } from "./proof-key";

describe("the proof of work's key, hashed in the worker's thread", () => {
  it("is the key altcha-lib's SHA-256 derivation gives, for any salt, password, cost and length (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 64 }),
        fc.uint8Array({ maxLength: 16 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 32 }),
        async (salt, password, cost, keyLength) => {
          const parameters = { algorithm: "SHA-256", nonce: "", salt: "", cost, keyLength, keyPrefix: "00" };
          const ours = await deriveKey(parameters, salt, password);
          const library = await librarysKey(parameters, salt, password);
          expect(ours.derivedKey).toEqual(library.derivedKey);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("solves a challenge the function makes, finding the counter it chose", async () => {
    const counter = randomInt(100, 300);
    const challenge = await createChallenge({ algorithm: "SHA-256", cost: 2, counter, deriveKey: librarysKey });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBe(counter);
  });

  it("refuses another algorithm than the one it hashes with", async () => {
    const parameters = { algorithm: "SHA-512", nonce: "", salt: "", cost: 1, keyLength: 32, keyPrefix: "00" };
    await expect(deriveKey(parameters, new Uint8Array(), new Uint8Array())).rejects.toThrow(/SHA-256/);
  });
});
