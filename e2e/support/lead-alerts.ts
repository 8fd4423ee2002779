/**
 * Lead alerts for browser tests of a site served in this process (passkeySite): a push service's
 * stand-in over real HTTP that the site's function reaches, and the owner's devices with alerts on,
 * either turned on from the devices page (Chromium's subscription answered by the stand-in) or
 * already in the passkeys file, sealed by the function's own code, as turning them on leaves them.
 * Both read the function's secret from the process's settings: call them once the site started.
 */
import type { BrowserContext } from "@playwright/test";

import { sealSubscription, vapidKeys } from "../../server/leads/keys.mjs";
import { type Passkey, credentialsPath } from "../../server/owner-access/credentials.mjs";
import { type PushServiceStandIn, startPushService } from "../../test-support/push-service";
import type { GitHubStandIn } from "./github-stand-in";

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/**
 * Starts the push service's stand-in, and has the site's function, which runs in this process,
 * reach its https origin at the loopback port, as a name lookup and TLS would reach a push service;
 * every other address is untouched. `close` stops it and gives the process its own fetch back.
 */
export async function startSitePushService(): Promise<PushServiceStandIn> {
  // The function signs with the site's origin as its subject: here http://localhost, not https.
  const push = await startPushService(undefined, /^(mailto:|https:|http:\/\/localhost:)/);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    urlOf(input).startsWith(`${push.origin}/`) ? push.fetch(input, init) : realFetch(input, init);
  return {
    ...push,
    close: async () => {
      globalThis.fetch = realFetch;
      await push.close();
    },
  };
}

/** The site's VAPID public key, which a browser subscribes with. */
const applicationServerKey = async () => (await vapidKeys(process.env.OWNER_SESSION_SECRET ?? "")).publicKey;

/** The only stand-in in the browser: Chromium's push subscription answered by one the stand-in made, named `id`. */
export async function subscribeToStandIn(context: BrowserContext, push: PushServiceStandIn, id: string) {
  const subscription = push.subscription(id, await applicationServerKey());
  await context.addInitScript((json) => {
    PushManager.prototype.subscribe = async () =>
      ({ endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true }) as unknown as PushSubscription;
  }, subscription);
}

/** The owner's devices as the passkeys file on GitHub's stand-in lists them now. */
export const passkeysIn = (github: GitHubStandIn): Passkey[] =>
  JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys ?? [];

/**
 * An owner's device in the passkeys file, as enrolling and the devices page leave it: with
 * `alerts`, the push subscription the stand-in made under that id, sealed for the device by the
 * function's own sealing; without, a device that never turned alerts on. Its passkey is never
 * used to sign in here (the devices page's own test enrols by Face ID, lead-inbox-passkey.spec.ts).
 */
type OwnerDevice = { name: string; alerts?: string };

/** Writes the passkeys file with `devices` in it, in one commit, as the site's function would. */
export async function seedOwnerDevices(github: GitHubStandIn, push: PushServiceStandIn, devices: OwnerDevice[]) {
  const secret = process.env.OWNER_SESSION_SECRET ?? "";
  const key = await applicationServerKey();
  const passkeys: Passkey[] = await Promise.all(
    devices.map(async ({ name, alerts }, index) => {
      const device = `seeded-device-${index}`;
      const entry: Passkey = {
        device,
        id: `${device}-passkey`,
        publicKey: "AQ",
        name,
        added: new Date().toISOString(),
      };
      if (!alerts) return entry;
      const { endpoint = "", keys: { p256dh = "", auth = "" } = {} } = push.subscription(alerts, key);
      const subscription = { endpoint, keys: { p256dh, auth } };
      return { ...entry, sealedPushSubscription: await sealSubscription(secret, device, subscription) };
    }),
  );
  const file = JSON.parse(github.readText(credentialsPath) ?? "{}");
  github.commitOnBranch(`Owner's devices: ${devices.map(({ name }) => name).join(", ")}`, {
    [credentialsPath]: `${JSON.stringify({ ...file, passkeys }, null, 2)}\n`,
  });
}
