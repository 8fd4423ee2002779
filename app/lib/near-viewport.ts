/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (above or below it),
 * and stops watching; the function returned stops watching sooner. Needs IntersectionObserver.
 */
export function onceNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Resolves once `element` comes within `margin` of the viewport (one screen ahead by default).
 * Resolves at once without an element, without IntersectionObserver, or outside a browser, so
 * whatever waits on it is never left out for good.
 */
export function whenNearViewport(element: Element | null | undefined, margin = "100%"): Promise<void> {
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    onceNearViewport(element, margin, resolve);
  });
}
