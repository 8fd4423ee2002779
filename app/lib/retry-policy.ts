/**
 * How background requests are retried: 3 retries, waiting `min(1000 * 2^attempt, 30000)` ms,
 * where `attempt` counts the retries before this one (TanStack Query passes 0, 1, 2): 1 s, 2 s,
 * 4 s, never above 30 s. Settled results are dropped after 5 minutes.
 */
export const retryPolicy = {
  retry: 3,
  retryDelay: (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;
