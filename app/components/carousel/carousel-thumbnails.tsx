import type { RefObject } from "react";

import carouselContent from "@content/carousel.yml";

import { cn } from "~/lib/cn";

import type { Slide } from "./carousel-stage";

type CarouselThumbnailsProps = {
  row: RefObject<HTMLDivElement | null>;
  slides: Slide[];
  current: number;
  /** Buttons that scroll the strip alone once hydrated; links to the slides before. */
  hydrated: boolean;
  aspectClassName: string;
  /** The ring colour that marks the current slide's thumbnail. */
  currentRingClassName: string;
  onShow: (index: number) => void;
};

/** A control per slide, in a row that scrolls on its own; the current one is ringed and `aria-current`. */
export function CarouselThumbnails({
  row,
  slides,
  current,
  hydrated,
  aspectClassName,
  currentRingClassName,
  onShow,
}: CarouselThumbnailsProps) {
  const copy = carouselContent.carousel;
  return (
    <div
      ref={row}
      role="group"
      aria-label={copy.thumbnailsLabel}
      className="mt-4 flex gap-2 overflow-x-auto p-1 motion-safe:scroll-smooth"
    >
      {slides.map((slide, index) => {
        const isCurrent = index === current;
        const thumbProps = {
          "aria-label": copy.thumbnailLabel(index + 1, slide.caption),
          className: cn(
            "relative block w-20 shrink-0 overflow-hidden rounded-md bg-paper-deep sm:w-24",
            aspectClassName,
            // No fade between the dimmed and the current look: the fade's start, in the frame that
            // shows the step, held that frame back on a slow phone (decision 171).
            "ring-offset-2 ring-offset-paper",
            isCurrent ? cn("ring-3", currentRingClassName) : "opacity-75 hover:opacity-100",
          ),
        };
        return hydrated ? (
          <button
            key={slide.id}
            type="button"
            {...thumbProps}
            aria-current={isCurrent ? "true" : undefined}
            aria-controls={slide.id}
            onClick={() => onShow(index)}
          >
            {slide.thumbnail}
          </button>
        ) : (
          <a key={slide.id} href={`#${slide.id}`} {...thumbProps}>
            {slide.thumbnail}
          </a>
        );
      })}
    </div>
  );
}
