import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText } from "../../test-support/arbitraries";
import { crlf, singleLine, wellFormed } from "./mailto";
import { gmailComposeUrl, outlookComposeUrl } from "./webmail";

const to = "info@example.com";

describe("webmail compose links", () => {
  it("use each service's compose address, with %20 for spaces", () => {
    const message = { subject: "Quote Request from Ann Lee", body: "Line one\nA & B + C" };
    expect(gmailComposeUrl(to, message)).toBe(
      "https://mail.google.com/mail/?view=cm&fs=1&to=info%40example.com&su=Quote%20Request%20from%20Ann%20Lee&body=Line%20one%0D%0AA%20%26%20B%20%2B%20C",
    );
    expect(outlookComposeUrl(to, message)).toBe(
      "https://outlook.live.com/mail/0/deeplink/compose?to=info%40example.com&subject=Quote%20Request%20from%20Ann%20Lee&body=Line%20one%0D%0AA%20%26%20B%20%2B%20C",
    );
  });

  it("decode to the same address, one-line subject and body for any input (property)", () => {
    fc.assert(
      fc.property(anyText, anyText, (subject, body) => {
        const expected = { to, subject: singleLine(wellFormed(subject)), body: crlf(wellFormed(body)) };
        const gmail = new URL(gmailComposeUrl(to, { subject, body }));
        expect(gmail.origin + gmail.pathname).toBe("https://mail.google.com/mail/");
        expect([...gmail.searchParams.keys()]).toEqual(["view", "fs", "to", "su", "body"]);
        expect(gmail.searchParams.get("view")).toBe("cm");
        expect({
          to: gmail.searchParams.get("to"),
          subject: gmail.searchParams.get("su"),
          body: gmail.searchParams.get("body"),
        }).toEqual(expected);
        const outlook = new URL(outlookComposeUrl(to, { subject, body }));
        expect(outlook.origin + outlook.pathname).toBe("https://outlook.live.com/mail/0/deeplink/compose");
        expect([...outlook.searchParams.keys()]).toEqual(["to", "subject", "body"]);
        expect(Object.fromEntries(outlook.searchParams)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
