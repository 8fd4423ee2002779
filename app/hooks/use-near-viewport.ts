import { useEffect, useState } from "react";

import { onceNearViewport } from "~/lib/near-viewport";

/**
 * Becomes true once `element` (from a callback ref) comes within `margin` of the viewport, and stays true. Always
 * false in the prerendered HTML, and where IntersectionObserver does not exist.
 */
export function useNearViewport(element: Element | null, margin = "400px"): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    // Without IntersectionObserver (old browsers, test DOMs) nothing optional is loaded.
    if (near || !element || typeof IntersectionObserver === "undefined") return;
    return onceNearViewport(element, margin, () => setNear(true));
  }, [element, margin, near]);

  return near;
}
