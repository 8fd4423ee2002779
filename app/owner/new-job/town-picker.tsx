import { useEffect, useId, useRef, useState } from "react";

import { words } from "./words";

type TownPickerProps = {
  /** Every town, the most used first. */
  towns: readonly string[];
  /** How many show before the one button that shows the rest. */
  shown: number;
  onPick: (town: string) => void;
};

const townClasses = "min-h-11 rounded-full border border-stone-300 bg-white px-3 text-sm text-ink";

/** The towns to add to the caption at a touch: the most used, and the rest behind one button. */
export function TownPicker({ towns, shown, onPick }: TownPickerProps) {
  const [all, setAll] = useState(false);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  // The button goes once pressed: the first town it showed takes the focus in its place.
  useEffect(() => {
    if (all) list.current?.querySelectorAll("button")[shown]?.focus();
  }, [all, shown]);
  const listed = all ? towns : towns.slice(0, shown);
  const hidden = towns.length - listed.length;
  return (
    <>
      <p id={`${id}-towns`} className="mt-3 text-sm font-semibold text-ink-soft">
        {words.towns}
      </p>
      <ul ref={list} id={`${id}-list`} aria-labelledby={`${id}-towns`} className="mt-1 flex flex-wrap gap-2">
        {listed.map((town) => (
          <li key={town}>
            <button type="button" onClick={() => onPick(town)} className={townClasses}>
              {town}
            </button>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              aria-expanded={false}
              aria-controls={`${id}-list`}
              onClick={() => setAll(true)}
              className={`${townClasses} font-semibold text-garden-800`}
            >
              {words.moreTowns(hidden)}
            </button>
          </li>
        )}
      </ul>
    </>
  );
}
