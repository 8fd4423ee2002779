import type { Page } from "@playwright/test";

import { type QuoteDelivery, quoteSubmissionPath } from "../../app/components/quote-form/quote-post";
import { content } from "./content";
import { servePoliciesFor } from "./csp";
import { expect } from "./test";

/** An https endpoint the tests intercept in the browser; nothing leaves the machine. */
export const webhook = "https://hooks.example.test/quote";

/** What the webhook endpoint must answer for the browser to let the POST through. */
export const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": "Content-Type",
};

/**
 * Sets this browser's own webhook setting before the page's scripts run, and serves the pages with
 * a policy that allows it: no build's policy names a webhook (the site's function posts to the
 * owner's), so a URL set only in storage is blocked unless the browser's owner allows it.
 */
export async function configureWebhook(page: Page): Promise<void> {
  await page.addInitScript((url) => localStorage.setItem("quoteWebhookUrl", url), webhook);
  await servePoliciesFor(page, {}, [new URL(webhook).origin]);
}

/**
 * Counts, in the page, the webhook's answers the page has handled, and returns a reader of that
 * count. Once an answer is counted, any retry it calls for is already on the page's clock.
 */
export async function countWebhookAnswers(page: Page, url = webhook): Promise<() => Promise<number>> {
  type Counted = Window & { webhookAnswers?: number };
  await page.addInitScript((endpoint) => {
    const counted = window as Counted;
    const fetchOriginal = window.fetch;
    window.fetch = (input, init) => {
      const response = fetchOriginal(input, init);
      const count = () => (counted.webhookAnswers = (counted.webhookAnswers ?? 0) + 1);
      if (String(input) === endpoint) response.then(count, count);
      return response;
    };
  }, url);
  return () => page.evaluate(() => (window as Counted).webhookAnswers ?? 0);
}

const { quoteForm } = content;

export const form = (page: Page) => page.getByRole("form", { name: quoteForm.formLabel });

/** The form's send button. */
export const submitButton = (page: Page) => form(page).getByRole("button", { name: quoteForm.submit });

/** A field of the form, by the label content/quote-form.yml gives it. */
export const field = (page: Page, name: keyof typeof quoteForm.fields) => form(page).getByLabel(quoteForm.fields[name]);

/** What `fillIn` types into the visitor's own fields: the test's data, not the site's words. */
export const visitor = {
  firstName: "Zoë",
  lastName: "O'Brien-Smith",
  email: "zoe@example.org",
  phone: "+44 7700 900999",
};

/** The visitor's fields with what `fillIn` types into each. */
export const visitorFields = Object.entries(visitor) as [keyof typeof visitor, string][];

/**
 * The service `fillIn` chooses: the last one the owner offers (content/quote-form.yml holds at
 * least one), so adding, removing or relabelling a service keeps the tests green.
 */
export const chosenService = quoteForm.services.at(-1)!;

/** Fills in the visitor's fields, `service` (the tests' unless given) and `message`. */
export async function fillIn(page: Page, message: string, service: { label: string } = chosenService) {
  for (const [name, value] of visitorFields) await field(page, name).fill(value);
  await field(page, "service").selectOption({ label: service.label });
  await field(page, "message").fill(message);
}

/** A request as the visitor typed it, with the service's label as they chose it. */
type TypedRequest = typeof visitor & { service: string; message: string };

/** The email a request becomes, worded as content/quote-form.yml words its subject and line labels. */
export function expectedEmail(request: TypedRequest) {
  const { subject, labels } = quoteForm.mail;
  return {
    subject: subject(request.firstName, request.lastName),
    body: [
      `${labels.name}: ${request.firstName} ${request.lastName}`,
      `${labels.email}: ${request.email}`,
      `${labels.phone}: ${request.phone}`,
      `${labels.service}: ${request.service}`,
      // A textarea's line breaks are submitted as CRLF, the form RFC 6068 wants in a body.
      `${labels.message}: ${request.message.replace(/\n/g, "\r\n")}`,
    ].join("\r\n"),
  };
}

/**
 * Accepts every dialog the page shows. One that opens as the test ends (the page closing) has no
 * one left to answer it: only that refusal is let go.
 */
export function acceptDialogs(page: Page, seen?: (message: string) => void) {
  page.on("dialog", (dialog) => {
    seen?.(dialog.message());
    return dialog.accept().catch((error: unknown) => {
      if (!/Test ended|closed/i.test(String(error))) throw error;
    });
  });
}

/** Accepts every alert the page shows and returns their texts (live list). */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  acceptDialogs(page, (message) => alerts.push(message));
  return alerts;
}

/** Navigations the page asks the browser for, as Chromium reports them (including `mailto:`). */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  await cdp.send("Page.enable");
  return urls;
}

export function decodeMailto(href: string) {
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  return {
    address,
    names: pairs.map(([name]) => name),
    values: Object.fromEntries(pairs.map(([name, value]) => [name, decodeURIComponent(value ?? "")])),
  };
}

/** What the visitor's page does from its first load on: the alerts it shows, the navigations it asks for. */
type Watched = { alerts: string[]; navigations: string[] };

/** Opens the contact page and fills in a request with `message`, watching what the page does. */
export async function startRequest(page: Page, message: string): Promise<Watched> {
  const navigations = await recordNavigations(page);
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  await fillIn(page, message);
  return { alerts, navigations };
}

/** Taps Send and resolves with what the site's function answered the page's post (watched, not intercepted). */
export async function send(page: Page): Promise<QuoteDelivery> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === quoteSubmissionPath && response.request().method() === "POST",
  );
  await submitButton(page).click();
  return (await answered).json();
}

/**
 * Today's hand-off of the request `startRequest` filled in: the alert the mail app opens with, the
 * mail app opened once with exactly the request, and the request kept whole in the panel with the
 * other ways to send it; nothing says it reached the business.
 */
export async function expectHandOff(page: Page, { alerts, navigations }: Watched, message: string) {
  const { fallback } = quoteForm;
  await expect.poll(() => alerts).toEqual([quoteForm.success]);
  const mailto = navigations.filter((url) => url.startsWith("mailto:"));
  expect(mailto).toHaveLength(1);
  const { address, values } = decodeMailto(mailto[0] ?? "");
  const email = expectedEmail({ ...visitor, service: chosenService.label, message });
  expect({ address, values }).toEqual({ address: content.business.email, values: email });
  const panel = page.getByRole("region", { name: fallback.title });
  await expect(panel.getByLabel(fallback.request)).toHaveValue(
    `${fallback.to}: ${address}\n${fallback.subject}: ${email.subject}\n\n${email.body.replace(/\r\n/g, "\n")}`,
  );
  await expect(panel.getByRole("button", { name: fallback.copy })).toBeVisible();
  await expect(page.getByRole("region", { name: fallback.reached.title })).toHaveCount(0);
  await expect(page.getByText(fallback.delivery.received)).toHaveCount(0);
}
