import { galleryFields } from "~/content/schema/gallery-fields";

import { FieldProblem } from "./field-problem";
import { TownPicker } from "./town-picker";
import type { JobKind } from "./job";

type WordsStepProps = {
  kind: JobKind;
  caption: string;
  alt: string;
  /** The service area's towns, the most used first (towns-by-use.ts). */
  towns: readonly string[];
  /** How many towns show before "More towns"; all when not given. */
  townsShown?: number;
  problems: { caption?: string; alt?: string };
  onChange: (change: { caption?: string; alt?: string }) => void;
};

const fieldClasses =
  "mt-2 block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base text-ink aria-invalid:border-danger-600";

/** The caption with the towns of the service area to add at a touch, and the alt text with its hint. */
export function WordsStep({ kind, caption, alt, towns, townsShown, problems, onChange }: WordsStepProps) {
  const withTown = (town: string) => {
    const what = caption.replace(/,\s*[^,]*$/, "").trim();
    const current = caption.split(",").at(-1)?.trim();
    return towns.includes(current ?? "") ? `${what}, ${town}` : `${caption.trim()}${caption.trim() ? ", " : ""}${town}`;
  };
  return (
    <div className="grid gap-6">
      <div>
        <label htmlFor="job-caption" className="text-lg font-semibold text-ink">
          {galleryFields.caption.label}
        </label>
        <p id="job-caption-hint" className="text-sm text-ink-soft">
          {galleryFields.caption.hint}
        </p>
        <input
          id="job-caption"
          value={caption}
          onChange={(event) => onChange({ caption: event.target.value })}
          aria-describedby="job-caption-hint job-caption-problem"
          aria-invalid={problems.caption ? true : undefined}
          autoComplete="off"
          enterKeyHint="next"
          className={fieldClasses}
        />
        <FieldProblem id="job-caption-problem" message={problems.caption} />
        <TownPicker
          towns={towns}
          shown={townsShown ?? towns.length}
          onPick={(town) => onChange({ caption: withTown(town) })}
        />
      </div>
      <div>
        <label htmlFor="job-alt" className="text-lg font-semibold text-ink">
          {galleryFields.alt.label}
        </label>
        <p id="job-alt-hint" className="text-sm text-ink-soft">
          {galleryFields.alt[kind]}
        </p>
        <textarea
          id="job-alt"
          value={alt}
          rows={3}
          onChange={(event) => onChange({ alt: event.target.value })}
          aria-describedby="job-alt-hint job-alt-problem"
          aria-invalid={problems.alt ? true : undefined}
          className={fieldClasses}
        />
        <FieldProblem id="job-alt-problem" message={problems.alt} />
      </div>
    </div>
  );
}
