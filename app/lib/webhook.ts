import { type QuoteRequest, quoteRequestFields } from "./quote-request-fields";
import { retryPolicy } from "./retry-policy";

/** The JSON the webhook receives: exactly the six fields, as typed, nothing added. */
export function quotePayload(quote: QuoteRequest): string {
  return JSON.stringify(Object.fromEntries(quoteRequestFields.map((field) => [field, quote[field]])));
}

/** POSTs JSON; any answer but 2xx is an error, so the caller's retry policy applies to it. */
export async function postJson(url: string, body: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    // The endpoint needs no cookies or page address of ours.
    credentials: "omit",
    referrerPolicy: "no-referrer",
  });
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
}

/** Where the site's function posts a quote: the owner's https address, or a local automation's. */
export function functionWebhookUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password) return null;
    // Plain http only to this machine (an automation beside the container), never across a network.
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    return url.protocol === "https:" || (url.protocol === "http:" && local) ? url.href : null;
  } catch {
    return null;
  }
}

/** How long one attempt may take before it counts as failed: an endpoint that never answers ends too. */
const webhookAttemptLimit = 10_000;

type WebhookDelivery = {
  fetch?: typeof fetch;
  /** Waits between attempts; the function's own clock by default. */
  sleep?: (ms: number) => Promise<void>;
  attemptLimit?: number;
};

/**
 * POSTs the quote with the retry policy (retryPolicy: 3 retries, 1 s, 2 s, 4 s apart), each
 * attempt stopped after `attemptLimit`. Resolves true when an attempt got a 2xx answer.
 */
export async function postWithRetries(
  url: string,
  quote: QuoteRequest,
  options: WebhookDelivery = {},
): Promise<boolean> {
  const { fetch: fetchImpl = fetch, attemptLimit = webhookAttemptLimit } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const body = quotePayload(quote);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Without a browser's `credentials` or `referrerPolicy`: Cloudflare's runtime refuses them.
      const answer = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        signal: AbortSignal.timeout(attemptLimit),
      });
      // The answer's body is not wanted; left unread it would hold the connection.
      await answer.body?.cancel();
      if (answer.ok) return true;
    } catch {
      // No answer in time, or no connection: retried like a refusal.
    }
    if (attempt >= retryPolicy.retry) return false;
    await sleep(retryPolicy.retryDelay(attempt));
  }
}
