/** Small phrases several sections share. */
export const commonCopy = {
  getFreeQuote: "Get Free Quote",
  call: "Call",
  ratingLabel: (rating: number, max = 5) => `Rated ${rating} out of ${max}`,
} as const;
