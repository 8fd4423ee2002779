/**
 * Resolves once `element` comes within `margin` of the viewport (one screen ahead by default).
 * Resolves at once without an element, without IntersectionObserver, or outside a browser, so
 * whatever waits on it is never left out for good.
 */
export function whenNearViewport(element: Element | null | undefined, margin = "100%"): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
}
