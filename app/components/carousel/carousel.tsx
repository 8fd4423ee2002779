import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from "react";

import { Tooltip } from "~/components/ui/tooltip";
import carouselContent from "@content/carousel.yml";

const copy = carouselContent.carousel;
import { useHydrated } from "~/hooks/use-hydrated";
import { useLocationHash } from "~/hooks/use-location-hash";
import { cn } from "~/lib/cn";

import { isNearCurrent, jumpIndex, nextIndex, previousIndex } from "./carousel-index";

export type SlideState = {
  index: number;
  isCurrent: boolean;
};

export type CarouselTone = "garden" | "water";

type CarouselProps<T> = {
  /** Prefix of the slides' element ids (`{id}-1` ...), which links can target. */
  id: string;
  /** Names the carousel region, e.g. the gallery's heading. */
  label: string;
  items: readonly T[];
  caption: (item: T) => string;
  /** The slide's media (lazy images); it fills a box of the carousel's fixed aspect ratio. */
  renderSlide: (item: T, state: SlideState) => ReactNode;
  /** A small image for the thumbnail button; the button carries the name. */
  renderThumbnail: (item: T) => ReactNode;
  /**
   * The media box's aspect ratio as a Tailwind class (`aspect-[4/3]`), so changing slides never
   * moves the page; a class rather than a style keeps the prerendered HTML free of inline styles.
   */
  aspectClassName?: string;
  tone?: CarouselTone;
};

const SWIPE_MIN_PX = 40;

const toneClasses: Record<CarouselTone, { current: string; counter: string }> = {
  garden: { current: "ring-garden-700", counter: "text-garden-800" },
  water: { current: "ring-water-700", counter: "text-water-800" },
};

/**
 * One image carousel for every gallery: the WAI-ARIA carousel pattern (labelled region,
 * slides as named groups, a polite announcement on change, previous/next buttons, thumbnails
 * marked with `aria-current`), wrapping at both ends, with arrow keys while focus is inside and
 * swipes on touch. It never moves on its own.
 *
 * All slides share one grid cell, so the tallest caption sets the height and switching slides
 * cannot shift the page. Only the current slide's media and its neighbours' are displayed: with
 * lazy images, the browser fetches those three as the carousel approaches and the rest only when
 * they become a neighbour, one step ahead of the visitor.
 *
 * Before hydration (or without JavaScript) the thumbnails are links to the slides, and CSS
 * `:target` shows the chosen one, so every image and caption is reachable; the arrows appear
 * once they can work.
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
  const count = items.length;
  const hydrated = useHydrated();
  // Until a visitor picks a slide here, a slide named in the address (a thumbnail link followed
  // before the page was interactive) stays current.
  const [chosen, setChosen] = useState<number | null>(null);
  const hash = useLocationHash();
  const linked = hash.startsWith(`#${id}-`) ? jumpIndex(0, Number(hash.slice(id.length + 2)) - 1, count) : 0;
  const current = chosen ?? linked;
  const thumbnailRow = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const slideId = (index: number) => `${id}-${index + 1}`;

  // Announced only once the visitor has moved the carousel, not on page load.
  const currentItem = items[current];
  const announcement =
    chosen === null || currentItem === undefined ? "" : copy.announcement(current + 1, count, caption(currentItem));

  const show = (index: number) => setChosen(index);
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

  function onPointerDown(event: PointerEvent) {
    swipeStart.current =
      event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) showNext();
    else showPrevious();
  }

  const colours = toneClasses[tone];

  return (
    // Arrow keys work while focus is anywhere inside, as the carousel pattern asks; every control inside is focusable itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription={copy.roleDescription} aria-label={label} onKeyDown={onKeyDown} className="relative">
      <div className="relative">
        <div
          className={cn(
            "grid touch-pan-y",
            // Without JavaScript, a thumbnail link targets a slide and these rules show it instead of the first.
            !hydrated &&
              "[&:has(>:target)>:not(:target)]:invisible [&>:target]:visible [&>:target]:opacity-100 [&>:target_[data-slide-media]]:block",
          )}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {items.map((item, index) => {
            const isCurrent = index === current;
            const near = isNearCurrent(index, current, count);
            return (
              <div
                key={slideId(index)}
                id={slideId(index)}
                role="group"
                aria-roledescription={copy.slideRoleDescription}
                aria-label={copy.slideLabel(index + 1, count)}
                className={cn(
                  "[grid-area:1/1] motion-safe:transition-[opacity,visibility] motion-safe:duration-300",
                  isCurrent ? "visible opacity-100" : "pointer-events-none invisible opacity-0",
                )}
              >
                <figure>
                  <div className={cn("relative overflow-hidden rounded-xl bg-paper-deep", aspectClassName)}>
                    <div data-slide-media="" className={cn("absolute inset-0", !near && "hidden")}>
                      {renderSlide(item, { index, isCurrent })}
                    </div>
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
          <div
            className={cn(
              "pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between px-2 sm:px-3",
              aspectClassName,
            )}
          >
            <Tooltip label={copy.previous}>
              <button type="button" aria-label={copy.previous} onClick={showPrevious} className={arrowClasses}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
            </Tooltip>
            <Tooltip label={copy.next}>
              <button type="button" aria-label={copy.next} onClick={showNext} className={arrowClasses}>
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
            "aria-current": isCurrent ? ("true" as const) : undefined,
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
