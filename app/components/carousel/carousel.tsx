import { type KeyboardEvent, type ReactNode, memo, useState } from "react";

import carouselContent from "@content/carousel.yml";

import { useHydrated } from "~/hooks/use-hydrated";
import { usePaintedValue } from "~/hooks/use-painted-value";

import { isNearCurrent } from "./carousel-index";
import { CarouselStage } from "./carousel-stage";
import { CarouselThumbnails } from "./carousel-thumbnails";
import { useCarouselControls } from "./use-carousel-controls";
import { useCarouselPosition } from "./use-carousel-position";

type SlideState = {
  index: number;
  isCurrent: boolean;
  /**
   * The current slide or a neighbour once the carousel is interactive: its images should load now.
   * After a step, it follows once the step has been painted (the images are asked for after it).
   */
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
  /**
   * The slide's media (lazy images); it fills a box of the carousel's fixed aspect ratio. Drawn
   * from the item and its state alone: a slide is drawn again only when one of them changes.
   */
  renderSlide: (item: T, state: SlideState) => ReactNode;
  /** A small image for the thumbnail control; the control carries the name. Drawn once per item. */
  renderThumbnail: (item: T) => ReactNode;
  /**
   * The media box's aspect ratio as a Tailwind class (`aspect-[4/3]`), so changing slides never
   * moves the page; a class rather than a style keeps the prerendered HTML free of inline styles.
   */
  aspectClassName?: string;
  tone?: CarouselTone;
};

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
export function Carousel<T>(props: CarouselProps<T>) {
  const { id, label, items, caption, aspectClassName = "aspect-[3/2]", tone = "garden" } = props;
  const copy = carouselContent.carousel;
  const count = items.length;
  const hydrated = useHydrated();
  const { strip, current, moved, show, showNext, showPrevious } = useCarouselPosition(id, count);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const { thumbnailRow, previousButton, nextButton } = useCarouselControls(region, hydrated, current);
  // Asking for a slide's images costs a phone up to tens of milliseconds each: the tap's own frame
  // shows the step, and the slides near it are asked for once that frame is painted.
  const nearTo = usePaintedValue(current);
  // What the stage and the thumbnail row both draw from.
  const drawn = { slides: drawSlides(props, { current, nearTo, hydrated }), current, hydrated, aspectClassName };
  const currentItem = items[current];
  const announcement =
    !moved || currentItem === undefined ? "" : copy.announcement(current + 1, count, caption(currentItem));
  const colours = toneClasses[tone];
  return (
    // Arrow keys work while focus is anywhere inside, as the carousel pattern asks; every control inside is focusable itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={setRegion}
      aria-roledescription={copy.roleDescription}
      aria-label={label}
      onKeyDown={(event) => onArrowKey(event, { next: showNext, previous: showPrevious })}
      className="relative"
    >
      <CarouselStage
        {...drawn}
        strip={strip}
        counterClassName={colours.counter}
        onPrevious={showPrevious}
        onNext={showNext}
        previousButton={previousButton}
        nextButton={nextButton}
      />

      <CarouselThumbnails {...drawn} row={thumbnailRow} currentRingClassName={colours.current} onShow={show} />

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

type DrawnProps = { draw: () => ReactNode; item: unknown; isCurrent?: boolean; isNear?: boolean };

/**
 * What a gallery's function draws for one item, drawn again only when the item or its state
 * changes: a step redraws the few slides it moves between and near, not every picture and
 * thumbnail of the gallery (on a slow phone, that redraw was most of a tap's time).
 */
const DrawnOnChange = memo(
  function DrawnOnChange({ draw }: DrawnProps) {
    return draw();
  },
  (before, after) =>
    before.item === after.item && before.isCurrent === after.isCurrent && before.isNear === after.isNear,
);

/** Each item as its slide and thumbnail, drawn by the gallery's own functions. */
function drawSlides<T>(
  { id, items, caption, renderSlide, renderThumbnail }: CarouselProps<T>,
  { current, nearTo, hydrated }: { current: number; nearTo: number; hydrated: boolean },
) {
  return items.map((item, index) => {
    const state = {
      index,
      isCurrent: index === current,
      isNear: hydrated && isNearCurrent(index, nearTo, items.length),
    };
    return {
      id: `${id}-${index + 1}`,
      caption: caption(item),
      media: <DrawnOnChange item={item} {...state} draw={() => renderSlide(item, state)} />,
      thumbnail: <DrawnOnChange item={item} draw={() => renderThumbnail(item)} />,
    };
  });
}

/** Right and left arrows move the carousel; keys a control inside has handled, or with a modifier, are left alone. */
function onArrowKey(event: KeyboardEvent, move: { next: () => void; previous: () => void }) {
  // A control that uses the arrow keys itself (the comparison slider) marks them handled.
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "ArrowRight") move.next();
  else if (event.key === "ArrowLeft") move.previous();
  else return;
  event.preventDefault();
}
