// @ts-check
/**
 * What a lead alert carries, as JSON text that fits one push message (web-push.mjs):
 *   { "id": random, "receivedAt": ISO time, "quote": { firstName, lastName, email, phone,
 *     service, message }, "cut"?: true }
 * The id lets the owner's device tell a lead it has from a new one. When the whole is too large,
 * the visitor's message is shortened at a character's end (never inside a character's UTF-8
 * bytes or a surrogate pair) to what fits, and `cut` says so: the owner reads the rest in the
 * e-mail the visitor sent. The other fields are a form's short lines; one longer than a person
 * types is cut to `longestOtherField` characters first, so that the message always has room.
 */
import { largestMessageBytes } from "./web-push.mjs";

/** @typedef {{ firstName: string, lastName: string, email: string, phone: string, service: string, message: string }} Quote */

const longestOtherField = 100;

/** @param {string} text */
const byteLength = (text) => new TextEncoder().encode(text).byteLength;

/**
 * The JSON text of the alert for one quote request.
 * @param {Quote} quote @param {{ id: string, receivedAt: string }} lead
 */
export function leadMessageText(quote, lead) {
  const whole = JSON.stringify({ ...lead, quote: quoteFields(quote) });
  if (byteLength(whole) <= largestMessageBytes) return whole;
  const others = Object.fromEntries(
    Object.entries(quoteFields(quote)).map(([name, value]) => [
      name,
      name === "message" ? value : Array.from(value).slice(0, longestOtherField).join(""),
    ]),
  );
  const characters = Array.from(quote.message);
  const withMessage = (/** @type {number} */ kept) =>
    JSON.stringify({ ...lead, quote: { ...others, message: characters.slice(0, kept).join("") }, cut: true });
  // The most characters that fit: JSON's escapes make bytes per character vary, so search.
  let [fits, tooMany] = [0, characters.length + 1];
  while (tooMany - fits > 1) {
    const middle = Math.floor((fits + tooMany) / 2);
    if (byteLength(withMessage(middle)) <= largestMessageBytes) fits = middle;
    else tooMany = middle;
  }
  return withMessage(fits);
}

/** The quote's own fields only, each as text, in the order the owner reads them. @param {Quote} quote */
function quoteFields(quote) {
  const { firstName, lastName, email, phone, service, message } = quote;
  return Object.fromEntries(
    Object.entries({ firstName, lastName, email, phone, service, message }).map(([name, value]) => [
      name,
      String(value ?? ""),
    ]),
  );
}
