import { ChevronsLeftRight } from "~/components/ui/icons/chevrons-left-right";
import { type KeyboardEvent, type ReactNode, type RefObject, useRef, useState } from "react";

import carouselContent from "@content/carousel.yml";

import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";

import { COMPARISON_MAX, COMPARISON_MIN, valueAfterKey } from "./comparison-value";
import { useDividerDrag } from "./use-divider-drag";

type ComparisonSliderProps = {
  /** Media filling the box: shown left of the divider. */
  before: ReactNode;
  /** Media filling the box: shown right of the divider. */
  after: ReactNode;
  /** The visible tags on each side. */
  beforeLabel: string;
  afterLabel: string;
  /** What is being compared; it completes the slider's accessible name. */
  caption: string;
};

const badge = "absolute top-3 rounded-md bg-ink/80 px-2.5 py-1 text-sm font-semibold text-white";

/**
 * Before and after in one box, split by a divider. The divider is a WAI-ARIA slider: drag it
 * with a mouse, pen or finger (the pointer is captured, so the drag survives leaving the box),
 * or use the arrow keys, Page Up/Down and Home/End. With a mouse, pressing anywhere on the
 * picture moves it there; on touch only the handle drags, so a swipe elsewhere still changes
 * slide in a carousel. Each label sits in its own layer, so it is covered with its picture.
 * Before hydration the two halves show at 50% (set by classes, so the prerendered HTML has no
 * inline styles) and no control pretends to work.
 */
export function ComparisonSlider({ before, after, beforeLabel, afterLabel, caption }: ComparisonSliderProps) {
  const copy = carouselContent.comparison;
  const hydrated = useHydrated();
  const [value, setValue] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useDividerDrag(box, handle, setValue);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = valueAfterKey(value, event.key);
    if (next === null) return;
    // Handled: stops the page scrolling and tells a surrounding carousel to leave the arrows alone.
    event.preventDefault();
    setValue(next);
  }

  return (
    <div ref={box} className="absolute inset-0 overflow-hidden select-none" {...(hydrated ? drag : undefined)}>
      <div className="absolute inset-0">
        {after}
        <span className={`${badge} right-3`}>{afterLabel}</span>
      </div>
      <div
        className={cn("absolute inset-0", !hydrated && "[clip-path:inset(0_50%_0_0)]")}
        style={hydrated ? { clipPath: `inset(0 ${100 - value}% 0 0)` } : undefined}
      >
        {before}
        <span className={`${badge} left-3`}>{beforeLabel}</span>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgb(0_0_0/0.5)]",
          !hydrated && "left-1/2",
        )}
        style={hydrated ? { left: `${value}%` } : undefined}
      />
      {hydrated ? (
        <DividerHandle
          handle={handle}
          value={value}
          label={copy.sliderLabel(caption)}
          valueText={copy.valueText(value, 100 - value)}
          onKeyDown={onKeyDown}
        />
      ) : null}
    </div>
  );
}

type DividerHandleProps = {
  handle: RefObject<HTMLDivElement | null>;
  /** Where the divider stands, in percent from the left. */
  value: number;
  label: string;
  valueText: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/** The divider's handle: the WAI-ARIA slider, drawn once hydrated so no control shows that cannot work yet. */
function DividerHandle({ handle, value, label, valueText, onKeyDown }: DividerHandleProps) {
  return (
    <div
      ref={handle}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={COMPARISON_MIN}
      aria-valuemax={COMPARISON_MAX}
      aria-valuenow={value}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      className="group absolute inset-y-0 flex w-12 -translate-x-1/2 cursor-ew-resize touch-none items-center justify-center outline-none"
      style={{ left: `${value}%` }}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-md group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-water-600 group-focus-visible:outline-solid">
        <ChevronsLeftRight aria-hidden="true" className="size-6" />
      </span>
    </div>
  );
}
