// @vitest-environment node
/**
 * One push message, to a push service stand-in over real HTTP that checks the VAPID JWT and opens
 * the body with the subscription's keys, as the owner's browser would.
 */
import { createPrivateKey, sign } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPushService, type PushServiceStandIn } from "../../test-support/push-service";
import { type PushSubscriptionKeys, vapidKeys } from "./keys.mjs";
import { leadMessageText, type Quote } from "./lead-message.mjs";
import { largestMessageBytes, pushMessage } from "./web-push.mjs";

const secret = "a-session-secret-of-at-least-thirty-two-characters";
const site = "https://www.example.com";
let push: PushServiceStandIn;
beforeAll(async () => (push = await startPushService()));
afterAll(() => push.close());

async function send(id: string, text: string, timeoutMs?: number) {
  const vapid = await vapidKeys(secret);
  const subscription = push.subscription(id, vapid.publicKey) as PushSubscriptionKeys;
  return pushMessage(subscription, text, { fetch: push.fetch, vapid, subject: site, timeoutMs });
}

const quote: Quote = {
  firstName: "Ana",
  lastName: "O'Brien & Søn",
  email: "ana+quotes@example.com",
  phone: "+44 7700 900123",
  service: "patios",
  message: 'A patio, "about" 4m x 5m\r\nand a path + steps 🌿🏡\n\tThanks!',
};

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe("a push message", () => {
  it("arrives whole: the browser's keys open it to exactly the text sent", async () => {
    const text = leadMessageText(quote, { id: "lead-1", receivedAt: "2026-12-03T09:30:00.000Z" });
    expect(await send("whole", text)).toEqual({ outcome: "accepted", status: 201 });
    expect(push.messages("whole")).toEqual([text]);
    expect(JSON.parse(push.messages("whole")[0]!)).toEqual({
      id: "lead-1",
      receivedAt: "2026-12-03T09:30:00.000Z",
      quote,
    });
  });

  it("is signed with the site's VAPID key for the push service's origin, and asks to be kept four weeks", async () => {
    await send("signed", "hello");
    const [request] = push.received.filter((each) => each.id === "signed");
    expect(request?.refused).toBeUndefined();
    expect(request?.status).toBe(201);
    expect(request?.headers).toMatchObject({ ttl: "2419200", urgency: "high", "content-encoding": "aes128gcm" });
    const token = /t=([\w.-]+)/.exec(request?.headers.authorization ?? "")?.[1] ?? "";
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({ aud: push.origin, sub: site });
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000);
  });

  it("is refused by a push service whose subscription names another key", async () => {
    const vapid = await vapidKeys(secret);
    const other = await vapidKeys("another-session-secret-of-thirty-two-characters");
    const subscription = push.subscription("other-key", other.publicKey) as PushSubscriptionKeys;
    const sent = await pushMessage(subscription, "hello", { fetch: push.fetch, vapid, subject: site });
    expect(sent).toMatchObject({ outcome: "failed", status: 403 });
    expect(push.messages("other-key")).toEqual([]);
  });

  it("would be refused with a JWT for another origin, too long-lived, without sub, or altered", async () => {
    const vapid = await vapidKeys(secret);
    const point = Buffer.from(vapid.publicKey, "base64url");
    const privateKey = createPrivateKey({
      key: {
        kty: "EC",
        crv: "P-256",
        d: vapid.privateKey,
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const jwt = (claims: object) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part(claims)}`;
      const signature = sign("sha256", Buffer.from(unsigned), { key: privateKey, dsaEncoding: "ieee-p1363" });
      return `${unsigned}.${signature.toString("base64url")}`;
    };
    const seconds = Math.floor(Date.now() / 1000);
    const good = { aud: push.origin, exp: seconds + 3600, sub: site };
    const refusals = [];
    for (const [index, token] of [
      jwt(good),
      jwt({ ...good, aud: "https://elsewhere.example" }),
      jwt({ ...good, exp: seconds + 25 * 3600 }),
      jwt({ ...good, exp: seconds - 60 }),
      jwt({ aud: push.origin, exp: seconds + 3600 }),
      jwt(good).replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ ...good, sub: "x" })).toString("base64url")}.`),
    ].entries()) {
      const { endpoint } = push.subscription(`forged-${index}`, vapid.publicKey);
      const answer = await push.fetch(endpoint!, {
        method: "POST",
        headers: {
          Authorization: `vapid t=${token}, k=${vapid.publicKey}`,
          TTL: "60",
          "Content-Encoding": "aes128gcm",
        },
        body: "",
      });
      refusals.push(push.received.find((each) => each.id === `forged-${index}`)?.refused ?? answer.status);
    }
    expect(refusals).toEqual([
      // The one good JWT passes the header's checks and stops at the body, empty here.
      expect.stringMatching(/^the body does not open/),
      `aud is https://elsewhere.example, not ${push.origin}`,
      "exp is not within the next 24 hours",
      "exp is not within the next 24 hours",
      "sub is not mailto: or https:",
      "the JWT's signature does not verify with k",
    ]);
  });

  it("counts 404 and 410 as gone, 500 and a push service that never answers as failed", async () => {
    const vapid = await vapidKeys(secret);
    const behaviours = { "ended-404": 404, "ended-410": 410, broken: 500, silent: "no answer" } as const;
    const outcomes = await Promise.all(
      Object.entries(behaviours).map(([id, behaviour]) => {
        const subscription = push.subscription(id, vapid.publicKey) as PushSubscriptionKeys;
        push.answer(id, behaviour);
        // A short limit, so that the push service that never answers is given up on at once.
        return pushMessage(subscription, "hello", { fetch: push.fetch, vapid, subject: site, timeoutMs: 300 });
      }),
    );
    expect(outcomes).toEqual([
      { outcome: "gone", status: 404 },
      { outcome: "gone", status: 410 },
      { outcome: "failed", status: 500, problem: "the push service answered HTTP 500" },
      { outcome: "failed", problem: "the push service did not answer in time" },
    ]);
  });
});

