// @ts-check
/**
 * Adds the page's later stylesheet (the rules its markup lacks, critical-css.mjs) and resolves once
 * it applies, so the page's script draws nothing (a banner, a tooltip, a form's message) before
 * its rules are there. A sheet that fails
 * to load resolves too: the script then runs with the page's own rules rather than not at all.
 * It runs inside the bootstrap defer-hydration.mjs writes, injected as source, so it is
 * self-contained: it may use only its argument and the browser's globals.
 * @param {string} href
 * @returns {Promise<unknown>}
 */
export function loadStylesheet(href) {
  return new Promise((done) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = done;
    document.head.append(link);
  });
}
