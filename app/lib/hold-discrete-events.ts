/**
 * The events React DOM answers, on markup it has not hydrated yet, by hydrating that markup at
 * once; where the markup's code has not arrived it throws the markup away and draws it afresh
 * later (react-dom's `discreteReplayableEvents`). Left out: those fired only at a form field (input,
 * change, reset, composition and text input) or at a place that asked for drops (drop); a part
 * that waits for its code holds neither.
 */
export const discreteEvents = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "keydown",
  "keypress",
  "keyup",
  "copy",
  "cut",
  "paste",
  "click",
  "contextmenu",
] as const;

/**
 * Keeps the discrete events whose target `isHeld` from every listener after this one, from the
 * capture phase at `target` (the window, ahead of React's root), for the page's life. The
 * browser's own action (a link followed, a strip scrolled, a key typed) still happens, but for
 * one: a click on an in-page link (`href="#…"`) scrolls its target into view as far as the
 * nearest scrolling box needs, in place of the fragment navigation, whose history entry a router
 * would hear and answer by drawing the page again.
 */
export function holdDiscreteEvents(target: EventTarget, isHeld: (eventTarget: EventTarget | null) => boolean): void {
  const hold = (event: Event) => {
    if (!isHeld(event.target)) return;
    event.stopPropagation();
    if (event.type === "click") scrollToInPageTarget(event);
  };
  // Browsers treat a window's touch listeners as passive: holding a touch never delays a scroll.
  for (const type of discreteEvents) target.addEventListener(type, hold, { capture: true });
}

function scrollToInPageTarget(event: Event) {
  const link = (event.target as Element).closest("a[href^='#']");
  const destination = document.getElementById(link?.getAttribute("href")?.slice(1) ?? "");
  if (!destination || event.defaultPrevented) return;
  event.preventDefault();
  destination.scrollIntoView({ block: "nearest", inline: "nearest" });
}
