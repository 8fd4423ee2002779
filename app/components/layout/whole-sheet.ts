/**
 * The whole stylesheet, added once the visitor is on the way to another page (docs/decisions/142,
 * 154). The sheet that followed the opened page's hero holds every rule that page lacked, but after
 * its inline rules, so on another page an element with two classes that set one property
 * (`p-7 sm:p-8`) could take them in another order than the whole sheet's. Added last, the whole
 * sheet decides that order again, as if it were the only sheet.
 */
import stylesheetFile from "~/app.css?url";
import { afterNextPaint } from "~/lib/after-next-paint";

export { stylesheetFile };

/** Adds the whole sheet, once. Every element is restyled as it applies: a tenth of a second on a slow phone. */
export function addWholeSheet(): void {
  if (document.head.querySelector(`link[rel="stylesheet"][href="${stylesheetFile}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheetFile;
  document.head.append(link);
}

/**
 * Adds it once the browser has painted and has nothing else to do: an open menu is read before a
 * link is chosen, so the restyle happens then rather than between the tap and the next page.
 * Returns a function that cancels it if not yet done: a menu closed first has no need of it.
 */
export function addWholeSheetWhenIdle(): () => void {
  if (!("requestIdleCallback" in window)) return afterNextPaint(addWholeSheet);
  const idle = requestIdleCallback(addWholeSheet);
  return () => cancelIdleCallback(idle);
}
