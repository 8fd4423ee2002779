import { Button } from "~/components/ui/button";
import { galleryFields } from "~/content/schema/gallery-fields";

import { type JobDraft, jobShots } from "./job";
import { objectUrl } from "./object-url";
import { words } from "./words";

function Thumbnail({ file, label }: { file: Blob; label: string }) {
  const url = objectUrl(file);
  return (
    <figure className="w-28">
      {url && <img src={url} alt="" width={112} height={84} className="aspect-[4/3] w-28 rounded-md object-cover" />}
      <figcaption className="text-xs text-ink-soft">{label}</figcaption>
    </figure>
  );
}

type JobSummaryProps = { draft: JobDraft; onChange: (step: number) => void; locked?: boolean };

/** The job as it will be sent, each part with the way back to its step; none while it is being sent. */
export function JobSummary({ draft, onChange, locked = false }: JobSummaryProps) {
  const rows = [
    { step: 0, term: words.steps[0], value: draft.kind ? words.kinds[draft.kind].name : "" },
    { step: 2, term: galleryFields.caption.label, value: draft.caption },
    { step: 2, term: galleryFields.alt.label, value: draft.alt },
    { step: 3, term: words.focusLegend, value: words.focuses[draft.focus ?? "center"] },
    { step: 4, term: words.steps[4], value: String(draft.position + 1) },
  ];
  return (
    <div className="grid gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <div className="flex flex-wrap gap-2">
        {jobShots(draft).map(({ shot, photo }) => (
          <Thumbnail key={shot} file={photo.file} label={words.shots[shot]} />
        ))}
        <Button
          variant="ghost"
          size="sm"
          disabled={locked}
          onClick={() => onChange(1)}
          aria-label={`${words.change}: ${words.steps[1]}`}
        >
          {words.change}
        </Button>
      </div>
      <dl className="grid gap-2">
        {rows.map(({ step, term, value }) => (
          // A list's group holds only its term and details: the way back is a detail beside them.
          <div
            key={term}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 border-t border-stone-100 pt-2"
          >
            <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
            <dd className="col-start-1 break-words text-ink">{value}</dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={locked}
                onClick={() => onChange(step)}
                aria-label={`${words.change}: ${term}`}
              >
                {words.change}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
