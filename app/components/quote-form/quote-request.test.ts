import fc from "fast-check";
import { describe, expect, it } from "vitest";

import business from "@content/business.yml";
import quoteForm from "@content/quote-form.yml";
import { anyQuote, anyText } from "~/lib/arbitraries";
import { crlf, singleLine, wellFormed } from "~/lib/mailto";
import type { QuoteRequest } from "~/lib/webhook";

import { noScriptAction, quoteMailto, readQuote } from "./quote-request";

const anyServiceQuote = anyQuote(
  fc.oneof(fc.constantFrom(...quoteForm.services.map((service) => service.value)), anyText),
);

function decode(href: string) {
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  return {
    address,
    names: pairs.map(([name]) => name),
    values: Object.fromEntries(pairs.map(([name, value]) => [name, decodeURIComponent(value ?? "")])),
  };
}

const ann: QuoteRequest = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  phone: "07700 900999",
  service: "fencing",
  message: "New gates & a fence, 20m?\nThanks!",
};

describe("quoteMailto", () => {
  it("addresses the info mailbox with the spec's subject and the labelled body", () => {
    const { address, values } = decode(quoteMailto(ann));
    expect(address).toBe(business.email);
    expect(values.subject).toBe("Quote Request from Ann Lee");
    expect(values.body).toBe(
      "Name: Ann Lee\r\nEmail: ann@example.org\r\nPhone: 07700 900999\r\nService: Fencing & Gates\r\nMessage: New gates & a fence, 20m?\r\nThanks!",
    );
  });

  it("for any text in every field: one subject, one body, every line intact (property)", () => {
    fc.assert(
      fc.property(anyServiceQuote, (quote) => {
        const href = quoteMailto(quote);
        expect(() => new URL(href)).not.toThrow();
        const { address, names, values } = decode(href);
        expect(address).toBe(business.email);
        expect(names).toEqual(["subject", "body"]);
        const clean = (text: string) => singleLine(wellFormed(text));
        expect(values.subject).toBe(`Quote Request from ${clean(quote.firstName)} ${clean(quote.lastName)}`);
        const lines = values.body!.split("\r\n");
        const service = quoteForm.services.find((option) => option.value === quote.service)?.label ?? quote.service;
        expect(lines.slice(0, 4)).toEqual([
          `Name: ${clean(quote.firstName)} ${clean(quote.lastName)}`,
          `Email: ${clean(quote.email)}`,
          `Phone: ${clean(quote.phone)}`,
          `Service: ${clean(service)}`,
        ]);
        // The message arrives whole: only the spelling of its line breaks changes.
        expect(lines.slice(4).join("\r\n")).toBe(`Message: ${crlf(wellFormed(quote.message))}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe("readQuote", () => {
  it("reads the six fields from the form, missing ones as empty", () => {
    const data = new FormData();
    data.set("firstName", "Ann");
    data.set("service", "patio");
    expect(readQuote(data)).toEqual({
      firstName: "Ann",
      lastName: "",
      email: "",
      phone: "",
      service: "patio",
      message: "",
    });
  });
});

describe("noScriptAction", () => {
  it("is a mailto to the info address with a subject, for the browser's own form hand-off", () => {
    expect(noScriptAction).toBe(
      `mailto:${business.email}?subject=${encodeURIComponent(quoteForm.mail.fallbackSubject)}`,
    );
  });
});
