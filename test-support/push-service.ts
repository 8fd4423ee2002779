/**
 * A push service (RFC 8030) for tests, over real HTTP on a loopback port of its own. It checks
 * each message as the browsers' push services do, then opens it with the keys of the
 * subscription it made, as the owner's browser would:
 * - `POST /push/{id}` only, to a subscription it made;
 * - `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): the JWT ES256, signed by `k`, which is the
 *   key the subscription was made with when one was given; `aud` its own origin; `exp` in the
 *   future and at most 24 hours on; `sub` present;
 * - a `TTL`, and `Content-Encoding: aes128gcm`; the body opens (RFC 8291) with http_ece.
 * It answers 201 with a Location, or what it was told to for a subscription: 404, 410, 500, or no
 * answer at all. Endpoints name `origin`, an https address as real ones are; its `fetch` carries
 * requests for that origin to the loopback port, as a name lookup and TLS would.
 */
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { decrypt } from "http_ece";

type Behaviour = 404 | 410 | 500 | "no answer";
type Subscription = { privateKey: ReturnType<typeof createECDH>; auth: Buffer; applicationServerKey?: string };
/** One request as the stand-in judged it: `refused` says why it was not accepted. */
type Received = { id: string; status: number | "no answer"; refused?: string; headers: http.IncomingHttpHeaders };
/** A message it accepted: as the owner's browser would read it, and when its body had come (`performance.now()`). */
type Accepted = { text: string; at: number };

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;

/**
 * `subjects`: the VAPID `sub` claims it accepts; push services take only `mailto:` and `https:`,
 * and a browser test's site, on `http://localhost`, names its own origin, so such a test widens it.
 */
export async function startPushService(origin = "https://push.stand-in.test", subjects = /^(mailto:|https:)/) {
  const subscriptions = new Map<string, Subscription>();
  const behaviours = new Map<string, Behaviour>();
  const plaintexts = new Map<string, string[]>();
  const waiting = new Map<string, ((message: Accepted) => void)[]>();
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const at = performance.now();
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const behaviour = behaviours.get(id);
      if (behaviour === "no answer") return void received.push({ id, status: behaviour, headers: request.headers });
      const judged = judge(request, Buffer.concat(chunks), subscriptions.get(id), { origin, subjects });
      const status = "refused" in judged ? judged.status : (behaviour ?? 201);
      received.push({
        id,
        status,
        headers: request.headers,
        ...("refused" in judged ? { refused: judged.refused } : {}),
      });
      if (status === 201 && "plaintext" in judged) {
        plaintexts.set(id, [...(plaintexts.get(id) ?? []), judged.plaintext]);
        for (const resolve of waiting.get(id)?.splice(0) ?? []) resolve({ text: judged.plaintext, at });
      }
      response.writeHead(
        status,
        status === 201 ? { Location: `${origin}/message/${randomBytes(8).toString("hex")}` } : {},
      );
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const loopback = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A browser's `PushSubscription.toJSON()` for a new subscription named `id`. */
    subscription(id: string, applicationServerKey?: string): PushSubscriptionJSON {
      const privateKey = createECDH("prime256v1");
      const auth = randomBytes(16);
      privateKey.generateKeys();
      subscriptions.set(id, { privateKey, auth, applicationServerKey });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: privateKey.getPublicKey("base64url"), auth: auth.toString("base64url") },
      };
    },
    /** What the owner's browser would have read from the messages to subscription `id`. */
    messages: (id: string) => plaintexts.get(id) ?? [],
    /** The next message to subscription `id` that it accepts, as soon as it has opened it. */
    nextMessage: (id: string) =>
      new Promise<Accepted>((resolve) => waiting.set(id, [...(waiting.get(id) ?? []), resolve])),
    /** From now on, subscription `id` is answered with `behaviour` instead of 201. */
    answer: (id: string, behaviour: Behaviour) => void behaviours.set(id, behaviour),
    fetch: ((input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(`${origin}/`)) throw new TypeError(`The push service stand-in has no ${request.url}`);
      return fetch(new Request(`${loopback}${request.url.slice(origin.length)}`, request));
    }) as typeof fetch,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks one request as a push service would, and opens its body. */
function judge(
  request: http.IncomingMessage,
  body: Buffer,
  subscription: Subscription | undefined,
  accepted: { origin: string; subjects: RegExp },
): { plaintext: string } | { status: number; refused: string } {
  if (request.method !== "POST" || !subscription) return { status: 404, refused: "no such subscription" };
  const vapid = checkVapid(request.headers.authorization ?? "", accepted, subscription.applicationServerKey);
  if (vapid) return { status: vapid.startsWith("k ") ? 403 : 401, refused: vapid };
  if (!/^\d+$/.test(String(request.headers.ttl))) return { status: 400, refused: "no TTL" };
  if (request.headers["content-encoding"] !== "aes128gcm") return { status: 415, refused: "not aes128gcm" };
  try {
    const opened = decrypt(body, {
      version: "aes128gcm",
      privateKey: subscription.privateKey,
      authSecret: subscription.auth,
    });
    return { plaintext: opened.toString("utf8") };
  } catch (error) {
    return { status: 400, refused: `the body does not open: ${String(error)}` };
  }
}

/** Why the VAPID header is refused, or undefined when it passes. */
function checkVapid(
  authorization: string,
  { origin, subjects }: { origin: string; subjects: RegExp },
  applicationServerKey?: string,
) {
  const [, token = "", key = ""] = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(authorization) ?? [];
  if (!token) return "no VAPID authorization";
  if (applicationServerKey && key !== applicationServerKey) return "k is not the key the subscription was made with";
  const [header = "", payload = "", signature = ""] = token.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = Buffer.from(`${header}.${payload}`);
  const signatureBytes = Buffer.from(signature, "base64url");
  if (!verify("sha256", signed, { key: publicKey, dsaEncoding: "ieee-p1363" }, signatureBytes))
    return "the JWT's signature does not verify with k";
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") return "the JWT is not ES256";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const seconds = Date.now() / 1000;
  if (claims.aud !== origin) return `aud is ${claims.aud}, not ${origin}`;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 60 * 60)) return "exp is not within the next 24 hours";
  if (typeof claims.sub !== "string" || !subjects.test(claims.sub)) return "sub is not mailto: or https:";
  return undefined;
}
