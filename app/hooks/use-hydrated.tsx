import { createContext, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * Outside the provider (a widget rendered on its own in the browser) there is nothing to hydrate,
 * so the default is true.
 */
const Hydrated = createContext(true);

/**
 * Wraps the page (root.tsx): false in the prerendered HTML and while React hydrates it, true from
 * then on, so pages reached by client navigation start with it true.
 *
 * The switch is a transition in one place rather than a `useSyncExternalStore` in each user:
 * that re-renders every user synchronously right after hydration: on a gallery page (two
 * carousels, nine comparison sliders) with the CPU slowed 4x, 90 ms of synchronous work, 19 ms
 * this way. As a transition React renders it in slices between input events, and the prerendered
 * markup keeps working meanwhile (links, native scrolling).
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
 * A part of the page whose code arrives later than the page's (a lazy component): it hydrates on
 * its own, and its `useHydrated` turns true once it has.
 *
 * The page's switch must not reach into it while it waits. A context change reaching a Suspense
 * boundary still showing prerendered markup makes React hydrate that boundary first, and as the
 * switch is a transition, React holds the whole switch (every widget on the page) until the
 * boundary's code has arrived. So the value seen from outside is frozen as it was when this part
 * was first drawn, and the part switches itself once its own boundary has hydrated. The Suspense
 * element is made here, once, so a change outside never hands the waiting boundary new props.
 *
 * Some updates do not wait: while a move to another page waits for code of its own, the router's
 * updates reach the page being left, and React throws that boundary's prerendered markup away and
 * shows `fallback` until the code arrives. Pass it as one element made once, for the same reason
 * as above.
 */
export function HydratesOnItsOwn({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Frozen>
      <Suspense fallback={fallback}>
        <SwitchOnMount>{children}</SwitchOnMount>
      </Suspense>
    </Frozen>
  );
}

function Frozen({ children }: { children: ReactNode }) {
  const [atFirstDraw] = useState(useContext(Hydrated));
  return <Hydrated value={atFirstDraw}>{children}</Hydrated>;
}

function SwitchOnMount({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(useContext(Hydrated));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}
