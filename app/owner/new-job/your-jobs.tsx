/**
 * The owner's jobs, from the phone: both galleries' jobs with their photos, and for one job its
 * words, the part of its photo kept and its place changed, or the job taken down with its photos.
 * Loaded only when opened (new-job.tsx), so the page that adds a job does not carry it.
 */
import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import type { ContentSnapshot } from "~/content/check";

import { galleryItems, GalleryPhoto, galleryJobs } from "./gallery-photo";
import { emptyDraft, type JobKind } from "./job";
import type { JobChange } from "./job-change";
import { JobChangeForm } from "./job-change-form";
import { LiveNotice } from "./live-notice";
import type { CommittedGalleries, Published } from "./publish";
import { keptAt, type KeptChange, useKeptChange } from "./use-kept-change";
import { words } from "./words";
import { jobsWords } from "./your-jobs-words";

/** A job chosen in the list, with the change to it kept on the phone when the page comes back to one. */
type Chosen = { kind: JobKind; index: number; kept?: KeptChange };
const kinds = Object.keys(words.kinds) as JobKind[];

type JobsListProps = { galleries: unknown; small?: Record<string, string>; onChoose: (chosen: Chosen) => void };

/** Both galleries, each job a button with its photo (the small copy for lists, where the build made one) and caption. */
function JobsList({ galleries, small, onChoose }: JobsListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="jobs-heading" className="grid gap-4">
      <h2 id="jobs-heading" ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
        {jobsWords.heading}
      </h2>
      <p className="text-ink-soft">{jobsWords.help}</p>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`jobs-${kind}`}>
          <h3 id={`jobs-${kind}`} className="text-lg font-semibold text-ink">
            {words.kinds[kind].name}
          </h3>
          <ul aria-labelledby={`jobs-${kind}`} className="mt-2 grid gap-2">
            {galleryJobs(galleries, kind, small).map((job, index) => (
              <li key={`${index}-${job.caption}`}>
                <button
                  type="button"
                  onClick={() => onChoose({ kind, index })}
                  className="flex min-h-12 w-full items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-ink"
                >
                  <GalleryPhoto src={job.photo} />
                  <span className="min-w-0">{job.caption}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

type YourJobsProps = {
  content: ContentSnapshot;
  onClose: () => void;
  /** The galleries file as a change left it on the branch: `content` holds it from then on. */
  onCommitted: (committed: CommittedGalleries) => void;
};

/** The list, one job's change, then its live status; back to the list after each. */
export default function YourJobs({ content, onClose, onCommitted }: YourJobsProps) {
  const galleries = content.raw.shared.galleries;
  const [chosen, setChosen] = useState<Chosen>();
  const [published, setPublished] = useState<{ kind: JobKind; done: Published & { at: number } }>();
  const { kept, state, keep, forget } = useKeptChange();
  // Once the phone's storage has answered, a change left unsaved opens again where it was.
  const [restored, setRestored] = useState(false);
  if (kept !== "reading" && !restored) {
    setRestored(true);
    const index = kept && keptAt(galleries, kept);
    if (kept && index !== undefined) setChosen({ kind: kept.kind, index, kept });
  }
  const was = chosen && galleryItems(galleries, chosen.kind)[chosen.index];
  const onPublished = (change: JobChange, done: Published & { at: number }, committed: CommittedGalleries) => {
    forget();
    onCommitted(committed);
    setPublished({ kind: change.kind, done });
    setChosen(undefined);
  };
  let body;
  if (published)
    body = (
      <LiveNotice
        draft={{ ...emptyDraft(), kind: published.kind, published: published.done }}
        another={jobsWords.backToList}
        onAnother={() => setPublished(undefined)}
      />
    );
  else if (chosen && was)
    body = (
      <JobChangeForm
        key={`${chosen.kind}-${chosen.index}`}
        content={content}
        kind={chosen.kind}
        was={was}
        index={chosen.index}
        count={galleryItems(galleries, chosen.kind).length}
        onPublished={onPublished}
        onBack={() => {
          forget();
          setChosen(undefined);
        }}
        kept={chosen.kept}
        onEdit={(item, position) => void keep({ kind: chosen.kind, was, item, position }, chosen.index)}
      />
    );
  else if (!restored) body = <p role="status">{words.loading}</p>;
  else body = <JobsList galleries={galleries} small={content.listPhotos} onChoose={setChosen} />;
  return (
    <div className="grid gap-4">
      {body}
      <p
        role="status"
        className={`text-sm ${state === "not-kept" ? "font-semibold text-danger-700" : "text-ink-soft"}`}
      >
        {chosen && state === "kept"
          ? jobsWords.changeKept
          : chosen && state === "not-kept"
            ? jobsWords.changeNotKept
            : ""}
      </p>
      <Button variant="ghost" size="lg" onClick={onClose} className="border border-stone-300">
        {jobsWords.close}
      </Button>
    </div>
  );
}
