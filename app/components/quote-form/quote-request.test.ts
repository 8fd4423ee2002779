import fc from "fast-check";
import { describe, expect, it } from "vitest";

import business from "@content/business.yml";
import quoteFormCopy from "@content/quote-form.yml";
import fallbackWords from "@content/quote-form.yml?part=fallback";
import mail from "@content/quote-form.yml?part=mail";
import { anyQuote, anyText } from "../../../test-support/arbitraries";
import { crlf, singleLine, wellFormed } from "~/lib/mailto";
import type { QuoteRequest } from "~/lib/quote-request-fields";
import { gmailComposeUrl, outlookComposeUrl } from "~/lib/webmail";

import { readQuote } from "./quote-post";
import { mailtoMaxLength, quoteHandOff, quoteMailto } from "./quote-request";

const anyServiceQuote = anyQuote(
  fc.oneof(fc.constantFrom(...quoteFormCopy.services.map((service) => service.value)), anyText),
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

/** The email's subject and line labels, as the owner wrote them in content/quote-form.yml. */
const { subject: subjectFor, labels } = mail;
const serviceLabel = (value: string) => quoteFormCopy.services.find((service) => service.value === value)?.label;
/** A service the owner offers (content/quote-form.yml holds at least one). */
const offeredService = quoteFormCopy.services[0]!;

const ann: QuoteRequest = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  phone: "07700 900999",
  service: offeredService.value,
  message: "New gates & a fence, 20m?\nThanks!",
};

describe("quoteMailto", () => {
  it("addresses the info mailbox with the subject naming the visitor and the labelled body", () => {
    const { address, values } = decode(quoteMailto(ann, quoteFormCopy.services));
    expect(address).toBe(business.email);
    expect(values.subject).toBe(subjectFor("Ann", "Lee"));
    expect(values.body).toBe(
      [
        `${labels.name}: Ann Lee`,
        `${labels.email}: ann@example.org`,
        `${labels.phone}: 07700 900999`,
        `${labels.service}: ${offeredService.label}`,
        `${labels.message}: New gates & a fence, 20m?`,
        "Thanks!",
      ].join("\r\n"),
    );
  });

  it("for any text in every field: one subject, one body, every line intact (property)", () => {
    fc.assert(
      fc.property(anyServiceQuote, (quote) => {
        const { body, subject } = quoteHandOff(quote, quoteFormCopy.services);
        const clean = (text: string) => singleLine(wellFormed(text));
        expect(subject).toBe(subjectFor(clean(quote.firstName), clean(quote.lastName)));
        const lines = body.split("\r\n");
        const service = serviceLabel(quote.service) ?? quote.service;
        expect(lines.slice(0, 4)).toEqual([
          `${labels.name}: ${clean(quote.firstName)} ${clean(quote.lastName)}`,
          `${labels.email}: ${clean(quote.email)}`,
          `${labels.phone}: ${clean(quote.phone)}`,
          `${labels.service}: ${clean(service)}`,
        ]);
        // The message arrives whole: only the spelling of its line breaks changes.
        expect(lines.slice(4).join("\r\n")).toBe(`${labels.message}: ${crlf(wellFormed(quote.message))}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe("quoteHandOff", () => {
  const note = mail.shortenedNote;
  // Messages of any length, up to well past what one email link can carry.
  const longMessage = fc.oneof(anyText, fc.string({ unit: "binary", minLength: 1000, maxLength: 6000 }));
  const anyLengthQuote = anyQuote(fc.constantFrom(...quoteFormCopy.services.map((service) => service.value))).chain(
    (quote) => longMessage.map((message) => ({ ...quote, message })),
  );

  it("gives a mailto link, Gmail and Outlook.com links and a text that carry the same email (property)", () => {
    fc.assert(
      fc.property(anyLengthQuote, (quote) => {
        const handOff = quoteHandOff(quote, quoteFormCopy.services);
        const mail = decode(handOff.mailto);
        expect(mail.address).toBe(handOff.to);
        expect(mail.names).toEqual(["subject", "body"]);
        expect(mail.values.subject).toBe(handOff.subject);
        if (handOff.shortened) {
          expect(mail.values.body?.endsWith(note)).toBe(true);
          expect(handOff.body.startsWith(mail.values.body!.split("…\r\n\r\n" + note)[0]!)).toBe(true);
        } else {
          expect(mail.values.body).toBe(handOff.body);
        }
        // Long enough subjects aside (names of hundreds of characters), the link fits.
        if (handOff.subject.length < 200) expect(handOff.mailto.length).toBeLessThanOrEqual(mailtoMaxLength);

        // As the request panel makes them, from the email handed over.
        const gmail = new URL(gmailComposeUrl(handOff.to, handOff)).searchParams;
        expect([gmail.get("to"), gmail.get("su"), gmail.get("body")]).toEqual([
          handOff.to,
          handOff.subject,
          handOff.body,
        ]);
        const outlook = new URL(outlookComposeUrl(handOff.to, handOff)).searchParams;
        expect([outlook.get("to"), outlook.get("subject"), outlook.get("body")]).toEqual([
          handOff.to,
          handOff.subject,
          handOff.body,
        ]);
        expect(handOff.text).toBe(
          `${fallbackWords.to}: ${handOff.to}\n${fallbackWords.subject}: ${handOff.subject}\n\n${handOff.body.replace(/\r\n/g, "\n")}`,
        );
      }),
      { numRuns: 200 },
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
