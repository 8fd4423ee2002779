import { whenHydrated } from "./support/hydration";
import { gtagEvents } from "./support/analytics";
import {
  acceptDialogs,
  chosenService,
  configureWebhook,
  corsHeaders,
  countWebhookAnswers,
  decodeMailto,
  expectedEmail,
  field,
  fillIn,
  form,
  recordAlerts,
  recordNavigations,
  submitButton,
  visitor,
  webhook,
} from "./support/quote-form";
import { expect, phone, test } from "./support/test";
import { content } from "./support/content";
import { literally } from "./support/text";

const { quoteForm } = content;
const successText = quoteForm.success;

test.describe("quote form", () => {
  test("an empty submit is stopped by the browser's own validation", async ({ page }) => {
    const navigations = await recordNavigations(page);
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    await page.goto("/contact");
    await whenHydrated(page);
    await submitButton(page).click();
    await expect(field(page, "firstName")).toBeFocused();
    expect(await field(page, "firstName").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    // The service list's placeholder, its first entry, does not count as a choice.
    await fillIn(page, "");
    await field(page, "service").selectOption({ label: quoteForm.servicePlaceholder });
    await submitButton(page).click();
    await expect(field(page, "service")).toBeFocused();
    expect(dialogs).toBe(0);
    expect(navigations.filter((url) => url.startsWith("mailto:"))).toEqual([]);
  });

  test("a filled submit opens the mail app with exactly the request, alerts, clears and sends the conversion", async ({
    page,
  }) => {
    const navigations = await recordNavigations(page);
    const message = 'Two gates & 20m of fence? #3, 50% + "soon"\nCan you quote by Friday 🌿\nThanks';
    const alerts = recordAlerts(page);
    await page.goto("/contact");
    await whenHydrated(page);
    await fillIn(page, message);
    await submitButton(page).click();

    await expect.poll(() => alerts).toEqual([successText]);
    const mailto = navigations.filter((url) => url.startsWith("mailto:"));
    expect(mailto).toHaveLength(1);
    expect(mailto[0]).toContain("%20");
    expect(mailto[0]).toContain("%0D%0A");
    const { address, names, values } = decodeMailto(mailto[0]!);
    expect(address).toBe(content.business.email);
    expect(names).toEqual(["subject", "body"]);
    expect(values).toEqual(expectedEmail({ ...visitor, service: chosenService.label, message }));

    for (const name of ["firstName", "lastName", "email", "phone", "message"] as const) {
      await expect(field(page, name)).toHaveValue("");
    }
    await expect(field(page, "service")).toHaveValue("");
    await expect(submitButton(page)).toBeEnabled();
    expect(await gtagEvents(page)).toContainEqual([
      "event",
      "generate_lead",
      { event_category: "Contact", event_label: "Contact Form Submission" },
    ]);
  });

  test("with a webhook set, the endpoint receives the request as JSON", async ({ page }) => {
    await configureWebhook(page);
    const posts: { body: unknown; contentType: string | undefined }[] = [];
    await page.route(webhook, async (route) => {
      const request = route.request();
      if (request.method() === "POST")
        posts.push({ body: request.postDataJSON(), contentType: request.headers()["content-type"] });
      await route.fulfill({ status: request.method() === "POST" ? 200 : 204, headers: corsHeaders });
    });
    acceptDialogs(page);
    await page.goto("/contact");
    await whenHydrated(page);
    await fillIn(page, "Line one\nLine two");
    await submitButton(page).click();
    await expect.poll(() => posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      contentType: "application/json",
      body: { ...visitor, service: chosenService.value, message: "Line one\nLine two" },
    });
  });

  test("a failing webhook is retried 3 times (1 s, 2 s, 4 s) while the alert appears at once", async ({ page }) => {
    await page.clock.install();
    await configureWebhook(page);
    const posts: number[] = [];
    // Each POST is held until the test fails it, so the page learns of each failure at a
    // page time the test knows, and the retry delays can be checked to the millisecond.
    const held: (() => Promise<void>)[] = [];
    await page.route(webhook, async (route) => {
      if (route.request().method() !== "POST") return route.fulfill({ status: 204, headers: corsHeaders });
      posts.push(Date.now());
      await new Promise<void>((resolve) =>
        held.push(async () => {
          await route.fulfill({ status: 503, headers: corsHeaders });
          resolve();
        }),
      );
    });
    const webhookAnswers = await countWebhookAnswers(page);
    let failed = 0;
    const failHeldPost = async () => {
      await expect.poll(() => held.length).toBe(1);
      await held.shift()!();
      failed += 1;
      // Page time stands still; this waits until the page has handled the failure.
      await expect.poll(webhookAnswers).toBe(failed);
    };
    const postsWhenAlerted: number[] = [];
    page.on("dialog", (dialog) => {
      postsWhenAlerted.push(posts.length);
      return dialog.accept();
    });
    await page.goto("/contact");
    await whenHydrated(page);
    // From here the page's time moves only when the test moves it, so a busy machine cannot
    // shift a retry across the 1 ms boundaries checked below.
    const pausedAt = await page.evaluate(() => Date.now() + 1000);
    await page.clock.pauseAt(pausedAt);
    await fillIn(page, "Hello");
    await submitButton(page).click();
    // One frame for the button's sending label to paint.
    await page.clock.runFor(100);
    // The alert does not wait for the webhook: it shows while the first request is still open.
    await expect.poll(() => postsWhenAlerted).toHaveLength(1);
    expect(postsWhenAlerted[0]).toBeLessThanOrEqual(1);
    await expect.poll(() => posts.length).toBe(1);
    // The alert opens inside that frame and stops the page's clock there; `runFor` can return
    // before the page has run the rest of the frame. The first failure must meet the clock at
    // the frame's end, or its retry would be due less than 1 s after the time counted from below.
    await expect.poll(() => page.evaluate(() => Date.now())).toBe(pausedAt + 100);
    await failHeldPost();

    for (const [wait, expected] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await page.clock.runFor(wait - 1);
      expect(posts.length).toBe(expected - 1);
      await page.clock.runFor(1);
      await expect.poll(() => posts.length).toBe(expected);
      await failHeldPost();
    }
    await page.clock.runFor(60_000);
    expect(posts.length).toBe(4);
  });

  test("the quote form's page loads no query library unless a webhook is configured", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/contact");
    await whenHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("webhook-sender"))).toEqual([]);

    await page.evaluate((url) => localStorage.setItem("quoteWebhookUrl", url), webhook);
    await page.reload();
    await expect.poll(() => scripts.filter((url) => url.includes("webhook-sender")).length).toBe(1);
  });
});

