import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards: lets a component add
 * behaviour that only exists with JavaScript without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
