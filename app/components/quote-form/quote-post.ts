/*
 * The request as the page posts it: where, with which field, what comes back, and how the form's
 * answers are read. In the contact page's own script, apart from the page frame's: only that
 * page needs it.
 */
import { type QuoteRequest, quoteRequestFields } from "~/lib/quote-request-fields";

/** The form's answers; a field missing from the form reads as empty. */
export function readQuote(data: FormData): QuoteRequest {
  const value = (field: keyof QuoteRequest) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(quoteRequestFields.map((field) => [field, value(field)])) as QuoteRequest;
}

/**
 * The site's function (quote-submission.ts). Without JavaScript the form posts there and gets
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
