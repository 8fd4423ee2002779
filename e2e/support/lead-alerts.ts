/**
 * Lead alerts on the owner's phone, on the shipped sign-in, as the browser test and the bench
 * (scripts/bench/lead-delivery.mjs) set them up: the site as `npm start` serves it with the
 * passkey sign-in (passkey-site.ts), whose function pushes each quote request to a push service's
 * stand-in over real HTTP (test-support/push-service.ts). Chromium here reaches no real push
 * service, so the phone's `PushManager.prototype.subscribe` answers the stand-in's subscription,
 * and a message the stand-in opened is handed to the inbox's worker as Chromium's push would hand
 * it.
 */
import { type BrowserContext, expect, type Page } from "@playwright/test";

import { vapidKeys } from "../../server/leads/keys.mjs";
// With their extensions: Node runs this module as it is, for the bench (scripts/bench/lead-delivery.mjs).
import { type PushServiceStandIn, startPushService } from "../../test-support/push-service.ts";
import { passkeySite } from "./passkey-site.ts";

/** The owner's inbox of quote requests: its page, and its worker's scope. */
export const inboxPath = "/admin/new-job-leads";

/** The devices page, where alerts are turned on for the device in hand. */
const devicesPath = "/api/owner/your-devices";

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/** The notifications the inbox's worker shows now, as a page of the site reads them. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    return (await registration?.getNotifications())?.map(({ title, body, tag }) => ({ title, body, tag })) ?? [];
  }, inboxPath);

/**
 * The owner's site on the port `portOffset` past `basePort` (passkey-site.ts), and the push
 * service's stand-in its function pushes to, from `start` until `stop`.
 */
export function leadAlertsSite(portOffset: number, basePort?: number) {
  const owner = passkeySite(portOffset, undefined, basePort);
  const realFetch = globalThis.fetch;
  let push: PushServiceStandIn | undefined;

  /** Starts GitHub's stand-in, the site and the push service's stand-in. */
  async function start() {
    // The function signs with the site's origin as its subject: here http://localhost, not https.
    const standIn = await startPushService(undefined, /^(mailto:|https:|http:\/\/localhost:)/);
    push = standIn;
    const github = await owner.start();
    // The site's function runs in this process: the stand-in's https origin reaches its loopback
    // port, as a name lookup and TLS would reach a push service; every other address is untouched.
    globalThis.fetch = (input, init) =>
      urlOf(input).startsWith(`${standIn.origin}/`) ? standIn.fetch(input, init) : realFetch(input, init);
    return { github, push: standIn };
  }

  async function stop() {
    globalThis.fetch = realFetch;
    await owner.stop();
    await push?.close();
  }

  /** The only stand-in in the browser: a push subscription named `id` that the stand-in made. */
  async function subscribeToStandIn(context: BrowserContext, id: string) {
    if (!push) throw new Error("the push service's stand-in is not started");
    const { publicKey } = await vapidKeys(process.env.OWNER_SESSION_SECRET ?? "");
    await context.addInitScript(
      (json) => {
        PushManager.prototype.subscribe = async () =>
          ({
            endpoint: json.endpoint,
            toJSON: () => json,
            unsubscribe: async () => true,
          }) as unknown as PushSubscription;
      },
      push.subscription(id, publicKey),
    );
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

  return { ...owner, start, stop, subscribeToStandIn, turnOnAlerts, pushToWorker };
}
