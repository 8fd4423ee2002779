import type { Server } from "node:http";

import type { Page } from "@playwright/test";

import { honeypotField } from "../app/components/quote-form/quote-post";
import { startServer } from "../server/serve.mjs";
import type { PushServiceStandIn } from "../test-support/push-service";
import { webhookStandIn } from "../test-support/webhook-stand-in";
import type { GitHubStandIn } from "./support/github-stand-in";
import { passkeysIn, seedOwnerDevices, startSitePushService } from "./support/lead-alerts";
import { jobPhones } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { content } from "./support/content";
import { chosenService, expectHandOff, form, send, startRequest, submitButton, visitor } from "./support/quote-form";
import { expect, test } from "./support/test";

/**
 * Every way a request can fail to reach the owner's phone ends in today's hand-off, never in
 * silence: the mail app opened on exactly the request, and the request kept on the page with the
 * other ways to send it; with no signal at Send, it also goes by itself once there is some. On a phone, against the built site served by `npm start`'s server in this
 * process, with the push service, GitHub and the owner's webhook as stand-ins over real HTTP; the
 * site's own function is never intercepted (its answer to the page is only read). What reached each
 * stand-in is checked too. The owner's devices are put in the passkeys file as turning alerts on
 * leaves them, their subscriptions sealed by the function's own code (support/lead-alerts.ts):
 * turning them on by Face ID from the devices page is lead-inbox-passkey.spec.ts's.
 */
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];
const message = "Fence & gate + 2 posts\nSecond line 🌿";

// One site per group, on ports of their own: the groups run one after the other, in one worker.
test.describe.configure({ mode: "default", timeout: 60_000 });
test.use({ ...phone?.use });

test.describe("a site whose function is not set up", () => {
  const sitePort = Number(process.env.E2E_PORT ?? 4173) + 90;
  let server: Server;
  let secret: string | undefined;
  test.use({ baseURL: `http://localhost:${sitePort}` });

  test.beforeAll(async () => {
    secret = process.env.OWNER_SESSION_SECRET;
    delete process.env.OWNER_SESSION_SECRET;
    server = await startServer({ port: sitePort, host: "localhost" });
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (secret !== undefined) process.env.OWNER_SESSION_SECRET = secret;
  });

  test("without the function's secret, Send opens the mail app with the request and keeps it on the page", async ({
    page,
    blockedRequests,
  }) => {
    const watched = await startRequest(page, message);
    expect(await send(page)).toEqual({ devices: 0, webhook: "none" });
    await expectHandOff(page, watched, message);
    expect(blockedRequests).toEqual([]);
  });
});

