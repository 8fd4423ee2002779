import type { Page } from "@playwright/test";

import { servePoliciesFor } from "./csp";

/** An https endpoint the tests intercept in the browser; nothing leaves the machine. */
export const webhook = "https://hooks.example.test/quote";

/** What the webhook endpoint must answer for the browser to let the POST through. */
export const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": "Content-Type",
};

/**
 * Sets the stored webhook before the page's scripts run, and serves the pages with the policy a
 * build configured with that webhook gets (a URL set only in storage is blocked by the policy).
 */
export async function configureWebhook(page: Page): Promise<void> {
  await page.addInitScript((url) => localStorage.setItem("quoteWebhookUrl", url), webhook);
  await servePoliciesFor(page, { webhookUrl: webhook });
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

export const form = (page: Page) => page.getByRole("form", { name: "Free quote request" });

export async function fillIn(page: Page, message: string) {
  const quote = form(page);
  await quote.getByLabel("First Name").fill("Zoë");
  await quote.getByLabel("Last Name").fill("O'Brien-Smith");
  await quote.getByLabel("Email Address").fill("zoe@example.org");
  await quote.getByLabel("Phone Number").fill("+44 7700 900999");
  await quote.getByLabel("Service Interest").selectOption({ label: "Fencing & Gates" });
  await quote.getByLabel("Project Details").fill(message);
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
