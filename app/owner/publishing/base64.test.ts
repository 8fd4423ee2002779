import { describe, expect, it } from "vitest";

import { toBase64 } from "./base64";

describe("toBase64", () => {
  it("writes a photo's bytes as Node's own base64 does, past the slice the arguments allow", () => {
    const bytes = Uint8Array.from({ length: 200_000 }, (_, index) => (index * 31) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
    expect(toBase64(new Uint8Array())).toBe("");
  });
});
