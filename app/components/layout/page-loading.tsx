import { useNavigation } from "react-router";

import layoutCopy from "@content/layout.yml";

/**
 * A thin bar along the top of the screen while the page a visitor asked for is on its way. On a
 * slow connection a tapped link otherwise shows nothing until the next page's code has come, and
 * looks as if it did nothing. The bar slides in only after a moment, so a quick move does not
 * flash it; with reduced motion it stands still.
 */
export function PageLoading() {
  if (useNavigation().state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={layoutCopy.pageLoading}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-2/5 animate-page-loading bg-garden-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
