import type { ReactNode } from "react";

import type { ImageFocus } from "~/content/schema/refs";

import { words } from "./words";

type FocusChoicesProps = {
  /** The radios' group name, one per screen. */
  name: string;
  choices: readonly ImageFocus[];
  focus: ImageFocus;
  onChange: (focus: ImageFocus) => void;
  describedBy?: string;
  /** Below the choices: the build's line about them, where there is one. */
  children?: ReactNode;
};

/** The part of a photo to keep where the gallery cuts it, as large touch targets; none when it fits. */
export function FocusChoices({ name, choices, focus, onChange, describedBy, children }: FocusChoicesProps) {
  if (!choices.length) return null;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-lg font-semibold text-ink">{words.focusLegend}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-stone-300 bg-white font-semibold has-checked:border-garden-700 has-checked:bg-garden-50 has-focus-visible:outline-2"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={focus === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {words.focuses[choice]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
