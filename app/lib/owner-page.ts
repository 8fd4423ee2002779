/**
 * How an owner's page (registry.ts, `ownerPages`) says it is one: its route module exports this as
 * its `handle`, and the root draws it without the site's chrome (root.tsx).
 */
export const ownerPageHandle = { ownerPage: true } as const;

/** Whether a matched route's handle is an owner's page's. */
export const isOwnerPageHandle = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as { ownerPage?: unknown }).ownerPage === true;
