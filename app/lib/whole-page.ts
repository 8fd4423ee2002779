/**
 * The bands below a page's hero are styled and laid out only as they near the screen
 * (`content-visibility: auto`, the `drawn-near-screen` utility in app.css): a first view does the
 * first screen's work, not the whole page's. A band not yet drawn counts as its placeholder
 * height, so whatever puts the visitor at a place by its distance from the top needs every band
 * drawn first: React Router restores a position by number (a reload, Back, a tab brought back),
 * and a fragment is reached through the bands above it. `html[data-whole-page]` draws them all
 * (docs/decisions/168).
 */

/** The attribute on `<html>` that draws every band, as `dataset` names it. */
export const wholePageFlag = "wholePage";

/** What the decision reads of a browser window. */
export type WholePageWindow = {
  document: { documentElement: { dataset: Record<string, string | undefined> } };
  location: { hash: string };
  history: { state: unknown };
};

/**
 * Draws every band when this load restores a place: the history entry was visited before (React
 * Router's restoring script keys each entry it has seen, `history.state.key`) or the address
 * names a fragment. Runs as an inline script in the head, before the first layout and before
 * React Router's script restores the position, so it is self-contained: it uses only its arguments
 * (`flag` is `wholePageFlag`).
 */
export function drawWholePageIfRestoring(window: WholePageWindow, flag: string) {
  const state = window.history.state as { key?: unknown } | null;
  const visitedBefore = typeof state === "object" && state !== null && state.key != null;
  if (visitedBefore || window.location.hash !== "") window.document.documentElement.dataset[flag] = "";
}

/**
 * After a navigation inside the site: every band drawn when the router is about to restore a
 * position (Back and Forward) or reach a fragment; a new page opened at its top draws only as
 * the visitor scrolls, as a first view does.
 */
export function drawWholePageAfterNavigation(
  document: WholePageWindow["document"],
  navigation: { restoresPosition: boolean; hash: string },
) {
  const { dataset } = document.documentElement;
  if (navigation.restoresPosition || navigation.hash !== "") dataset[wholePageFlag] = "";
  else delete dataset[wholePageFlag];
}
