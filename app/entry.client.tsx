/**
 * React Router's own browser entry, with one change: `useTransitions`. The router then sends its
 * state through `useOptimistic` as well, so `useNavigation` reports a move between pages as
 * pending for as long as the next page is on its way, including while code that the next page
 * waits for without a boundary of its own is still loading (components/near-screen-part.tsx); the
 * loading bar (components/layout/page-loading.tsx) reads it.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions />
    </StrictMode>,
  );
});