describe("a lead's message", () => {
  const lead = { id: "lead-2", receivedAt: "2026-12-03T09:30:00.000Z" };

  it("is sent whole when it fits, without `cut`", () => {
    expect(JSON.parse(leadMessageText(quote, lead))).not.toHaveProperty("cut");
  });

  it.each([
    ["plain letters", "a"],
    ["emoji, each a surrogate pair of four UTF-8 bytes", "🌿"],
    ["quotes and line breaks, which JSON escapes", '"\n'],
    ["two-byte letters", "é"],
  ])("too long, with %s, is cut at a character's end to the most that fits, and says so", async (_, unit) => {
    const long = { ...quote, message: `Start ${unit.repeat(5000)} end` };
    const text = leadMessageText(long, lead);
    const read = JSON.parse(text);
    expect(read.cut).toBe(true);
    expect(bytes(text)).toBeLessThanOrEqual(largestMessageBytes);
    expect(long.message.startsWith(read.quote.message)).toBe(true);
    expect(read.quote.message).not.toMatch(/[\uD800-\uDBFF]$/);
    const oneMore = Array.from(long.message)
      .slice(0, Array.from(read.quote.message).length + 1)
      .join("");
    expect(bytes(JSON.stringify({ ...read, quote: { ...read.quote, message: oneMore } }))).toBeGreaterThan(
      largestMessageBytes,
    );
    expect(await send(`long-${bytes(unit)}-${unit.length}`, text)).toMatchObject({ outcome: "accepted" });
  });

  it("cuts fields longer than a form's line so that the message keeps room", () => {
    const text = leadMessageText({ ...quote, firstName: "N".repeat(10_000), message: "Call me" }, lead);
    expect(JSON.parse(text).quote).toMatchObject({ firstName: "N".repeat(100), message: "Call me" });
    expect(bytes(text)).toBeLessThanOrEqual(largestMessageBytes);
  });
});
