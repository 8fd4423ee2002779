/**
 * The key a try of the proof of work derives: SHA-256 of the challenge's salt and the try's
 * password, hashed again `cost` times in all, as `altcha-lib`'s own SHA-256 key derivation does
 * (checked against it in proof-key.test.ts). Hashed in the worker's own thread with
 * `@noble/hashes`: each of Web Crypto's digests is a round trip to another thread, which a busy
 * phone turns from a second's work into many.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { DeriveKeyFunction } from "altcha-lib";

export const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== "SHA-256") throw new Error(`The proof of work is SHA-256, not ${parameters.algorithm}`);
  let key = new Uint8Array(salt.length + password.length);
  key.set(salt);
  key.set(password, salt.length);
  for (let round = 0; round < Math.max(1, parameters.cost); round += 1) key = sha256(key);
  return { parameters: {}, derivedKey: key.slice(0, parameters.keyLength ?? 32) };
};
