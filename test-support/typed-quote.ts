import type { Quote } from "../server/leads/lead-message.mjs";

/**
 * A quote request as a visitor types it, with what an encoding gets wrong: an ampersand, a plus, a
 * line break and an emoji. The lead delivery's tests, under Node and under workerd, send it.
 */
export const typedQuote: Quote = {
  firstName: "Ana",
  lastName: "Reyes",
  email: "ana@example.com",
  phone: "07700 900123",
  service: "patios",
  message: "A patio & a path + steps\nplease 🌿",
};
