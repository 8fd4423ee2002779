import { useEffect } from "react";
import { useLocation } from "react-router";

/** The page last shown; one document, one router. */
let shownPath: string | undefined;

/**
 * After a move to another page in the browser, focus goes to the new page's main content, as a
 * full page load would start there: a screen reader says the new page instead of nothing, and
 * the next Tab reaches the page's first control rather than what followed the link tapped. Not
 * on the first page, and not on a move within a page (#quote).
 */
export function useFocusOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The router puts the page at its top (or where it was, going back); focus must not scroll.
    if (shownPath !== undefined && shownPath !== pathname)
      document.querySelector("main")?.focus({ preventScroll: true });
    shownPath = pathname;
  }, [pathname]);
}
