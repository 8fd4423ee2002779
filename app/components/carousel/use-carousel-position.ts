import { useEffect, useRef, useState } from "react";

import { jumpIndex, nextIndex, previousIndex } from "./carousel-index";

/** Without `scrollend`: how long the strip must stay still before its position names the current slide. */
const SCROLL_SETTLE_MS = 150;

/**
 * Calls `onRest` each time the strip comes to rest and `onGesture` when the visitor swipes or
 * wheels it; returns what removes both. `scrollend` fires once a smooth scroll or a swipe has
 * come to rest, so a pause in a slow scroll does not pick the slide passing by; browsers
 * without it get a short quiet period instead. `onRest` runs in the next frame, where the
 * browser lays the page out anyway: a glide's end can arrive just after a tap's change was
 * drawn, and reading the strip's position in the event's handler laid the page out there.
 */
function watchStrip(strip: HTMLElement, onRest: () => void, onGesture: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const restInNextFrame = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onRest);
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(restInNextFrame, SCROLL_SETTLE_MS);
  };
  const [event, listener] =
    "onscrollend" in window ? (["scrollend", restInNextFrame] as const) : (["scroll", onScroll] as const);
  strip.addEventListener(event, listener, { passive: true });
  const gestures = ["pointerdown", "wheel"] as const;
  for (const gesture of gestures) strip.addEventListener(gesture, onGesture, { passive: true });
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    strip.removeEventListener(event, listener);
    for (const gesture of gestures) strip.removeEventListener(gesture, onGesture);
  };
}

/**
 * Which slide of the strip is current, and the moves that show another. The strip's scroll
 * position is the truth: a slide reached before hydration (a link followed, a swipe) is picked
 * up, then each rest of the strip names the current slide. `moved` turns true once the visitor
 * has moved the carousel, so nothing is announced on page load.
 */
export function useCarouselPosition(id: string, count: number) {
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  // The slide a control asked the strip to glide to, until the strip rests there.
  const target = useRef<number | null>(null);
  // The frame that picks up a slide reached before hydration; a control used before it runs wins.
  const pickUp = useRef<number | undefined>(undefined);

  /** The slide the strip shows, or the one named in the address where there is no layout to read. */
  const slideInView = () => {
    const element = strip.current;
    if (element && element.clientWidth > 0) {
      return jumpIndex(0, Math.round(element.scrollLeft / element.clientWidth), count);
    }
    const hash = window.location.hash;
    return hash.startsWith(`#${id}-`) ? jumpIndex(0, Number(hash.slice(id.length + 2)) - 1, count) : 0;
  };

  useEffect(() => {
    const element = strip.current;
    pickUp.current = requestAnimationFrame(() => setCurrent(slideInView()));
    const cancelPickUp = () => cancelAnimationFrame(pickUp.current ?? 0);
    if (!element) return cancelPickUp;
    const settle = () => {
      const index = slideInView();
      // A scroll that ended elsewhere (one that was under way as the control was used, whose end
      // can arrive late on a busy phone) must not undo the control's choice.
      if (target.current !== null && index !== target.current) return;
      target.current = null;
      setCurrent((previous) => {
        if (previous !== index) setMoved(true);
        return index;
      });
    };
    // A visitor's own swipe or wheel takes over from a control's glide.
    const stopWatching = watchStrip(element, settle, () => {
      target.current = null;
    });
    return () => {
      cancelPickUp();
      stopWatching();
    };
    // The strip element and the slide count are fixed for the carousel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The frame that glides the strip to the slide a control asked for.
  const glide = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(glide.current ?? 0), []);

  /**
   * Marks the slide current at once and glides the strip to it in the next frame. The strip's
   * width and position are read there, before it is scrolled, once the page's changes are drawn:
   * read in the tap's handler, they made the browser lay out the page then, and again for the
   * frame after the handler's changes.
   */
  const show = (index: number) => {
    cancelAnimationFrame(pickUp.current ?? 0);
    cancelAnimationFrame(glide.current ?? 0);
    setCurrent(index);
    setMoved(true);
    // Until the strip rests there, a scroll that ends elsewhere does not name the current slide.
    target.current = index;
    glide.current = requestAnimationFrame(() => {
      const element = strip.current;
      if (!element?.scrollTo) return;
      const left = index * element.clientWidth;
      if (Math.abs(element.scrollLeft - left) < 1) {
        if (target.current === index) target.current = null;
        return;
      }
      // Scrolls the strip alone: a link would scroll the page to the slide as well.
      element.scrollTo({ left });
    });
  };
  const showNext = () => show(nextIndex(current, count));
  const showPrevious = () => show(previousIndex(current, count));

  return { strip, current, moved, show, showNext, showPrevious };
}
