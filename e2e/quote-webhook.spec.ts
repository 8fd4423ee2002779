import type { Server } from "node:http";

import { startServer } from "../server/serve.mjs";
import { webhookStandIn } from "../test-support/webhook-stand-in";
import { content } from "./support/content";
import { recordCspViolations } from "./support/csp";
import { whenHydrated } from "./support/hydration";
import { chosenService, fillIn, recordAlerts, submitButton, visitor } from "./support/quote-form";
import { expect, test } from "./support/test";

/**
 * The owner's webhook as a host sets it (QUOTE_WEBHOOK_URL, read by the site's function when a
 * request comes): the function posts every request there, over real HTTP, and no page names it.
 * With the function's secret set, as a site with the owner's sign-in has it, a request gets there
 * only with the proof of work the page's worker found while the visitor typed.
 */
const secret = "browser-test-session-secret-long-enough";
let webhook: Awaited<ReturnType<typeof webhookStandIn>>;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  webhook = await webhookStandIn();
  process.env.QUOTE_WEBHOOK_URL = webhook.url;
  process.env.OWNER_SESSION_SECRET = secret;
  server = await startServer({ port: 0, host: "localhost" });
  origin = `http://localhost:${(server.address() as { port: number }).port}`;
  // The site's address, as a host with the owner's sign-in sets it: the function reads requests on it.
  process.env.SITE_ORIGIN = origin;
});

test.afterAll(async () => {
  delete process.env.QUOTE_WEBHOOK_URL;
  delete process.env.OWNER_SESSION_SECRET;
  delete process.env.SITE_ORIGIN;
  await new Promise((resolve) => server.close(resolve));
  await webhook.close();
});

test("the site's function posts the request, with the proof the page found, to the owner's webhook exactly as typed, while the mail app opens at once", async ({
  page,
  blockedRequests,
}) => {
  // This server is local too; anything else stays blocked (and recorded) as in every test.
  await page.route(
    (url) => url.origin === origin,
    (route) => route.continue(),
  );
  const violations = await recordCspViolations(page);
  const alerts = recordAlerts(page);
  const message = "Fence & gate + 2 posts\nSecond line 🌿";
  await page.goto(`${origin}/contact`);
  await whenHydrated(page);
  await fillIn(page, message);
  await submitButton(page).click();

  await expect.poll(() => alerts).toEqual([content.quoteForm.success]);
  await expect.poll(() => webhook.received).toHaveLength(1);
  expect(webhook.received[0]).toEqual({
    contentType: "application/json",
    body: { ...visitor, service: chosenService.value, message },
  });
  const html = await (await page.request.get(`${origin}/contact`)).text();
  expect(html).not.toContain(webhook.url);
  expect(violations).toEqual([]);
  expect(blockedRequests).toEqual([]);
});
