import { createContext, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * Outside the provider (a widget rendered on its own in the browser) there is nothing to hydrate,
 * so the default is true.
 */
const Hydrated = createContext(true);

/**
 * Wraps the page (root.tsx): false in the prerendered HTML and while React hydrates it, true from
 * then on. One transition rather than a `useSyncExternalStore` in each user, so React renders the
 * switch in slices between input events (at 4x CPU on a gallery page, 19 ms of synchronous work
 * instead of 90 ms).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * Lets a component add behaviour that only exists with JavaScript without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * Keeps the widgets inside in the form the prerendered page has before JavaScript takes them
 * over (the site editor's preview draws pages this way).
 */
export function PrerenderedForm({ children }: { children: ReactNode }) {
  return <Hydrated value={false}>{children}</Hydrated>;
}

/**
 * A part whose code arrives later than the page's (a lazy component): it hydrates on its own, and
 * its `useHydrated` turns true once it has. The page's switch must not reach its waiting boundary,
 * or React holds the whole switch until the part's code arrives; `fallback` is shown if React
 * throws the waiting markup away. Pass it as one element made once (docs/decisions/073).
 */
export function HydratesOnItsOwn({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <HydratedAsFirstDrawn>
      <Suspense fallback={fallback}>
        <HydratedOnceMounted>{children}</HydratedOnceMounted>
      </Suspense>
    </HydratedAsFirstDrawn>
  );
}

/** Gives the inside the page's switch as it was at this part's first drawing, and never again. */
function HydratedAsFirstDrawn({ children }: { children: ReactNode }) {
  const [atFirstDraw] = useState(useContext(Hydrated));
  return <Hydrated value={atFirstDraw}>{children}</Hydrated>;
}

/** Turns the part's own switch true once its boundary has hydrated. */
function HydratedOnceMounted({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(useContext(Hydrated));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}
