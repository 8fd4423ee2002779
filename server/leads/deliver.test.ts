// @vitest-environment node
/**
 * Lead alerts from end to end: a signed-in device turns them on through the owner-access handler,
 * its subscription is sealed into the passkeys file (GitHub's stand-in), and a quote request is
 * pushed to the push service stand-in over real HTTP, whose 404 and 410 drop the subscription.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import quoteForm from "@content/quote-form.yml";
import { answerQuoteSubmission } from "~/components/quote-form/quote-submission";
import { quoteSubmissionPath } from "~/components/quote-form/quote-post";

import { GitHubStandIn, standInFetch } from "../../e2e/support/github-stand-in";
import { solvedProof } from "../../test-support/proof-of-work";
import { startPushService, type PushServiceStandIn } from "../../test-support/push-service";
import { ownerAccessSettings } from "../../test-support/owner-access-settings";
import { faceIdCookie, sessionCookie } from "../owner-access/cookies.mjs";
import { credentialsPath } from "../owner-access/credentials.mjs";
import { createOwnerAccess } from "../owner-access/owner-access.mjs";
import { sign } from "../owner-access/signed.mjs";
import { deliverToOwnerDevices } from "./deliver.mjs";
import { typedQuote } from "../../test-support/typed-quote";

const { site, repo, appKeys, env } = ownerAccessSettings();
const devices = ["phone", "tablet", "laptop", "watch", "desk"];
const quote = typedQuote;

let push: PushServiceStandIn;
beforeAll(async () => (push = await startPushService()));
afterAll(() => push.close());

let worlds = 0;
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

function setUp() {
  const standIn = new GitHubStandIn({
    repo,
    branch: "main",
    token: "ghs_leadAlertsInstallationToken0123456789",
    files: {
      [credentialsPath]: JSON.stringify({
        passkeys: devices.map((device) => ({ device, id: `${device}-key`, publicKey: "AQ", name: device, added: "" })),
        invites: [],
        usedInvites: [],
      }),
    },
    app: {
      id: env.GITHUB_APP_ID,
      installationId: env.GITHUB_APP_INSTALLATION_ID,
      publicKeyPem: appKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
    },
  });
  const github = { fetch: standInFetch(standIn) };
  // GitHub's API answers in the process, the push service over real HTTP.
  const fetchBoth: typeof fetch = (input, init) =>
    urlOf(input).startsWith(push.origin) ? push.fetch(input, init) : github.fetch(input, init);
  const handle = createOwnerAccess({ fetch: fetchBoth });
  const file = () => JSON.parse(standIn.readText(credentialsPath) ?? "{}");
  // The push service's subscriptions are named apart for each test's world.
  const subscriptionId = (device: string) => `${device}-${worlds}`;
  worlds += 1;
  return { standIn, github, fetchBoth, handle, file, subscriptionId };
}

/** The cookies a device signed in with its passkey carries: a session, and a fresh Face ID or not. */
async function signedIn(device: string, faceId: boolean) {
  const id = `${device}-session`;
  const expires = Date.now() + 60 * 60_000;
  const session = await sign(env.OWNER_SESSION_SECRET, "session", { device, generation: 0, id }, expires);
  const proof = await sign(env.OWNER_SESSION_SECRET, "face-id", { session: id }, expires);
  return `${sessionCookie}=${session}${faceId ? `; ${faceIdCookie}=${proof}` : ""}`;
}

type Handle = ReturnType<typeof createOwnerAccess>;

