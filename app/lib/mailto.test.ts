import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText } from "../../test-support/arbitraries";
import { buildMailto, buildMailtoWithin, crlf, labelledBody, singleLine, wellFormed } from "./mailto";

const to = "info@example.com";

/** Splits a mailto link the way a mail client does (RFC 6068): address, then `name=value` pairs. */
function parseMailto(href: string) {
  expect(href.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const fields = query ? query.split("&").map((pair) => pair.split("=")) : [];
  return {
    address,
    fields,
    values: Object.fromEntries(fields.map(([name, value]) => [name, decodeURIComponent(value ?? "")])),
  };
}

// Only RFC 3986's unreserved characters stay as they are; everything else is percent-encoded.
const safeValue = /^[A-Za-z0-9\-_.~%]*$/;

describe("buildMailto", () => {
  it("encodes spaces as %20 and line breaks as %0D%0A", () => {
    expect(buildMailto(to, { subject: "Quote Request from Ann Lee", body: "Line one\nLine two" })).toBe(
      "mailto:info@example.com?subject=Quote%20Request%20from%20Ann%20Lee&body=Line%20one%0D%0ALine%20two",
    );
  });

  it("leaves the address alone and adds no query without fields", () => {
    expect(buildMailto(to)).toBe("mailto:info@example.com");
  });

  it.each([
    ["CR, LF and CRLF", "a\rb\nc\r\nd", "a\r\nb\r\nc\r\nd"],
    ["ampersand and header lookalikes", "x&cc=evil@example.net&bcc=x", "x&cc=evil@example.net&bcc=x"],
    ["question mark and hash", "what? #1 & #2", "what? #1 & #2"],
    ["percent signs that look encoded", "100% %0D%0A %25 %", "100% %0D%0A %25 %"],
    ["plus signs", "1+1 = 2 +44", "1+1 = 2 +44"],
    ["quotes and angle brackets", `"double" 'single' <b>`, `"double" 'single' <b>`],
    ["unicode", "Crème brûlée, Łódź, 東京, مرحبا", "Crème brûlée, Łódź, 東京, مرحبا"],
    ["emoji with joiners and flags", "🏡🌳 👩‍👩‍👧 🇬🇧", "🏡🌳 👩‍👩‍👧 🇬🇧"],
  ])("keeps %s in the body, whole", (_name, body, expected) => {
    const href = buildMailto(to, { subject: "s", body });
    const { fields, values } = parseMailto(href);
    expect(fields.map(([name]) => name)).toEqual(["subject", "body"]);
    expect(values.body).toBe(expected);
    expect(href).not.toMatch(/[\s"<>#]/);
  });

  it("carries a 5,000-character message whole", () => {
    const message = "Paving & patio? 50% + 🌿\n".repeat(200).slice(0, 5000);
    expect(message).toHaveLength(5000);
    const { values } = parseMailto(buildMailto(to, { subject: "s", body: message }));
    expect(values.body).toBe(crlf(message));
    expect(values.body?.replace(/\r\n/g, "\n")).toBe(message);
  });

  it("keeps the subject on one line, so it cannot start another header", () => {
    const { fields, values } = parseMailto(buildMailto(to, { subject: "Hi\r\nBcc: evil@example.net" }));
    expect(fields).toHaveLength(1);
    expect(values.subject).toBe("Hi Bcc: evil@example.net");
  });

  it("replaces a lone surrogate, which no mail app could receive, instead of throwing", () => {
    const { values } = parseMailto(buildMailto(to, { body: "a\uD83Db" }));
    expect(values.body).toBe("a\uFFFDb");
  });
});

describe("buildMailto with any input (property)", () => {
  it("always yields a well-formed URL with exactly a subject and a body, decoding to the input", () => {
    fc.assert(
      fc.property(anyText, anyText, (subject, body) => {
        const href = buildMailto(to, { subject, body });
        expect(() => new URL(href)).not.toThrow();
        const { address, fields, values } = parseMailto(href);
        expect(address).toBe(to);
        expect(fields.map(([name]) => name)).toEqual(["subject", "body"]);
        for (const [, value] of fields) expect(value).toMatch(safeValue);
        expect(values.subject).toBe(singleLine(wellFormed(subject)));
        expect(values.subject).not.toMatch(/[\r\n]/);
        expect(values.body).toBe(crlf(wellFormed(body)));
      }),
      { numRuns: 500 },
    );
  });

  it("loses or alters no character of well-formed text except the spelling of line breaks", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (body) => {
        const { values } = parseMailto(buildMailto(to, { body }));
        expect(values.body?.split("\r\n")).toEqual(body.split(/\r\n|\r|\n/));
      }),
      { numRuns: 500 },
    );
  });
});

describe("labelledBody", () => {
  it("writes label lines joined by CRLF, keeping line breaks only in a multiline value", () => {
    expect(
      labelledBody([
        { label: "Name", value: "Ann\nLee" },
        { label: "Message", value: "one\ntwo", multiline: true },
      ]),
    ).toBe("Name: Ann Lee\r\nMessage: one\ntwo");
  });
});

describe("buildMailtoWithin", () => {
  const note = "[Shortened: the full text is on the page.]";
  const limit = 2000;

  it("leaves a link that fits alone", () => {
    const message = { subject: "Hi", body: "Short & sweet\nThanks" };
    expect(buildMailtoWithin(to, message, limit, note)).toEqual({
      href: buildMailto(to, message),
      shortened: false,
    });
  });

  it("cuts a 5,000-character body to fit, ending with the note, keeping the subject", () => {
    const body = "Paving & patio? 50% + 🌿\n".repeat(220).slice(0, 5000);
    const { href, shortened } = buildMailtoWithin(to, { subject: "Quote", body }, limit, note);
    expect(shortened).toBe(true);
    expect(href.length).toBeLessThanOrEqual(limit);
    expect(href.length).toBeGreaterThan(limit - 20);
    const { values } = parseMailto(href);
    expect(values.subject).toBe("Quote");
    expect(values.body?.endsWith(`…\r\n\r\n${note}`)).toBe(true);
    expect(crlf(body).startsWith(values.body!.slice(0, -`…\r\n\r\n${note}`.length))).toBe(true);
  });

  it("keeps any input whole when it fits, or cuts only the body, at a whole character, within the limit (property)", () => {
    const maxLength = fc.integer({ min: 300, max: 3000 });
    fc.assert(
      fc.property(anyText, anyText, maxLength, (subject, body, max) => {
        const { href, shortened } = buildMailtoWithin(to, { subject, body }, max, note);
        expect(() => new URL(href)).not.toThrow();
        const { address, fields, values } = parseMailto(href);
        expect(address).toBe(to);
        expect(fields.map(([name]) => name)).toEqual(["subject", "body"]);
        expect(values.subject).toBe(singleLine(wellFormed(subject)));
        const whole = crlf(wellFormed(body));
        if (!shortened) {
          expect(values.body).toBe(whole);
          expect(href.length).toBeLessThanOrEqual(max);
          return;
        }
        const ending = `…\r\n\r\n${note}`;
        expect(values.body?.endsWith(ending)).toBe(true);
        const kept = values.body!.slice(0, -ending.length);
        expect(whole.startsWith(kept)).toBe(true);
        expect(kept.length).toBeLessThan(whole.length);
        // Never half a line break or half a surrogate pair.
        expect(kept).not.toMatch(/\r$|[\uD800-\uDBFF]$/);
        // Over the limit only when the address, subject and note alone already are.
        if (href.length > max) expect(kept).toBe("");
      }),
      { numRuns: 300 },
    );
  });
});
