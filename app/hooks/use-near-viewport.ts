import { useEffect, useState } from "react";

/**
 * Becomes true once `element` (from a callback ref) comes within `margin` of the viewport, and stays true. Always
 * false in the prerendered HTML, and where IntersectionObserver does not exist.
 */
export function useNearViewport(element: Element | null, margin = "400px"): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    // Without IntersectionObserver (old browsers, test DOMs) nothing optional is loaded.
    if (near || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return near;
}
