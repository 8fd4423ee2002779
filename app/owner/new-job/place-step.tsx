import { useEffect, useRef, useState } from "react";

import { buttonClasses } from "~/components/ui/button";

import { GalleryPhoto, type ListedJob } from "./gallery-photo";
import { words } from "./words";

type PlaceStepProps = {
  jobs: readonly ListedJob[];
  /** The new job, with its own photo. */
  job: ListedJob;
  position: number;
  onMove: (position: number) => void;
};

/** The gallery's order with the new job in it, each with its photo, which the owner moves up or down. */
export function PlaceStep({ jobs, job, position, onMove }: PlaceStepProps) {
  const order = [...jobs];
  order.splice(position, 0, job);
  const last = order.length - 1;
  // The job's item moves in the list, which takes focus from its buttons: the button pressed
  // keeps it, and the new place is said, once per move.
  const [moved, setMoved] = useState<"up" | "down">();
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  useEffect(() => {
    if (moved) buttons[moved].current?.focus();
  });
  const move = (direction: "up" | "down") => {
    const to = direction === "up" ? position - 1 : position + 1;
    if (to < 0 || to > last) return;
    setMoved(direction);
    onMove(to);
  };
  return (
    <div>
      <p className="text-ink-soft">{words.placeHelp}</p>
      <p role="status" className="sr-only">
        {moved ? `${job.caption}: ${words.position(position + 1, order.length)}` : ""}
      </p>
      <ol aria-labelledby="step-heading" className="mt-3 grid gap-2">
        {order.map((each, index) =>
          index === position ? (
            <li key="new" className="rounded-lg border-2 border-garden-700 bg-garden-50 p-3" aria-current="true">
              <div className="flex items-center gap-3">
                <GalleryPhoto src={job.photo} />
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-garden-800">
                    {words.newJob} · {words.position(position + 1, order.length)}
                  </p>
                  <p className="font-semibold text-ink">{job.caption}</p>
                </div>
              </div>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {/* aria-disabled, not disabled: a disabled button would drop the focus it holds. */}
                <button
                  type="button"
                  ref={buttons.up}
                  aria-disabled={position === 0}
                  className={buttonClasses({ variant: "outline", className: "aria-disabled:opacity-50" })}
                  onClick={() => move("up")}
                >
                  {words.moveUp}
                </button>
                <button
                  type="button"
                  ref={buttons.down}
                  aria-disabled={position === last}
                  className={buttonClasses({ variant: "outline", className: "aria-disabled:opacity-50" })}
                  onClick={() => move("down")}
                >
                  {words.moveDown}
                </button>
              </div>
            </li>
          ) : (
            <li
              key={`${index}-${each.caption}`}
              className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-ink-soft"
            >
              <GalleryPhoto src={each.photo} />
              <span className="min-w-0">{each.caption}</span>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
