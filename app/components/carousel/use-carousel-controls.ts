import { type RefObject, useEffect, useRef } from "react";

import carouselContent from "@content/carousel.yml";

import { useFocusAcrossSwap } from "~/hooks/use-focus-across-swap";

/**
 * The carousel's buttons and thumbnail row, with what they need around the swap from links to
 * buttons at hydration: a link focused before it hands the focus to the button that takes its
 * place, and the current thumbnail stays in view inside its row.
 */
export function useCarouselControls(region: HTMLElement | null, hydrated: boolean, current: number) {
  const copy = carouselContent.carousel;
  const thumbnailRow = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useCurrentThumbnailInView(thumbnailRow, current);
  useFocusAcrossSwap<number | "previous" | "next">(region, hydrated, {
    keyOf: (control) => {
      if (!(control instanceof HTMLAnchorElement)) return null;
      const row = thumbnailRow.current;
      if (row?.contains(control)) return [...row.children].indexOf(control);
      const name = control.getAttribute("aria-label");
      return name === copy.previous ? "previous" : name === copy.next ? "next" : null;
    },
    controlFor: (key) =>
      key === "previous"
        ? previousButton.current
        : key === "next"
          ? nextButton.current
          : (thumbnailRow.current?.children[key] as HTMLElement | undefined),
  });
  return { thumbnailRow, previousButton, nextButton };
}

/**
 * Keeps the current thumbnail in view inside its own scrolling row, without scrolling the page.
 * Its place is read in the next frame, not as the change is drawn: after a tap React runs this
 * effect inside the tap's handler, where reading a place makes the browser lay out the page then.
 */
function useCurrentThumbnailInView(row: RefObject<HTMLDivElement | null>, current: number) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = row.current;
      const thumb = element?.children[current] as HTMLElement | undefined;
      if (!element || !thumb) return;
      const left = thumb.offsetLeft - element.offsetLeft;
      if (left < element.scrollLeft || left + thumb.offsetWidth > element.scrollLeft + element.clientWidth) {
        element.scrollTo?.({ left: left - (element.clientWidth - thumb.offsetWidth) / 2 });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [row, current]);
}
