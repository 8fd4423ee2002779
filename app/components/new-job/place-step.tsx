import { Button } from "~/components/ui/button";

import { words } from "./words";

type PlaceStepProps = {
  captions: readonly string[];
  caption: string;
  position: number;
  onMove: (position: number) => void;
};

/** The gallery's order with the new job in it, which the owner moves up or down. */
export function PlaceStep({ captions, caption, position, onMove }: PlaceStepProps) {
  const order = [...captions];
  order.splice(position, 0, caption);
  return (
    <div>
      <p className="text-ink-soft">{words.placeHelp}</p>
      <ol aria-labelledby="step-heading" className="mt-3 grid gap-2">
        {order.map((each, index) =>
          index === position ? (
            <li key="new" className="rounded-lg border-2 border-garden-700 bg-garden-50 p-3" aria-current="true">
              <p className="text-sm font-semibold text-garden-800">
                {words.newJob} · {words.position(position + 1, order.length)}
              </p>
              <p className="font-semibold text-ink">{caption}</p>
              <div className="mt-2 grid grid-cols-2 gap-2">
                <Button variant="outline" disabled={position === 0} onClick={() => onMove(position - 1)}>
                  {words.moveUp}
                </Button>
                <Button variant="outline" disabled={position === order.length - 1} onClick={() => onMove(position + 1)}>
                  {words.moveDown}
                </Button>
              </div>
            </li>
          ) : (
            <li
              key={`${index}-${each}`}
              className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-ink-soft"
            >
              {each}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
