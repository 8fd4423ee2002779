import { content } from "./support/content";
import { whenHydrated } from "./support/hydration";
import {
  corsHeaders,
  countWebhookAnswers,
  fillIn,
  recordAlerts,
  submitButton,
  visitor,
  webhook,
} from "./support/quote-form";
import { expect, test } from "./support/test";
import { serveWebhookBuild } from "./support/webhook-build";

/**
 * The webhook as an owner configures it: set when the site is built, with nothing in the
 * visitor's storage and no policy patched by the test. The build's own policy must let the
 * request through, and a visitor must learn when it never arrived.
 */

const copy = content.quoteForm.fallback;
let site: Awaited<ReturnType<typeof serveWebhookBuild>> | undefined;

test.beforeAll(async () => {
  // A second build when the shared one changed; later runs reuse it.
  test.setTimeout(600_000);
  site = await serveWebhookBuild(webhook);
});

test.afterAll(async () => {
  await site?.close();
});

test("a webhook set at build time gets the quote, and after its last retry the panel says it couldn't reach us", async ({
  page,
  blockedRequests,
}) => {
  const origin = site!.origin;
  // This build's server is local too; anything else stays blocked (and recorded) as in every test.
  await page.route(
    (url) => url.origin === origin,
    (route) => route.continue(),
  );
  const posts: unknown[] = [];
  await page.route(webhook, (route) => {
    if (route.request().method() !== "POST") return route.fulfill({ status: 204, headers: corsHeaders });
    posts.push(route.request().postDataJSON());
    return route.fulfill({ status: 503, headers: corsHeaders });
  });
  const webhookAnswers = await countWebhookAnswers(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  recordAlerts(page);
  await page.clock.install();
  await page.goto(`${origin}/contact`);
  await whenHydrated(page);
  await fillIn(page, "Hello");
  await submitButton(page).click();

  const panel = page.getByRole("region", { name: copy.title });
  await expect(panel).toBeVisible();
  // The first try and three retries, 1 s, 2 s and 4 s apart on the page's clock.
  for (const [answers, wait] of [
    [1, 1000],
    [2, 2000],
    [3, 4000],
  ] as const) {
    await expect.poll(webhookAnswers).toBe(answers);
    await expect(panel.getByRole("status").first()).toHaveText(copy.delivery.sending);
    await page.clock.runFor(wait);
  }
  await expect.poll(webhookAnswers).toBe(4);
  await expect(panel.getByRole("status").first()).toHaveText(copy.delivery.failed);
  expect(posts).toHaveLength(4);
  expect(posts[0]).toMatchObject({ firstName: visitor.firstName, message: "Hello" });
  expect(violations).toEqual([]);
  expect(blockedRequests).toEqual([]);
});
