import type { ReactNode, RefObject } from "react";

import carouselContent from "@content/carousel.yml";

import { cn } from "~/lib/cn";

import { ArrowButtons, NeighbourLinks } from "./carousel-arrows";
import { nextIndex, previousIndex } from "./carousel-index";

/** A gallery's item as the carousel draws it. */
export type Slide = {
  /** The slide's element id, which links target. */
  id: string;
  media: ReactNode;
  caption: string;
  /** A small image for the thumbnail control; the control carries the name. */
  thumbnail: ReactNode;
};

type CarouselStageProps = {
  strip: RefObject<HTMLDivElement | null>;
  slides: Slide[];
  current: number;
  /** Shared buttons scroll the strip once hydrated; before, each slide links to its neighbours. */
  hydrated: boolean;
  aspectClassName: string;
  counterClassName: string;
  onPrevious: () => void;
  onNext: () => void;
  previousButton: RefObject<HTMLButtonElement | null>;
  nextButton: RefObject<HTMLButtonElement | null>;
};

/**
 * The slides side by side in a strip that scrolls and snaps to one, so a swipe is the browser's
 * own scroll and the tallest caption sets the height, with the previous and next controls over
 * the media.
 */
export function CarouselStage({
  strip,
  slides,
  current,
  hydrated,
  aspectClassName,
  counterClassName,
  ...arrowButtons
}: CarouselStageProps) {
  const copy = carouselContent.carousel;
  const count = slides.length;
  const slideIdAt = (index: number) => slides[index]?.id ?? "";
  return (
    <div className="relative">
      {/* Focusable so a keyboard can reach and scroll it even when its slides hold no control. */}
      <div
        ref={strip}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, as axe's scrollable-region rule asks
        tabIndex={0}
        className="group/strip flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
      >
        {slides.map((slide, index) => (
          <CarouselSlide
            key={slide.id}
            slide={slide}
            label={copy.slideLabel(index + 1, count)}
            counter={copy.counter(index + 1, count)}
            aspectClassName={aspectClassName}
            counterClassName={counterClassName}
          >
            {!hydrated && count > 1 ? (
              <NeighbourLinks
                names={copy}
                previousSlideId={slideIdAt(previousIndex(index, count))}
                nextSlideId={slideIdAt(nextIndex(index, count))}
                first={index === 0}
              />
            ) : null}
          </CarouselSlide>
        ))}
      </div>
      {hydrated && count > 1 ? (
        <ArrowButtons
          names={copy}
          previousSlideId={slideIdAt(previousIndex(current, count))}
          nextSlideId={slideIdAt(nextIndex(current, count))}
          aspectClassName={aspectClassName}
          {...arrowButtons}
        />
      ) : null}
    </div>
  );
}

type CarouselSlideProps = {
  slide: Slide;
  /** The group's name, which gives screen readers the position. */
  label: string;
  counter: string;
  aspectClassName: string;
  counterClassName: string;
  /** Drawn over the media. */
  children: ReactNode;
};

/** One slide: its media in a box of fixed aspect ratio, its caption and its counter. */
function CarouselSlide({ slide, label, counter, aspectClassName, counterClassName, children }: CarouselSlideProps) {
  return (
    <div
      id={slide.id}
      role="group"
      aria-roledescription={carouselContent.carousel.slideRoleDescription}
      aria-label={label}
      className="group/slide w-full shrink-0 snap-start snap-always"
    >
      <figure>
        <div className={cn("relative overflow-hidden rounded-xl bg-paper-deep", aspectClassName)}>
          <div className="absolute inset-0">{slide.media}</div>
          {children}
        </div>
        <figcaption className="mt-3 flex items-start justify-between gap-4">
          <span className="text-base text-ink">{slide.caption}</span>
          {/* The group's name already gives the position to screen readers. */}
          <span aria-hidden="true" className={cn("shrink-0 font-semibold tabular-nums", counterClassName)}>
            {counter}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
