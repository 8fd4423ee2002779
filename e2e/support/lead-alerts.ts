/**
 * Lead alerts on the owner's devices, for browser tests and the bench (scripts/bench/lead-delivery.mjs)
 * of a site served in this process (passkey-site.ts): a push service's stand-in over real HTTP
 * that the site's function reaches (test-support/push-service.ts), and the owner's devices with
 * alerts on, either turned on from the devices page (Chromium's subscription answered by the
 * stand-in) or already in the passkeys file, sealed by the function's own code, as turning them on
 * leaves them. Chromium here reaches no real push service, so a message the stand-in opened is
 * handed to the inbox's worker as Chromium's push would hand it. The function's secret is read
 * from the process's settings: call these once the site started.
 */
import { type BrowserContext, expect, type Page } from "@playwright/test";

// With their extensions: Node runs this module as it is, for the bench.
import { sealSubscription, vapidKeys } from "../../server/leads/keys.mjs";
import { type Passkey, credentialsPath } from "../../server/owner-access/credentials.mjs";
import { type PushServiceStandIn, startPushService } from "../../test-support/push-service.ts";
import type { GitHubStandIn } from "./github-stand-in.ts";
import { passkeySite } from "./passkey-site.ts";

/** The owner's inbox of quote requests: its page, and its worker's scope. */
export const inboxPath = "/admin/new-job-leads";

/** The devices page, where alerts are turned on for the device in hand. */
const devicesPath = "/api/owner/your-devices";

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
async function subscribeToStandIn(context: BrowserContext, push: PushServiceStandIn, id: string) {
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

/** The notifications the inbox's worker shows now, as a page of the site reads them. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    return (await registration?.getNotifications())?.map(({ title, body, tag }) => ({ title, body, tag })) ?? [];
  }, inboxPath);

/**
 * The owner's site on the port `portOffset` past `basePort` (passkey-site.ts), with the push
 * service's stand-in its function pushes to, from `start` until `stop`.
 */
export function leadAlertsSite(portOffset: number, basePort?: number) {
  const owner = passkeySite(portOffset, undefined, basePort);
  let push: PushServiceStandIn | undefined;

  /** Starts the push service's stand-in, GitHub's stand-in and the site. */
  async function start() {
    push = await startSitePushService();
    const github = await owner.start();
    return { github, push };
  }

  async function stop() {
    await owner.stop();
    await push?.close();
  }

  /** Turns alerts on from the devices page, as the owner does, and answers the page's alerts section. */
  async function turnOnAlerts(page: Page) {
    await page.goto(`${owner.site}${devicesPath}`);
    const alerts = page.getByRole("region", { name: "Quote requests on this device" });
    await alerts.getByRole("button", { name: "Turn on alerts" }).click();
    await expect(alerts.getByRole("status")).toHaveText(/^Alerts are on/, { timeout: 30_000 });
    return alerts;
  }

  /** A way to hand data to the inbox's worker in `page`'s browser, as the browser hands a push message. */
  async function pushToWorker(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send("ServiceWorker.enable");
    const scopeURL = `${owner.site}${inboxPath}`;
    await expect.poll(() => registrations.some((each) => each.scopeURL === scopeURL)).toBe(true);
    const { registrationId = "" } = registrations.find((each) => each.scopeURL === scopeURL) ?? {};
    return (data: string) =>
      cdp.send("ServiceWorker.deliverPushMessage", { origin: owner.site, registrationId, data }).then(() => undefined);
  }

  const subscribe = (context: BrowserContext, id: string) => {
    if (!push) throw new Error("the push service's stand-in is not started");
    return subscribeToStandIn(context, push, id);
  };

  return { ...owner, start, stop, subscribeToStandIn: subscribe, turnOnAlerts, pushToWorker };
}
