import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether `query` matches, kept current as it changes (a mouse connected to a tablet). False in
 * the prerendered HTML and while hydrating, so the first drawing matches the server's.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
