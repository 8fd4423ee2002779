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
