import { useEffect } from "react";
import { useLocation } from "react-router";

import { afterNextPaint } from "~/lib/after-next-paint";

/** The page last shown; one document, one router. */
let shownPath: string | undefined;

/**
 * After a move to another page in the browser, focus goes to the new page's main content, as a
 * full page load would start there: a screen reader says the new page instead of nothing, and
 * the next Tab reaches the page's first control rather than what followed the link tapped. Not
 * on the first page, and not on a move within a page (#quote).
 *
 * Moved once the new page's first frame has been painted: focusing lays the whole page out at
 * once, and before that frame it held the next page's paint back (a tenth of a second and more
 * on a phone's slower CPU, docs/decisions/154); after it the layout is already done.
 */
export function useFocusOnPageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    const moved = shownPath !== undefined && shownPath !== pathname;
    shownPath = pathname;
    if (!moved) return;
    // The router puts the page at its top (or where it was, going back); focus must not scroll.
    return afterNextPaint(() => document.querySelector("main")?.focus({ preventScroll: true }));
  }, [pathname]);
}
