import type { ImageFocus } from "~/content/schema/refs";

import { FieldProblem } from "./field-problem";
import { FocusChoices } from "./focus-choices";
import { focusChoices, type PreparedShot, type Shot } from "./job";
import { objectUrl } from "./object-url";
import { words } from "./words";

const objectPosition: Record<ImageFocus, string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

function SlotCrop({ photo, focus, label }: { photo: PreparedShot; focus: ImageFocus; label: string }) {
  const url = objectUrl(photo.file);
  return (
    <figure>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone-200">
        {url && <img src={url} alt="" className={`h-full w-full object-cover ${objectPosition[focus]}`} />}
      </div>
      <figcaption className="mt-1 text-sm text-ink-soft">{label}</figcaption>
    </figure>
  );
}

type FocusStepProps = {
  shots: { shot: Shot; photo: PreparedShot }[];
  focus?: ImageFocus;
  problem?: string;
  onChange: (focus: ImageFocus) => void;
};

/** The photos as the gallery will cut them, and the part to keep where it cuts any. */
export function FocusStep({ shots, focus = "center", problem, onChange }: FocusStepProps) {
  const first = shots[0]?.photo;
  const choices = first ? focusChoices(first) : [];
  return (
    <div className="grid gap-4">
      <p className="text-ink-soft">{choices.length ? words.focusHelp : words.focusFits}</p>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
        {shots.map(({ shot, photo }) => (
          <SlotCrop key={shot} photo={photo} focus={focus} label={words.shots[shot]} />
        ))}
      </div>
      <FocusChoices
        name="job-focus"
        choices={choices}
        focus={focus}
        onChange={onChange}
        describedBy="job-focus-problem"
      >
        <FieldProblem id="job-focus-problem" message={problem} />
      </FocusChoices>
    </div>
  );
}
