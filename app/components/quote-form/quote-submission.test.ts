// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";

import business from "@content/business.yml";
import copy from "@content/quote-form.yml";
import mail from "@content/quote-form.yml?part=mail";

import { retryPolicy } from "~/lib/retry-policy";

import { solvedProof } from "../../../test-support/proof-of-work";
import { webhookStandIn as startWebhookStandIn } from "../../../test-support/webhook-stand-in";

import { honeypotField, quoteSubmissionPath } from "./quote-post";
import { quoteMailto } from "./quote-request";
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
    expect(location).toBe(quoteMailto(zoe, copy.services));
    // Nothing a browser or mail app could read another way: only RFC 6068's percent-encoding.
    expect(location).toMatch(/^mailto:[\w.@-]+\?subject=[\w%.~-]*&body=[\w%.~-]*$/);
    const { address, values } = decodeMailto(location);
    const { labels } = mail;
    expect(address).toBe(business.email);
    expect(values.subject).toBe(mail.subject("Zoë", "O'Brien"));
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

  it("refuses a method other than POST", async () => {
    const get = await answerQuoteSubmission(new Request(`${site}${quoteSubmissionPath}?firstName=Zo%C3%AB`));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("escapes what it shows", async () => {
    const answer = await answerQuoteSubmission(
      post({ ...zoe, firstName: "" }, { Origin: site, Referer: `${site}/it's'onclick=x` }),
    );
    expect(await answer.text()).toContain(`href="/it&#39;s&#39;onclick=x"`);
  });
});

/** The page's post, as its script sends it. */
const postJson = (body: unknown, origin = site) =>
  new Request(`${site}${quoteSubmissionPath}`, {
    method: "POST",
    headers: {
      Origin: origin,
      "Sec-Fetch-Site": origin === site ? "same-origin" : "cross-site",
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });

const standIns: Awaited<ReturnType<typeof startWebhookStandIn>>[] = [];
afterEach(() => Promise.all(standIns.splice(0).map((standIn) => standIn.close())));

/** The owner's automation, closed after the test. */
async function webhookStandIn(statuses?: (number | "silent")[]) {
  const standIn = await startWebhookStandIn(statuses);
  standIns.push(standIn);
  return standIn;
}

/** Waits that resolve at once, recording how long each would have been. */
function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("the quote request the page's script sends", () => {
  it("reaches the owner's webhook exactly as typed, and the answer says so", async () => {
    const webhook = await webhookStandIn();
    const answer = await answerQuoteSubmission(postJson({ ...zoe, [honeypotField]: "" }), {
      QUOTE_WEBHOOK_URL: webhook.url,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ devices: 0, webhook: "sent" });
    expect(webhook.received).toEqual([{ body: zoe, contentType: "application/json" }]);
  });

  it("is retried 3 times, 1 s, 2 s and 4 s apart, when the webhook refuses it, and then said to have failed", async () => {
    const webhook = await webhookStandIn([503, 503, 503, 503]);
    const { waits, sleep } = recordedSleep();
    const answer = await answerQuoteSubmission(postJson(zoe), { QUOTE_WEBHOOK_URL: webhook.url }, { sleep });
    expect(await answer.json()).toEqual({ devices: 0, webhook: "failed" });
    expect(webhook.received).toHaveLength(retryPolicy.retry + 1);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("counts a webhook that never answers as a failed try, and gets through on the next", async () => {
    const webhook = await webhookStandIn(["silent"]);
    const { waits, sleep } = recordedSleep();
    const answer = await answerQuoteSubmission(
      postJson(zoe),
      { QUOTE_WEBHOOK_URL: webhook.url },
      { sleep, attemptLimit: 200 },
    );
    expect(await answer.json()).toEqual({ devices: 0, webhook: "sent" });
    expect(webhook.received).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it("with the trap field filled, goes nowhere and is answered as not delivered", async () => {
    const webhook = await webhookStandIn();
    const answer = await answerQuoteSubmission(postJson({ ...zoe, [honeypotField]: "https://spam.example" }), {
      QUOTE_WEBHOOK_URL: webhook.url,
    });
    expect(await answer.json()).toEqual({ devices: 0, webhook: "none" });
    expect(webhook.received).toEqual([]);
  });

  it("with no webhook set, is answered as not delivered", async () => {
    const answer = await answerQuoteSubmission(postJson(zoe));
    expect(await answer.json()).toEqual({ devices: 0, webhook: "none" });
  });

  it("ignores a webhook setting that would send requests over a network in the clear", async () => {
    const answer = await answerQuoteSubmission(postJson(zoe), { QUOTE_WEBHOOK_URL: "http://hooks.example.com/quotes" });
    expect(await answer.json()).toEqual({ devices: 0, webhook: "none" });
  });

  it("with the function's secret, reaches the webhook only with a solved challenge of its own", async () => {
    const webhook = await webhookStandIn();
    const env = {
      QUOTE_WEBHOOK_URL: webhook.url,
      OWNER_SESSION_SECRET: "a-session-secret-of-at-least-thirty-two-characters",
    };
    const handedOut = await answerQuoteSubmission(new Request(`${site}${quoteSubmissionPath}?challenge`), env);
    expect(handedOut.headers.get("Cache-Control")).toBe("no-store");
    const proof = await solvedProof(await handedOut.json());
    expect(await (await answerQuoteSubmission(postJson(zoe), env)).json()).toEqual({ devices: 0, webhook: "none" });
    const otherSite = { ...env, OWNER_SESSION_SECRET: "another-session-secret-of-thirty-two-characters" };
    expect(await (await answerQuoteSubmission(postJson({ ...zoe, proof }), otherSite)).json()).toEqual({
      devices: 0,
      webhook: "none",
    });
    expect(webhook.received).toEqual([]);
    expect(await (await answerQuoteSubmission(postJson({ ...zoe, proof }), env)).json()).toEqual({
      devices: 0,
      webhook: "sent",
    });
    expect(webhook.received.map(({ body }) => body)).toEqual([zoe]);
  });

  it("hands out no challenge where the function has no secret to sign one with", async () => {
    const answer = await answerQuoteSubmission(new Request(`${site}${quoteSubmissionPath}?challenge`));
    expect(answer.status).toBe(404);
  });

  it("refuses, with one line, a request missing a required field, from another site, or that is no request", async () => {
    const webhook = await webhookStandIn();
    const env = { QUOTE_WEBHOOK_URL: webhook.url };
    const missing = await answerQuoteSubmission(postJson({ ...zoe, email: "" }), env);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: `${copy.fields.email} ${copy.required}` });
    const elsewhere = await answerQuoteSubmission(postJson(zoe, "https://elsewhere.example"), env);
    expect(elsewhere.status).toBe(403);
    expect((await answerQuoteSubmission(postJson([zoe]), env)).status).toBe(400);
    expect(webhook.received).toEqual([]);
  });
});