/** A request as the site's own page sends it. */
async function send(handle: Handle, method: string, cookie: string | undefined, body?: unknown) {
  const headers = new Headers({ Origin: site, "Sec-Fetch-Site": "same-origin", "X-Requested-With": "site-owner" });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${site}/api/owner/alerts`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handle(request, env);
  return { status: response.status, body: await response.json() };
}

/** Devices that turned alerts on from their page, with a fresh Face ID. */
async function withAlerts(world: ReturnType<typeof setUp>, names: string[]) {
  const { applicationServerKey } = (await send(world.handle, "GET", await signedIn(names[0]!, false))).body;
  for (const name of names) {
    const subscription = push.subscription(world.subscriptionId(name), applicationServerKey);
    const turnedOn = await send(world.handle, "PUT", await signedIn(name, true), { subscription });
    expect(turnedOn).toEqual({ status: 200, body: { on: true } });
  }
  return world.subscriptionId;
}

describe("lead alerts on a device", () => {
  it("are kept sealed in the device's entry, and opened by the delivery that pushes the quote", async () => {
    const world = setUp();
    const phone = await signedIn("phone", true);
    const before = await send(world.handle, "GET", phone);
    expect(before.body).toEqual({ applicationServerKey: expect.stringMatching(/^B[\w-]{86}$/), on: false });
    const subscription = push.subscription("sealed", before.body.applicationServerKey);
    expect(await send(world.handle, "PUT", phone, { subscription })).toEqual({ status: 200, body: { on: true } });
    const text = world.standIn.readText(credentialsPath) ?? "";
    for (const clear of [subscription.endpoint!, "push/sealed", subscription.keys!.p256dh!, subscription.keys!.auth!])
      expect(text).not.toContain(clear);
    expect(world.file().passkeys[0].sealedPushSubscription).toMatch(/^[\w-]{100,}$/);
    expect((await send(world.handle, "GET", phone)).body.on).toBe(true);
    // The real clock, held: GitHub's stand-in checks the App's token against the time now.
    const now = Date.now();
    expect(await deliverToOwnerDevices(env, quote, { fetch: world.fetchBoth, now: () => now })).toEqual({
      accepted: 1,
    });
    expect(push.messages("sealed").map((message) => JSON.parse(message))).toEqual([
      { id: expect.stringMatching(/^[\w-]{22}$/), receivedAt: new Date(now).toISOString(), quote },
    ]);
  });

  it("carry a visitor's request posted to the quote function, whose answer counts the devices that took it", async () => {
    const world = setUp();
    const subscriptionId = await withAlerts(world, ["phone", "tablet"]);
    const visitor = { ...quote, service: quoteForm.services[0]!.value };
    // The challenge the page's worker solves while the visitor types.
    const challenge = await answerQuoteSubmission(new Request(`${site}${quoteSubmissionPath}?challenge`), env);
    const request = new Request(`${site}${quoteSubmissionPath}`, {
      method: "POST",
      headers: { Origin: site, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: JSON.stringify({ ...visitor, proof: await solvedProof(await challenge.json()) }),
    });
    const answer = await answerQuoteSubmission(request, env, { fetch: world.fetchBoth });
    expect(await answer.json()).toEqual({ devices: 2, webhook: "none" });
    for (const device of ["phone", "tablet"])
      expect(push.messages(subscriptionId(device)).map((message) => JSON.parse(message).quote)).toEqual([visitor]);
  });

  it("turn off, and go with the device's entry when the device is removed", async () => {
    const world = setUp();
    await withAlerts(world, ["phone", "tablet"]);
    expect(await send(world.handle, "DELETE", await signedIn("phone", false))).toEqual({
      status: 200,
      body: { on: false },
    });
    expect(world.file().passkeys[0]).not.toHaveProperty("sealedPushSubscription");
    const removal = new Request(`${site}/api/owner/devices/tablet`, {
      method: "DELETE",
      headers: { Origin: site, "X-Requested-With": "site-owner", Cookie: await signedIn("phone", true) },
    });
    expect((await world.handle(removal, env)).status).toBe(200);
    expect(JSON.stringify(world.file())).not.toContain("sealedPushSubscription");
    expect(await deliverToOwnerDevices(env, quote, { fetch: world.fetchBoth })).toEqual({ accepted: 0 });
  });

  it("need a fresh Face ID to turn on, and a subscription a browser could have made", async () => {
    const world = setUp();
    const subscription = push.subscription("refused");
    const withoutFaceId = await send(world.handle, "PUT", await signedIn("phone", false), { subscription });
    expect(withoutFaceId).toMatchObject({ status: 403, body: { faceId: expect.any(Object) } });
    const phone = await signedIn("phone", true);
    const point = Buffer.from(subscription.keys!.p256dh!, "base64url");
    point[64] = point[64]! ^ 1;
    for (const [changed, line] of [
      [{ endpoint: "http://push.example/x" }, "The subscription's endpoint is not https."],
      [{ endpoint: `https://push.example/${"x".repeat(2100)}` }, "The subscription's endpoint is not an address."],
      [{ keys: { ...subscription.keys, p256dh: point.toString("base64url") } }, "not a P-256 public key."],
      [{ keys: { ...subscription.keys, p256dh: "BAAA" } }, "not a P-256 public key."],
      [{ keys: { ...subscription.keys, auth: "c2hvcnQ" } }, "The subscription's auth secret is not 16 bytes."],
    ] as const) {
      const refused = await send(world.handle, "PUT", phone, { subscription: { ...subscription, ...changed } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(line);
    }
    expect(JSON.stringify(world.file())).not.toContain("sealedPushSubscription");
  });

  it("are refused to a caller not signed in, or not on the site's own page", async () => {
    const world = setUp();
    const subscription = push.subscription("signed-out");
    for (const method of ["GET", "PUT", "DELETE"])
      expect(await send(world.handle, method, undefined, method === "PUT" ? { subscription } : undefined)).toEqual({
        status: 401,
        body: { message: "Sign in first." },
      });
    const elsewhere = new Request(`${site}/api/owner/alerts`, {
      method: "PUT",
      headers: { Origin: "https://evil.example", Cookie: await signedIn("phone", true) },
      body: JSON.stringify({ subscription }),
    });
    expect((await world.handle(elsewhere, env)).status).toBe(403);
    expect(JSON.stringify(world.file())).not.toContain("sealedPushSubscription");
  });
});

