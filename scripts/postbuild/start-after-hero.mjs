// @ts-check
/**
 * Starts the page's scripts (`start`) once the page's priority image (`fetchpriority="high"`) is
 * on screen, so that downloading and evaluating them never competes with the hero or holds back
 * its paint; that is well before `load`, which also waits for lazy images.
 *
 * - With Element Timing (Picture gives the hero `elementtiming`), when the hero is drawn; a hero
 *   that failed or is out of view will not be drawn, so nothing waits for it.
 * - Elsewhere, after the first paint (frames run before it while a long page is still parsing)
 *   and the hero's arrival, two frames, as the first runs just before the frame that draws it.
 * - Without paint timing, at `load`.
 *
 * It runs as an inline module script (defer-hydration.mjs injects its source, minified), so it
 * is self-contained: it may use only its argument and the browser's globals.
 * @param {() => unknown} start
 */
export function startAfterHero(start) {
  let started = false;
  const go = () => {
    if (!started) {
      started = true;
      setTimeout(start);
    }
  };
  /** @type {HTMLImageElement | null} */
  const hero = document.querySelector('img[fetchpriority="high"]');
  /** @param {string} type */
  const supports = (type) => PerformanceObserver.supportedEntryTypes?.includes(type);
  /** @param {string} type @param {(entry: PerformanceEntry & { element?: Element }) => boolean} found @param {() => void} then */
  const when = (type, found, then) =>
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some(found)) {
        observer.disconnect();
        then();
      }
    }).observe({ type, buffered: true });
  if (hero && supports("element")) {
    when("element", (entry) => entry.element === hero, go);
    if (hero.complete && !hero.naturalWidth) go();
    else hero.addEventListener("error", go, { once: true });
    new IntersectionObserver(([entry], observer) => {
      observer.disconnect();
      if (!entry?.isIntersecting) go();
    }).observe(hero);
  } else if (supports("paint"))
    when(
      "paint",
      (entry) => entry.name === "first-contentful-paint",
      () => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(go));
        if (hero && !hero.complete)
          for (const type of ["load", "error"]) hero.addEventListener(type, frames, { once: true });
        else frames();
      },
    );
  else addEventListener("load", go, { once: true });
}
