// @vitest-environment node
import { describe, expect, it } from "vitest";

import business from "@content/business.yml";
import copy from "@content/quote-form.yml";

import { quoteMailto, quoteSubmissionPath } from "./quote-request";
import { answerQuoteSubmission } from "./quote-submission";

const site = "https://www.example.test";
const zoe = {
  firstName: "Zoë",
  lastName: "O'Brien",
  email: "zoe+quotes@example.org",
  phone: "07700 900123",
  service: copy.services[1]!.value,
  message: "Fence & gate + 2 posts\r\n50% off? #3\r\nBrûlée-coloured 🌿 panels",
};

function post(fields: Record<string, string>, headers: Record<string, string> = { Origin: site }) {
  return new Request(`${site}${quoteSubmissionPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The mailto link's parts as a mail app reads them (RFC 6068: percent-decoded UTF-8). */
function decodeMailto(href: string) {
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const values = Object.fromEntries(
    query.split("&").map((pair) => pair.split("=").map((part) => decodeURIComponent(part)) as [string, string]),
  );
  return { address: decodeURIComponent(address!), values };
}

describe("the quote request without JavaScript", () => {
  it("reads no more of a body than a form could need, with or without its length declared", async () => {
    const huge = { ...zoe, message: "x".repeat(70 * 1024) };
    const declared = { Origin: site, "Content-Length": String(new URLSearchParams(huge).toString().length) };
    expect((await answerQuoteSubmission(post(huge, declared))).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode("message=".padEnd(16 * 1024, "x")));
      },
    });
    const streamed = new Request(`${site}${quoteSubmissionPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await answerQuoteSubmission(streamed)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("answers 303 with the mailto link the page's script builds, every character as typed", async () => {
    const answer = await answerQuoteSubmission(post(zoe));
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location")!;
    expect(location).toBe(quoteMailto(zoe));
    // Nothing a browser or mail app could read another way: only RFC 6068's percent-encoding.
    expect(location).toMatch(/^mailto:[\w.@-]+\?subject=[\w%.~-]*&body=[\w%.~-]*$/);
    const { address, values } = decodeMailto(location);
    const { labels } = copy.mail;
    expect(address).toBe(business.email);
    expect(values.subject).toBe(copy.mail.subject("Zoë", "O'Brien"));
    expect(values.body).toBe(
      [
        `${labels.name}: Zoë O'Brien`,
        `${labels.email}: zoe+quotes@example.org`,
        `${labels.phone}: 07700 900123`,
        `${labels.service}: ${copy.services[1]!.label}`,
        `${labels.message}: Fence & gate + 2 posts\r\n50% off? #3\r\nBrûlée-coloured 🌿 panels`,
      ].join("\r\n"),
    );
    expect(location).toContain("Fence%20%26%20gate%20%2B%202%20posts%0D%0A50%25%20off%3F%20%233");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps a bare LF as the CRLF a mail body needs, and a form posted as multipart too", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...zoe, message: "one\ntwo" })) form.set(name, value);
    const answer = await answerQuoteSubmission(
      new Request(`${site}${quoteSubmissionPath}`, { method: "POST", headers: { Origin: site }, body: form }),
    );
    expect(answer.status).toBe(303);
    expect(decodeMailto(answer.headers.get("Location")!).values.body).toMatch(/: one\r\ntwo$/);
  });

  it("refuses a request missing a required field with a page naming it, the phone number and a way back", async () => {
    const answer = await answerQuoteSubmission(
      post({ ...zoe, lastName: " ", email: "not-an-address" }, { Origin: site, Referer: `${site}/contact?x=1` }),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Location")).toBeNull();
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await answer.text();
    expect(page).toContain(`<li>${copy.fields.lastName} ${copy.required}</li>`);
    expect(page).toContain(`<li>${copy.fields.email} ${copy.required}</li>`);
    expect(page).not.toContain(`<li>${copy.fields.firstName}`);
    expect(page).toContain(`href="tel:${business.phones.main.e164}"`);
    expect(page).toContain('href="/contact?x=1"');
    expect(page).not.toContain("<script");
  });

  it("refuses a service the form does not offer", async () => {
    const answer = await answerQuoteSubmission(post({ ...zoe, service: "moon-landing" }));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(`<li>${copy.fields.service} ${copy.required}</li>`);
  });

  it("refuses another site's form, and leads back to this site's home page only", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://elsewhere.example", Referer: "https://elsewhere.example/form" },
      { Origin: "null" },
      { Origin: site, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const answer = await answerQuoteSubmission(post(zoe, headers));
      expect(answer.status).toBe(403);
      expect(answer.headers.get("Location")).toBeNull();
      expect(await answer.text()).toContain('<a href="/">');
    }
  });

  it("refuses a method other than POST, and a body that is no form", async () => {
    const get = await answerQuoteSubmission(new Request(`${site}${quoteSubmissionPath}?firstName=Zo%C3%AB`));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const json = await answerQuoteSubmission(
      new Request(`${site}${quoteSubmissionPath}`, {
        method: "POST",
        headers: { Origin: site, "Content-Type": "application/json" },
        body: JSON.stringify(zoe),
      }),
    );
    expect(json.status).toBe(400);
  });

  it("escapes what it shows", async () => {
    const answer = await answerQuoteSubmission(
      post({ ...zoe, firstName: "" }, { Origin: site, Referer: `${site}/it's'onclick=x` }),
    );
    expect(await answer.text()).toContain(`href="/it&#39;s&#39;onclick=x"`);
  });
});
