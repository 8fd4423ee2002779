import { useSyncExternalStore } from "react";

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/**
 * The address's fragment (`#jobs`): the page's other screen is an address, so the phone's Back
 * button leaves it and a link opens it, before the script too. None while prerendering.
 */
export const useHash = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );

/** The fragment that opens the list of the owner's jobs. */
export const jobsHash = "#jobs";
