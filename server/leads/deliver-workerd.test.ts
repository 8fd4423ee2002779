// @vitest-environment node
/**
 * Lead delivery (deliver.mjs) run in workerd, where Cloudflare runs the quote function, and not
 * only in Node (deliver.test.ts): its Web Crypto is another implementation, and every step of a
 * delivery leans on it (the GitHub App's JWT, HKDF, opening the sealed subscriptions, the VAPID
 * key and JWT, aes128gcm). The worker (deliver-workerd-entry.mjs) is bundled as a host bundles the
 * function, with no Node compatibility, and its fetches are answered in this process: GitHub's
 * API by its stand-in, the push service by its stand-in over real HTTP, which checks each VAPID
 * JWT and opens each message as the owner's browser would.
 */
import { fileURLToPath } from "node:url";

import { Miniflare, Response as WorkerResponse, type Request as WorkerRequest } from "miniflare";
import { build } from "rolldown";
import { afterAll, beforeAll, expect, it } from "vitest";

import { GitHubStandIn, standInFetch } from "../../e2e/support/github-stand-in";
import { ownerAccessSettings } from "../../test-support/owner-access-settings";
import { startPushService, type PushServiceStandIn } from "../../test-support/push-service";
import { type Passkey, credentialsPath } from "../owner-access/credentials.mjs";
import { sealSubscription, vapidKeys } from "./keys.mjs";
import { leadMessageText } from "./lead-message.mjs";
import { typedQuote } from "../../test-support/typed-quote";

const { repo, appKeys, env } = ownerAccessSettings();
const quote = typedQuote;
// Each device's push subscription, by the stand-in's name for it; the desk never turned alerts on.
const alerts = { phone: "workerd-phone", tablet: "workerd-tablet", laptop: "workerd-laptop" };
const devices = [...Object.keys(alerts), "desk"] as const;

let push: PushServiceStandIn;
let github: GitHubStandIn;
let worker: Miniflare | undefined;
/** The host of every fetch the worker made, in order. */
const outboundHosts: string[] = [];

beforeAll(async () => {
  push = await startPushService();
  github = await seededGitHub();
  worker = new Miniflare({
    modules: true,
    script: await workerScript(),
    compatibilityDate: "2026-04-01",
    bindings: env,
    outboundService: outbound,
  });
  await worker.ready;
}, 120_000);

afterAll(async () => {
  await worker?.dispose();
  await push?.close();
});

/** The entry and all it imports as one ES module, as a host's bundler leaves the function. */
async function workerScript() {
  const input = fileURLToPath(new URL("./deliver-workerd-entry.mjs", import.meta.url));
  const { output } = await build({ input, platform: "browser", write: false, logLevel: "silent" });
  expect(output.map(({ type }) => type)).toEqual(["chunk"]);
  return output[0].code;
}

/**
 * GitHub's stand-in with the passkeys file as turning alerts on leaves it: each subscription the
 * push stand-in made for the site's VAPID key, sealed for its device by keys.mjs, here in Node.
 */
async function seededGitHub() {
  const { publicKey } = await vapidKeys(env.OWNER_SESSION_SECRET);
  const passkeys: Passkey[] = await Promise.all(
    devices.map(async (device) => {
      const entry: Passkey = { device, id: `${device}-key`, publicKey: "AQ", name: device, added: "" };
      const id = alerts[device as keyof typeof alerts];
      if (!id) return entry;
      const { endpoint = "", keys: { p256dh = "", auth = "" } = {} } = push.subscription(id, publicKey);
      const sealed = await sealSubscription(env.OWNER_SESSION_SECRET, device, { endpoint, keys: { p256dh, auth } });
      return { ...entry, sealedPushSubscription: sealed };
    }),
  );
  return new GitHubStandIn({
    repo,
    branch: "main",
    token: "ghs_workerdLeadAlertsInstallationToken01",
    files: { [credentialsPath]: JSON.stringify({ passkeys, invites: [], usedInvites: [] }) },
    app: {
      id: env.GITHUB_APP_ID,
      installationId: env.GITHUB_APP_INSTALLATION_ID,
      publicKeyPem: appKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
    },
  });
}

/** The worker's fetches: the push service's origin to its stand-in, everything else to GitHub's. */
async function outbound(request: WorkerRequest) {
  outboundHosts.push(new URL(request.url).host);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const init = { method: request.method, headers: Object.fromEntries(request.headers), body };
  const answer = request.url.startsWith(`${push.origin}/`)
    ? await push.fetch(request.url, init)
    : await standInFetch(github)(request.url, init);
  const headers = Object.fromEntries(answer.headers);
  return new WorkerResponse(answer.body ? await answer.arrayBuffer() : null, { status: answer.status, headers });
}

it("pushes a quote request to each device from workerd, and drops the subscription its push service ended", async () => {
  push.answer(alerts.laptop, 410);
  const answer = await worker!.dispatchFetch("https://www.example.com/api/quote", {
    method: "POST",
    body: JSON.stringify(quote),
  });
  const { delivered, vapidPublicKey } = (await answer.json()) as { delivered: unknown; vapidPublicKey: string };
  expect(delivered).toEqual({ accepted: 2 });
  expect(vapidPublicKey).toBe((await vapidKeys(env.OWNER_SESSION_SECRET)).publicKey);
  expect(new Set(outboundHosts)).toEqual(new Set(["api.github.com", new URL(push.origin).host]));
  // Every message passed the stand-in's checks: a VAPID JWT signed by the key each subscription
  // was made with, a TTL, aes128gcm that opens; the laptop's was refused only by its 410.
  const judged = push.received.map(({ id, status, refused }) => ({ id, status, refused }));
  expect(judged.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
    { id: alerts.laptop, status: 410, refused: undefined },
    { id: alerts.phone, status: 201, refused: undefined },
    { id: alerts.tablet, status: 201, refused: undefined },
  ]);
  for (const id of [alerts.phone, alerts.tablet]) {
    const [text, ...more] = push.messages(id);
    expect(more).toEqual([]);
    const { id: leadId, receivedAt } = JSON.parse(text ?? "{}");
    // The very text Node would have pushed for the same lead, the visitor's words as typed.
    expect(text).toBe(leadMessageText(quote, { id: leadId, receivedAt }));
    expect(JSON.parse(text ?? "{}").quote).toEqual(quote);
  }
  const kept = JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys.map((key: Passkey) => [
    key.device,
    Boolean(key.sealedPushSubscription),
  ]);
  expect(kept).toEqual([
    ["phone", true],
    ["tablet", true],
    ["laptop", false],
    ["desk", false],
  ]);
}, 60_000);
