import { type QuoteRequest, quoteRequestFields } from "./quote-request-fields";

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
