/**
 * fast-check generators of hostile text, shared by the property tests. They live outside `app/`
 * so nothing in the site can import them.
 */
import fc from "fast-check";

import type { QuoteRequest } from "../app/lib/quote-request-fields";

// Any UTF-16 code unit, so lone surrogates and every control character turn up too.
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any text: full Unicode code points, raw code units, or grapheme clusters (emoji, accents). */
export const anyText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: anyCodeUnit }),
  fc.string({ unit: "grapheme" }),
);

export function anyQuote(service: fc.Arbitrary<string> = anyText): fc.Arbitrary<QuoteRequest> {
  return fc.record({
    firstName: anyText,
    lastName: anyText,
    email: anyText,
    phone: anyText,
    service,
    message: anyText,
  });
}
