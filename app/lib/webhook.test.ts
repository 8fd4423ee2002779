import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { anyQuote } from "../../test-support/arbitraries";
import { type QuoteRequest, quoteRequestFields } from "./quote-request-fields";
import { postJson, quotePayload } from "./webhook";

describe("quotePayload", () => {
  it("is exactly the input, for any text in every field (property)", () => {
    fc.assert(
      fc.property(anyQuote(), (quote) => {
        expect(JSON.parse(quotePayload(quote))).toStrictEqual({ ...quote });
      }),
      { numRuns: 500 },
    );
  });

  it("carries the six fields and nothing else", () => {
    const quote = {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "",
      service: "patio",
      message: "Hi",
    };
    const extra = { ...quote, injected: "<script>" } as QuoteRequest;
    expect(Object.keys(JSON.parse(quotePayload(extra)))).toEqual([...quoteRequestFields]);
  });
});

describe("postJson", () => {
  it("POSTs the JSON with its content type and without credentials", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await postJson("https://hooks.example.com/q", '{"a":1}', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://hooks.example.com/q",
      expect.objectContaining({
        method: "POST",
        body: '{"a":1}',
        credentials: "omit",
        headers: { "Content-Type": "application/json" },
      }),
    );
  });

  it("fails on an answer other than 2xx, so it is retried", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response("nope", { status: 500 }));
    await expect(postJson("https://hooks.example.com/q", "{}", fetchImpl)).rejects.toThrow("500");
  });
});
