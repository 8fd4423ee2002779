import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import type { ContentSnapshot } from "~/content/check";
import { problemLine } from "~/content/problem-line";
import { galleryFields } from "~/content/schema/gallery-fields";
import type { ImageFocus } from "~/content/schema/refs";

import { FocusChoices } from "./focus-choices";
import { GalleryPhoto, galleryJobs } from "./gallery-photo";
import { focusChoices, type JobKind } from "./job";
import { type GalleryItem, type JobChange, photosOf } from "./job-change";
import type { CommittedGalleries, Published } from "./publish";
import { useSendChange } from "./use-send-change";
import type { SendState } from "./use-send-job";
import { words } from "./words";
import { jobsWords } from "./your-jobs-words";

type JobChangeFormProps = {
  content: ContentSnapshot;
  kind: JobKind;
  was: GalleryItem;
  index: number;
  count: number;
  onPublished: (change: JobChange, done: Published & { at: number }, committed: CommittedGalleries) => void;
  onBack: () => void;
  /** The change as it was left, kept on the phone. */
  kept?: { item: GalleryItem; position: number };
  /** Each edit, to keep it on the phone. */
  onEdit: (item: GalleryItem, position: number) => void;
};

const fieldClasses = "mt-2 block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base text-ink";

/** Where the send is: sending, its one line, the build's lines or the sign-in it needs. */
function SendLine({ send, signInLabel, onSignIn }: { send: SendState; signInLabel: string; onSignIn: () => void }) {
  return (
    <div role="status">
      {send.state === "sending" && <p>{jobsWords.saving}</p>}
      {send.state === "failed" && <p className="font-semibold text-danger-700">{send.line}</p>}
      {send.state === "refused" && (
        <div className="rounded-lg bg-danger-600/10 p-3 text-danger-700">
          <p className="font-semibold">{words.problems}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {send.problems.map((problem) => (
              <li key={problemLine(problem)}>{problemLine(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {send.state === "sign-in" && (
        <div>
          <p className="font-semibold text-ink">{words.signInNeeded}</p>
          <Button size="lg" className="mt-3 w-full" onClick={onSignIn}>
            {signInLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

type TakeDownProps = {
  caption: string;
  photo?: string;
  send: SendState;
  signInLabel: string;
  heading: React.RefObject<HTMLHeadingElement | null>;
  onTakeDown: () => void;
  onSignIn: () => void;
  onKeep: () => void;
};

/** The confirmation that names the job before it is taken down with its photos. */
function TakeDown({ caption, photo, send, signInLabel, heading, onTakeDown, onSignIn, onKeep }: TakeDownProps) {
  const sending = send.state === "sending";
  return (
    <section aria-labelledby="change-heading" className="grid gap-4">
      <h2 id="change-heading" ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
        {jobsWords.confirmTakeDown(caption)}
      </h2>
      <GalleryPhoto src={photo} />
      <p>{jobsWords.takeDownDetail}</p>
      <SendLine send={send} signInLabel={signInLabel} onSignIn={onSignIn} />
      <Button variant="danger" size="lg" disabled={sending} onClick={onTakeDown}>
        {jobsWords.takeDown}
      </Button>
      <Button variant="ghost" size="lg" disabled={sending} onClick={onKeep} className="border border-stone-300">
        {jobsWords.keep}
      </Button>
    </section>
  );
}

/** The caption on one line, the description on three, each with the gallery field's label. */
function WordField({
  field,
  value,
  onChange,
}: {
  field: "caption" | "alt";
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `change-${field}`;
  return (
    <div>
      <label htmlFor={id} className="text-lg font-semibold text-ink">
        {galleryFields[field].label}
      </label>
      {field === "caption" ? (
        <input
          id={id}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={fieldClasses}
        />
      ) : (
        <textarea
          id={id}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClasses}
        />
      )}
    </div>
  );
}

/** The job's place in its gallery, moved up or down. */
export function PlaceMover({
  position,
  count,
  onMove,
}: {
  position: number;
  count: number;
  onMove: (position: number) => void;
}) {
  return (
    <div>
      <p className="text-lg font-semibold text-ink">{jobsWords.place}</p>
      <p role="status" className="text-ink-soft">
        {words.position(position + 1, count)}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop the focus it holds (place-step.tsx). */}
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          aria-disabled={position === 0}
          className="aria-disabled:opacity-50"
          onClick={() => position > 0 && onMove(position - 1)}
        >
          {words.moveUp}
        </Button>
        <Button
          variant="outline"
          aria-disabled={position === count - 1}
          className="aria-disabled:opacity-50"
          onClick={() => position < count - 1 && onMove(position + 1)}
        >
          {words.moveDown}
        </Button>
      </div>
    </div>
  );
}

/** One job: its words, the part of its photo kept and its place, saved as one change; or taken down. */
export function JobChangeForm(props: JobChangeFormProps) {
  const { content, kind, was, index, count, onPublished, onBack, kept, onEdit } = props;
  const [item, setItem] = useState<GalleryItem>(kept?.item ?? was);
  const [position, setPosition] = useState(kept?.position ?? index);
  const edit = (changed: GalleryItem, place = position) => {
    setItem(changed);
    setPosition(place);
    onEdit(changed, place);
  };
  const [confirming, setConfirming] = useState(false);
  const { send, backend, start, signInAndSend } = useSendChange(content, onPublished);
  const signInLabel = backend?.kind === "gateway" ? words.signInPasskey : words.signIn;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [confirming]);
  const [photo] = photosOf(was);
  const size = photo ? content.sizes[photo] : undefined;
  const choices = size ? focusChoices(size) : [];
  const caption = String(was.caption ?? "");
  const change: JobChange = confirming ? { kind, was, position } : { kind, was, item, position };
  const sending = send.state === "sending";
  const thumbnail = galleryJobs({ [kind]: [was] }, kind, content.listPhotos)[0]?.photo;

  if (confirming)
    return (
      <TakeDown
        caption={caption}
        photo={thumbnail}
        send={send}
        signInLabel={signInLabel}
        heading={heading}
        onTakeDown={() => void start(change)}
        onSignIn={() => void signInAndSend(change)}
        onKeep={() => setConfirming(false)}
      />
    );
  const text = (key: "caption" | "alt") => String(item[key] ?? "");
  return (
    <section aria-labelledby="change-heading" className="grid gap-5">
      <div className="flex items-center gap-3">
        <GalleryPhoto src={thumbnail} />
        <h2 id="change-heading" ref={heading} tabIndex={-1} className="font-display text-2xl text-ink outline-none">
          {jobsWords.changeHeading}
        </h2>
      </div>
      <WordField field="caption" value={text("caption")} onChange={(caption) => edit({ ...item, caption })} />
      <WordField field="alt" value={text("alt")} onChange={(alt) => edit({ ...item, alt })} />
      <FocusChoices
        name="change-focus"
        choices={choices}
        focus={(item.focus as ImageFocus | undefined) ?? "center"}
        onChange={(focus) => edit({ ...item, focus })}
      />
      <PlaceMover position={position} count={count} onMove={(place) => edit(item, place)} />
      <SendLine send={send} signInLabel={signInLabel} onSignIn={() => void signInAndSend(change)} />
      <Button size="lg" disabled={sending} onClick={() => void start(change)}>
        {jobsWords.save}
      </Button>
      <Button variant="danger" size="lg" disabled={sending} onClick={() => setConfirming(true)}>
        {jobsWords.takeDown}
      </Button>
      <Button variant="ghost" size="lg" disabled={sending} onClick={onBack} className="border border-stone-300">
        {jobsWords.backToList}
      </Button>
    </section>
  );
}
