/**
 * The request as the page's script sends it to the site's function, fetched on the visitor's
 * first input so the page's first script does not carry it. Never throws: a request that fails
 * or gets no answer within the limit is `null`, and the mail hand-off has run all along. The
 * caller passes the address and the fields, which its own script holds.
 */
import type { QuoteDelivery } from "./quote-post";

/** Long enough for the function's own retries of the owner's webhook (4 tries, 10 s each, 7 s apart). */
const deliveryLimit = 60_000;

export async function sendToBusiness(path: string, fields: Record<string, string>): Promise<QuoteDelivery | null> {
  try {
    const answer = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(deliveryLimit),
    });
    return answer.ok ? ((await answer.json()) as QuoteDelivery) : null;
  } catch {
    return null;
  }
}