test.describe("quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("explains itself, offers email and phone, and hands the request over exactly as typed through the site's function", async ({
    page,
  }) => {
    await page.goto("/contact");
    // As a pattern: inside <noscript>, Playwright's plain-text match finds nothing where its pattern match does.
    await expect(form(page).getByText(new RegExp(literally(quoteForm.noScript)))).toBeVisible();
    const { email, phones } = content.business;
    await expect(form(page).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(form(page).getByRole("link", { name: phones.main.display })).toHaveAttribute(
      "href",
      `tel:${phones.main.e164}`,
    );

    await submitButton(page).click();
    await expect(field(page, "firstName")).toBeFocused();
    // What the browser's own form hand-off to mailto: garbles: `&`, `+`, line breaks, non-ASCII.
    const service = quoteForm.services[1]!;
    const typed = {
      firstName: "Zoë",
      lastName: "O'Brien",
      email: "zoe+quotes@example.org",
      phone: "07700 900123",
      message: "Fence & gate + 2 posts\n50% off? #3\nBrûlée-coloured 🌿 panels",
    };
    await field(page, "firstName").fill(typed.firstName);
    await field(page, "lastName").fill(typed.lastName);
    await field(page, "email").fill(typed.email);
    await field(page, "phone").fill(typed.phone);
    await field(page, "service").selectOption({ label: service.label });
    await field(page, "message").fill(typed.message);
    // The site's own answer, passed on unchanged: a redirect to mailto: is no response the page sees.
    const answers: { url: string; status: number; location?: string }[] = [];
    await page.route("**/*", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      answers.push({ url: route.request().url(), status: response.status(), location: response.headers().location });
      await route.fulfill({ response });
    });
    await submitButton(page).click();
    await expect.poll(() => answers.length).toBe(1);
    const [answer] = answers;
    expect(new URL(answer!.url).pathname).toBe("/api/quote");
    expect(answer!.status).toBe(303);
    const location = answer!.location!;

    const { address, names, values } = decodeMailto(location);
    expect(address).toBe(content.business.email);
    expect(names).toEqual(["subject", "body"]);
    expect(values).toEqual(expectedEmail({ ...typed, service: service.label }));
  });
});

test.describe("quote form on a phone", () => {
  test.use(phone);

  test("the submit button can be reached and is not covered by the action bar", async ({ page }) => {
    await page.goto("/contact");
    const submit = submitButton(page);
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(topmost).toBe(quoteForm.submit);
  });
});