test.describe("the shipped sign-in, with the owner's webhook", () => {
  const owner = passkeySite(88);
  let github: GitHubStandIn;
  let push: PushServiceStandIn;
  let webhook: Awaited<ReturnType<typeof webhookStandIn>>;
  test.use({ baseURL: owner.site });

  test.beforeAll(async () => {
    push = await startSitePushService();
    webhook = await webhookStandIn();
    github = await owner.start();
    process.env.QUOTE_WEBHOOK_URL = webhook.url;
  });

  test.afterAll(async () => {
    delete process.env.QUOTE_WEBHOOK_URL;
    await owner.stop();
    await Promise.all([push.close(), webhook.close()]);
  });

  test.beforeEach(() => {
    webhook.received.splice(0);
    push.received.splice(0);
  });

  /** The owner's devices in the passkeys file, and whether each still has alerts on. */
  const devicesWithAlerts = () =>
    passkeysIn(github).map(({ name, sealedPushSubscription }) => [name, Boolean(sealedPushSubscription)]);
  /** What the push service was sent, by subscription, and what it answered. */
  const pushed = () => push.received.map(({ id, status, refused }) => ({ id, status, refused }));
  /** The request as the owner's webhook should get it: as typed. */
  const typed = { contentType: "application/json", body: { ...visitor, service: chosenService.value, message } };

  test("with no device that turned alerts on, the mail app opens and the webhook still gets the request", async ({
    page,
    blockedRequests,
  }) => {
    await seedOwnerDevices(github, push, [{ name: "Owner's phone" }]);
    const watched = await startRequest(page, message);
    expect(await send(page)).toEqual({ devices: 0, webhook: "sent" });
    await expectHandOff(page, watched, message);
    expect(webhook.received).toEqual([typed]);
    expect(pushed()).toEqual([]);
    expect(blockedRequests).toEqual([]);
  });

  test("when the push service answers 500, the mail app opens and the phone keeps its alerts", async ({
    page,
    blockedRequests,
  }) => {
    await seedOwnerDevices(github, push, [{ name: "Owner's phone", alerts: "phone-busy" }]);
    const sealed = passkeysIn(github)[0]?.sealedPushSubscription;
    push.answer("phone-busy", 500);
    const watched = await startRequest(page, message);
    expect(await send(page)).toEqual({ devices: 0, webhook: "sent" });
    await expectHandOff(page, watched, message);
    // The push was well formed (VAPID, encryption) and refused for the service's own reasons.
    expect(pushed()).toEqual([{ id: "phone-busy", status: 500, refused: undefined }]);
    expect(passkeysIn(github).map((key) => key.sealedPushSubscription)).toEqual([sealed]);
    expect(webhook.received).toEqual([typed]);
    expect(blockedRequests).toEqual([]);
  });

  test("when the push service says a subscription is gone (410, 404), the mail app opens and the file drops it", async ({
    page,
    blockedRequests,
  }) => {
    await seedOwnerDevices(github, push, [
      { name: "Owner's phone", alerts: "phone-gone" },
      { name: "Owner's tablet", alerts: "tablet-gone" },
    ]);
    push.answer("phone-gone", 410);
    push.answer("tablet-gone", 404);
    const watched = await startRequest(page, message);
    expect(await send(page)).toEqual({ devices: 0, webhook: "sent" });
    await expectHandOff(page, watched, message);
    expect(pushed().sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "phone-gone", status: 410, refused: undefined },
      { id: "tablet-gone", status: 404, refused: undefined },
    ]);
    // The devices stay signed in; only their alerts are gone.
    expect(devicesWithAlerts()).toEqual([
      ["Owner's phone", false],
      ["Owner's tablet", false],
    ]);
    expect(webhook.received).toEqual([typed]);
    expect(blockedRequests).toEqual([]);
  });

  test("with no signal at Send, the mail app opens, the page says the request will go by itself, and it reaches the phone once signal returns", async ({
    page,
    blockedRequests,
  }) => {
    const { delivery } = content.quoteForm.fallback;
    await seedOwnerDevices(github, push, [{ name: "Owner's phone", alerts: "phone-no-signal" }]);
    const watched = await startRequest(page, message);
    await page.context().setOffline(true);
    await submitButton(page).click();
    await expectHandOff(page, watched, message);
    const panel = page.getByRole("region", { name: content.quoteForm.fallback.title });
    await expect(panel.getByText(delivery.waiting)).toBeVisible();
    expect([push.received, webhook.received]).toEqual([[], []]);

    await page.context().setOffline(false);
    await expect(panel.getByText(delivery.received)).toBeVisible();
    await expect(panel.getByText(delivery.waiting)).toHaveCount(0);
    // Once, exactly as typed, to the phone and to the webhook.
    expect(push.messages("phone-no-signal").map((pushed) => JSON.parse(pushed).quote)).toEqual([typed.body]);
    expect(webhook.received).toEqual([typed]);
    expect(blockedRequests).toEqual([]);
  });

  /** Requests the function refuses as a robot's: each goes nowhere, and the visitor still has the mail app. */
  const refusedRequests: {
    what: string;
    subscription: string;
    /** Done before the page opens. */
    before?: (page: Page) => Promise<unknown>;
    /** Done once the visitor has filled in the request. */
    filledIn?: (page: Page) => Promise<unknown>;
  }[] = [
    {
      what: "with the proof of work missing (the worker's code never arrived)",
      subscription: "phone-proof-missing",
      // One bar of signal: the page's worker could not be fetched, so no proof was found.
      before: (page) =>
        page.route(/\/assets\/proof-of-work\.worker-[\w-]+\.js$/, (route) => route.abort("internetdisconnected")),
    },
    {
      what: "with the proof of work wrong (its solution tampered with)",
      subscription: "phone-proof-wrong",
      // The worker's answer, altered before the page posts it: the counter it found, plus one.
      before: (page) =>
        page.addInitScript(() => {
          const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage");
          Object.defineProperty(Worker.prototype, "onmessage", {
            ...onmessage,
            set(this: Worker, listener: ((event: MessageEvent) => void) | null) {
              onmessage?.set?.call(this, (event: MessageEvent) => {
                const data = event.data && { ...event.data, counter: event.data.counter + 1 };
                listener?.call(this, new MessageEvent("message", { data }));
              });
            },
          });
        }),
    },
    {
      what: "with the hidden field filled as a robot fills it",
      subscription: "phone-trap",
      filledIn: (page) => form(page).locator(`input[name="${honeypotField}"]`).fill("https://spam.example.net"),
    },
  ];

  for (const { what, subscription, before, filledIn } of refusedRequests) {
    test(`${what}, nothing reaches the phone or the webhook and the mail app opens`, async ({
      page,
      blockedRequests,
    }) => {
      await seedOwnerDevices(github, push, [{ name: "Owner's phone", alerts: subscription }]);
      await before?.(page);
      const watched = await startRequest(page, message);
      await filledIn?.(page);
      expect(await send(page)).toEqual({ devices: 0, webhook: "none" });
      await expectHandOff(page, watched, message);
      expect(pushed()).toEqual([]);
      expect(webhook.received).toEqual([]);
      expect(blockedRequests).toEqual([]);
    });
  }
});
