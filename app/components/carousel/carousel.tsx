import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

import { Tooltip } from "~/components/ui/tooltip";
import carouselContent from "@content/carousel.yml";

import { useFocusAcrossSwap } from "~/hooks/use-focus-across-swap";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";

import { isNearCurrent, jumpIndex, nextIndex, previousIndex } from "./carousel-index";

type SlideState = {
  index: number;
  isCurrent: boolean;
  /** The current slide or a neighbour once the carousel is interactive: its images should load now. */
  isNear: boolean;
};

type CarouselTone = "garden" | "water";

type CarouselProps<T> = {
  /** Prefix of the slides' element ids (`{id}-1` ...), which links can target. */
  id: string;
  /** Names the carousel region, e.g. the gallery's heading. */
  label: string;
  items: readonly T[];
  caption: (item: T) => string;
  /** The slide's media (lazy images); it fills a box of the carousel's fixed aspect ratio. */
  renderSlide: (item: T, state: SlideState) => ReactNode;
  /** A small image for the thumbnail control; the control carries the name. */
  renderThumbnail: (item: T) => ReactNode;
  /**
   * The media box's aspect ratio as a Tailwind class (`aspect-[4/3]`), so changing slides never
   * moves the page; a class rather than a style keeps the prerendered HTML free of inline styles.
   */
  aspectClassName?: string;
  tone?: CarouselTone;
};

/** Without `scrollend`: how long the strip must stay still before its position names the current slide. */
const SCROLL_SETTLE_MS = 150;

const toneClasses: Record<CarouselTone, { current: string; counter: string }> = {
  garden: { current: "ring-garden-700", counter: "text-garden-800" },
  water: { current: "ring-water-700", counter: "text-water-800" },
};

/**
 * One image carousel for every gallery: the WAI-ARIA carousel pattern (labelled region, slides
 * as named groups, a polite announcement on change, previous/next controls, thumbnails marked
 * with `aria-current`), wrapping at both ends, arrow keys while focus is inside, and swipes. It
 * never moves on its own.
 *
 * The slides sit side by side in a horizontally scrolling strip that snaps to one slide, so a
 * swipe is the browser's own scroll and the tallest caption sets the height. The prerendered
 * HTML already works: each slide carries its own counter and previous/next links to its
 * neighbours' ids (wrapping), and the thumbnails link to the slides, so every control shown
 * works from first paint, with or without JavaScript. Hydration swaps the links for buttons in
 * the same places that scroll the strip without moving the page, and adds the keys, the
 * announcement and `aria-current`. The strip's position stays the truth for which slide is
 * current, so a slide reached before hydration stays current afterwards, and a link focused then
 * hands the focus to the button that takes its place.
 */
