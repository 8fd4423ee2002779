/*
 * Apart from the webhook's code (webhook.ts): the form reads the request and keeps its draft by
 * these fields as the page loads, while the posting code is fetched only when an endpoint is set.
 */

/** The quote request as the form collects it: every field is text, as typed. */
export type QuoteRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};

export const quoteRequestFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "service",
  "message",
] as const satisfies readonly (keyof QuoteRequest)[];