describe("delivering a quote request", () => {
  it("drops the subscriptions answered 404 or 410, and keeps those that failed or never answered", async () => {
    const world = setUp();
    const idOf = await withAlerts(world, devices);
    push.answer(idOf("phone"), 404);
    push.answer(idOf("tablet"), 410);
    push.answer(idOf("laptop"), 500);
    push.answer(idOf("watch"), "no answer");
    const delivered = await deliverToOwnerDevices(env, quote, { fetch: world.fetchBoth, timeoutMs: 300 });
    expect(delivered).toEqual({
      accepted: 1,
      problem:
        "Lead alerts: laptop: the push service answered HTTP 500; watch: the push service did not answer in time.",
    });
    expect(push.messages(idOf("desk"))).toHaveLength(1);
    const kept = world
      .file()
      .passkeys.map((key: { device: string; sealedPushSubscription?: string }) => [
        key.device,
        Boolean(key.sealedPushSubscription),
      ]);
    expect(kept).toEqual([
      ["phone", false],
      ["tablet", false],
      ["laptop", true],
      ["watch", true],
      ["desk", true],
    ]);
  });

  it("reads the file again when it changed before the write, and keeps that change", async () => {
    const world = setUp();
    const idOf = await withAlerts(world, ["phone", "tablet"]);
    push.answer(idOf("phone"), 410);
    let changedMeanwhile = false;
    const fetchRacing: typeof fetch = async (input, init) => {
      if (init?.method === "PUT" && !changedMeanwhile) {
        changedMeanwhile = true;
        const file = world.file();
        file.passkeys[4].name = "Desk, renamed";
        world.standIn.commitOnBranch("Rename", { [credentialsPath]: JSON.stringify(file) });
      }
      return world.fetchBoth(input, init);
    };
    expect(await deliverToOwnerDevices(env, quote, { fetch: fetchRacing })).toEqual({ accepted: 1 });
    const puts = world.standIn.requests.filter((each) => each.operationId === "repos/create-or-update-file-contents");
    expect(puts.slice(-2).map((each) => each.status)).toEqual([409, 200]);
    expect(world.file().passkeys.map((key: { name: string }) => key.name)[4]).toBe("Desk, renamed");
    expect(world.file().passkeys[0]).not.toHaveProperty("sealedPushSubscription");
    expect(world.file().passkeys[1]).toHaveProperty("sealedPushSubscription");
  });

  it("counts what was accepted when the file cannot be written", async () => {
    const world = setUp();
    const idOf = await withAlerts(world, ["phone", "tablet"]);
    push.answer(idOf("phone"), 404);
    const fetchFailingWrites: typeof fetch = (input, init) =>
      init?.method === "PUT" ? Promise.resolve(new Response("{}", { status: 500 })) : world.fetchBoth(input, init);
    expect(await deliverToOwnerDevices(env, quote, { fetch: fetchFailingWrites })).toEqual({
      accepted: 1,
      problem: "Lead alerts: ended subscriptions not dropped: GitHub did not save the passkeys file (HTTP 500).",
    });
    expect(world.file().passkeys[0]).toHaveProperty("sealedPushSubscription");
  });

  it("sends nothing when the owner's sign-in is not set up, and says why when GitHub cannot be read", async () => {
    // No device can have turned alerts on without the sign-in: a site without it logs nothing per request.
    expect(await deliverToOwnerDevices({}, quote)).toEqual({ accepted: 0 });
    const offline: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    expect(await deliverToOwnerDevices(env, quote, { fetch: offline })).toEqual({
      accepted: 0,
      problem: "No lead alert was sent: fetch failed",
    });
  });
});
