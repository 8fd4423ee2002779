/*
 * Apart from the code that sends it (webhook.ts, send-to-business.ts): the form reads the request
 * and keeps its draft by these fields as the page loads, while the sending code is fetched later.
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

/**
 * The site's function (app/components/quote-form/quote-submission.ts). Without JavaScript the form posts there and gets
 * the page's `mailto:` link back (no browser's own form hand-off to `mailto:` is exact); with it,
 * Send posts the request there as JSON and gets a `QuoteDelivery`.
 */
export const quoteSubmissionPath = "/api/quote";

/** A field people never see or fill: a request with it filled is not delivered (form-filling robots). */
export const honeypotField = "website";

/**
 * What the function delivered: to how many of the owner's devices, and whether the owner's
 * webhook took it ("none" when there is none, or nothing was sent).
 */
export type QuoteDelivery = { devices: number; webhook: "sent" | "failed" | "none" };
