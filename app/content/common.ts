/** Small phrases several sections share. */
export const commonCopy = {
  ratingLabel: (rating: number, max = 5) => `Rated ${rating} out of ${max}`,
} as const;