export function Carousel<T>({
  id,
  label,
  items,
  caption,
  renderSlide,
  renderThumbnail,
  aspectClassName = "aspect-[3/2]",
  tone = "garden",
}: CarouselProps<T>) {
  const copy = carouselContent.carousel;
  const count = items.length;
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  // Announced only once the visitor has moved the carousel, not on page load.
  const [moved, setMoved] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  // The slide a control asked the strip to glide to, until the strip rests there.
  const target = useRef<number | null>(null);
  const thumbnailRow = useRef<HTMLDivElement>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // The frame that picks up a slide reached before hydration; a control used before it runs wins.
  const pickUp = useRef<number | undefined>(undefined);
  const slideId = (index: number) => `${id}-${index + 1}`;

  const currentItem = items[current];
  const announcement =
    !moved || currentItem === undefined ? "" : copy.announcement(current + 1, count, caption(currentItem));

  /** The slide the strip shows, or the one named in the address where there is no layout to read. */
  const slideInView = () => {
    const element = strip.current;
    if (element && element.clientWidth > 0) {
      return jumpIndex(0, Math.round(element.scrollLeft / element.clientWidth), count);
    }
    const hash = window.location.hash;
    return hash.startsWith(`#${id}-`) ? jumpIndex(0, Number(hash.slice(id.length + 2)) - 1, count) : 0;
  };

  // Pick up a slide reached before hydration (a link followed, a swipe), then follow the strip.
  useEffect(() => {
    const element = strip.current;
    pickUp.current = requestAnimationFrame(() => setCurrent(slideInView()));
    const cancelPickUp = () => cancelAnimationFrame(pickUp.current ?? 0);
    if (!element) return cancelPickUp;
    let timer: ReturnType<typeof setTimeout> | undefined;
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
    // `scrollend` fires once a smooth scroll or a swipe has come to rest; a pause in a slow
    // scroll must not pick the slide passing by. Browsers without it get a short quiet period.
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    const [event, listener] =
      "onscrollend" in window ? (["scrollend", settle] as const) : (["scroll", onScroll] as const);
    element.addEventListener(event, listener, { passive: true });
    // A visitor's own swipe or wheel takes over from a control's glide.
    const release = () => {
      target.current = null;
    };
    const gestures = ["pointerdown", "wheel"] as const;
    for (const gesture of gestures) element.addEventListener(gesture, release, { passive: true });
    return () => {
      cancelPickUp();
      clearTimeout(timer);
      element.removeEventListener(event, listener);
      for (const gesture of gestures) element.removeEventListener(gesture, release);
    };
    // The strip element and the slide count are fixed for the carousel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (index: number) => {
    cancelAnimationFrame(pickUp.current ?? 0);
    setCurrent(index);
    setMoved(true);
    const element = strip.current;
    if (!element?.scrollTo) return;
    const left = index * element.clientWidth;
    target.current = Math.abs(element.scrollLeft - left) < 1 ? null : index;
    // Scrolls the strip alone: a link would scroll the page to the slide as well.
    element.scrollTo({ left });
  };
  const showNext = () => show(nextIndex(current, count));
  const showPrevious = () => show(previousIndex(current, count));

  // Keep the current thumbnail in view inside its own scrolling row, without scrolling the page.
  useEffect(() => {
    const row = thumbnailRow.current;
    const thumb = row?.children[current] as HTMLElement | undefined;
    if (!row || !thumb) return;
    const left = thumb.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + thumb.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo?.({ left: left - (row.clientWidth - thumb.offsetWidth) / 2 });
    }
  }, [current]);

  function onKeyDown(event: KeyboardEvent) {
    // A control that uses the arrow keys itself (the comparison slider) marks them handled.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") showNext();
    else if (event.key === "ArrowLeft") showPrevious();
    else return;
    event.preventDefault();
  }

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

  const colours = toneClasses[tone];
  const arrows = "pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between px-2 sm:px-3";

  return (
    // Arrow keys work while focus is anywhere inside, as the carousel pattern asks; every control inside is focusable itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={setRegion}
      aria-roledescription={copy.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div className="relative">
        {/* Focusable so a keyboard can reach and scroll it even when its slides hold no control. */}
        <div
          ref={strip}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, as axe's scrollable-region rule asks
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
        >
          {items.map((item, index) => {
            const isCurrent = index === current;
            return (
              <div
                key={slideId(index)}
                id={slideId(index)}
                role="group"
                aria-roledescription={copy.slideRoleDescription}
                aria-label={copy.slideLabel(index + 1, count)}
                className="w-full shrink-0 snap-start snap-always"
              >
                <figure>
                  <div className={cn("relative overflow-hidden rounded-xl bg-paper-deep", aspectClassName)}>
                    <div className="absolute inset-0">
                      {renderSlide(item, {
                        index,
                        isCurrent,
                        isNear: hydrated && isNearCurrent(index, current, count),
                      })}
                    </div>
                    {/* Links to the neighbours until the shared buttons below can scroll the strip alone. */}
                    {!hydrated && count > 1 ? (
                      <div className={cn(arrows, "bottom-0")}>
                        <a
                          href={`#${slideId(previousIndex(index, count))}`}
                          aria-label={copy.previous}
                          className={arrowClasses}
                        >
                          <ChevronLeft aria-hidden="true" className="size-6" />
                        </a>
                        <a
                          href={`#${slideId(nextIndex(index, count))}`}
                          aria-label={copy.next}
                          className={arrowClasses}
                        >
                          <ChevronRight aria-hidden="true" className="size-6" />
                        </a>
                      </div>
                    ) : null}
                  </div>
                  <figcaption className="mt-3 flex items-start justify-between gap-4">
                    <span className="text-base text-ink">{caption(item)}</span>
                    {/* The group's name already gives the position to screen readers. */}
                    <span aria-hidden="true" className={cn("shrink-0 font-semibold tabular-nums", colours.counter)}>
                      {copy.counter(index + 1, count)}
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        {hydrated && count > 1 ? (
          <div className={cn(arrows, aspectClassName)}>
            <Tooltip label={copy.previous}>
              <button
                ref={previousButton}
                type="button"
                aria-label={copy.previous}
                aria-controls={slideId(previousIndex(current, count))}
                onClick={showPrevious}
                className={arrowClasses}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
            </Tooltip>
            <Tooltip label={copy.next}>
              <button
                ref={nextButton}
                type="button"
                aria-label={copy.next}
                aria-controls={slideId(nextIndex(current, count))}
                onClick={showNext}
                className={arrowClasses}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </Tooltip>
          </div>
        ) : null}
      </div>

      <div
        ref={thumbnailRow}
        role="group"
        aria-label={copy.thumbnailsLabel}
        className="mt-4 flex gap-2 overflow-x-auto p-1 motion-safe:scroll-smooth"
      >
        {items.map((item, index) => {
          const isCurrent = index === current;
          const thumbProps = {
            "aria-label": copy.thumbnailLabel(index + 1, caption(item)),
            className: cn(
              "relative block w-20 shrink-0 overflow-hidden rounded-md bg-paper-deep sm:w-24",
              aspectClassName,
              "ring-offset-2 ring-offset-paper transition-opacity",
              isCurrent ? cn("ring-3", colours.current) : "opacity-75 hover:opacity-100",
            ),
          };
          return hydrated ? (
            <button
              key={slideId(index)}
              type="button"
              {...thumbProps}
              aria-current={isCurrent ? "true" : undefined}
              aria-controls={slideId(index)}
              onClick={() => show(index)}
            >
              {renderThumbnail(item)}
            </button>
          ) : (
            <a key={slideId(index)} href={`#${slideId(index)}`} {...thumbProps}>
              {renderThumbnail(item)}
            </a>
          );
        })}
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

const arrowClasses = cn(
  "pointer-events-auto inline-flex size-12 items-center justify-center rounded-full",
  "bg-white/90 text-ink shadow-md transition-colors hover:bg-white",
);
