import { ChevronLeft } from "~/components/ui/icons/chevron-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import type { ReactNode, RefObject } from "react";

import { Tooltip } from "~/components/ui/tooltip";

import { cn } from "~/lib/cn";

/** The row the previous and next controls sit in, over the slide's media. */
const arrowRowClasses = "pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between px-2 sm:px-3";

const arrowClasses = cn(
  "pointer-events-auto inline-flex size-12 items-center justify-center rounded-full",
  "bg-white/90 text-ink shadow-md transition-colors hover:bg-white",
);

type ArrowNames = { previous: string; next: string };

/**
 * The shown slide's links, by CSS alone: the slide the address names (`:target`), else the first.
 * The others' are hidden, so a keyboard meets one pair of arrows, not every slide's.
 */
const shownSlideOnly = {
  first: "group-has-[>:target:not(:first-child)]/strip:invisible",
  other: "invisible group-target/slide:visible",
};

/**
 * One slide's links to its neighbours, which work before JavaScript: shown until the shared
 * buttons can scroll the strip alone, and only on the shown slide (the strip is `group/strip`,
 * each slide `group/slide`).
 */
export function NeighbourLinks({
  names,
  previousSlideId,
  nextSlideId,
  first,
}: {
  names: ArrowNames;
  previousSlideId: string;
  nextSlideId: string;
  /** The slide shown when the address names none. */
  first: boolean;
}) {
  return (
    <div className={cn(arrowRowClasses, "bottom-0", first ? shownSlideOnly.first : shownSlideOnly.other)}>
      <a href={`#${previousSlideId}`} aria-label={names.previous} className={arrowClasses}>
        <ChevronLeft aria-hidden="true" className="size-6" />
      </a>
      <a href={`#${nextSlideId}`} aria-label={names.next} className={arrowClasses}>
        <ChevronRight aria-hidden="true" className="size-6" />
      </a>
    </div>
  );
}

type ArrowButtonsProps = {
  names: ArrowNames;
  /** Covers the media box alone, so the buttons centre on the picture and not its caption. */
  aspectClassName: string;
  previousSlideId: string;
  nextSlideId: string;
  onPrevious: () => void;
  onNext: () => void;
  previousButton: RefObject<HTMLButtonElement | null>;
  nextButton: RefObject<HTMLButtonElement | null>;
};

/** The previous and next buttons shared by every slide once the carousel is hydrated. */
export function ArrowButtons(props: ArrowButtonsProps) {
  const { names } = props;
  return (
    <div className={cn(arrowRowClasses, props.aspectClassName)}>
      <ArrowButton
        name={names.previous}
        slideId={props.previousSlideId}
        onClick={props.onPrevious}
        button={props.previousButton}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </ArrowButton>
      <ArrowButton name={names.next} slideId={props.nextSlideId} onClick={props.onNext} button={props.nextButton}>
        <ChevronRight aria-hidden="true" className="size-6" />
      </ArrowButton>
    </div>
  );
}

type ArrowButtonProps = {
  name: string;
  /** The slide it shows. */
  slideId: string;
  onClick: () => void;
  button: RefObject<HTMLButtonElement | null>;
  /** The arrow icon. */
  children: ReactNode;
};

function ArrowButton({ name, slideId, onClick, button, children }: ArrowButtonProps) {
  return (
    <Tooltip label={name}>
      <button
        ref={button}
        type="button"
        aria-label={name}
        aria-controls={slideId}
        onClick={onClick}
        className={arrowClasses}
      >
        {children}
      </button>
    </Tooltip>
  );
}
