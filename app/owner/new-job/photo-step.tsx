import { type ChangeEvent, useState } from "react";

import { slotBounds } from "~/content/image-presets";
import { phonePhotoAdvice } from "~/content/schema/image-slots";
import { buttonClasses } from "~/components/ui/button";
import { factsInWords, refusedInWords, removedInWords } from "~/owner/photo-preparation/photo-words";
import { PhotoRefused, preparePhoto } from "~/owner/photo-preparation/prepare-photo";

import { FieldProblem } from "./field-problem";
import type { PreparedShot, Shot } from "./job";
import { objectUrl } from "./object-url";
import { words } from "./words";

/** Gallery photos are prepared to the size the gallery's largest width needs (decision 108). */
const galleryBounds = slotBounds("photo");

/** Prepares a picked photo on the phone: upright, at the gallery's size, without its metadata. */
async function prepared(picked: File): Promise<PreparedShot> {
  const { file, before, after, removed } = await preparePhoto(picked, galleryBounds);
  return { file, name: after.name, width: after.width, height: after.height, picked: before, removed };
}

function PickButtons({ hasPhoto, onPick }: { hasPhoto: boolean; onPick: (file: File) => void }) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.target.files ?? [];
    event.target.value = "";
    if (file) onPick(file);
  };
  const input = "sr-only";
  return (
    <div className="mt-3 grid gap-3 min-[480px]:grid-cols-2">
      <label className={buttonClasses({ size: "lg", className: "cursor-pointer focus-within:outline-2" })}>
        {hasPhoto ? words.replacePhoto : words.takePhoto}
        <input type="file" accept="image/*" capture="environment" className={input} onChange={picked} />
      </label>
      <label
        className={buttonClasses({
          variant: "outline",
          size: "lg",
          className: "cursor-pointer focus-within:outline-2",
        })}
      >
        {words.choosePhoto}
        <input type="file" accept="image/*" className={input} onChange={picked} />
      </label>
    </div>
  );
}

function PhotoFacts({ photo }: { photo: PreparedShot }) {
  const url = objectUrl(photo.file);
  const removed = removedInWords(photo.removed);
  return (
    <div className="mt-3 flex gap-3">
      {url && <img src={url} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded-md object-cover" />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-ink-soft">
        <dt className="font-semibold">{words.before}</dt>
        <dd>{factsInWords(photo.picked)}</dd>
        <dt className="font-semibold">{words.now}</dt>
        <dd>{factsInWords({ bytes: photo.file.size, width: photo.width, height: photo.height })}</dd>
        <dt className="font-semibold">{words.removed}</dt>
        <dd>{removed.length ? removed.join(", ") : words.nothingRemoved}</dd>
      </dl>
    </div>
  );
}

type ShotPickerProps = {
  shot: Shot;
  photo?: PreparedShot;
  problem?: string;
  onPrepared: (photo: PreparedShot) => void;
};

/** One photo of the job: taken or chosen, prepared at once, and what it was and is now. */
export function ShotPicker({ shot, photo, problem, onPrepared }: ShotPickerProps) {
  const [state, setState] = useState<{ preparing?: string; refused?: string }>({});
  const pick = async (file: File) => {
    setState({ preparing: file.name });
    try {
      onPrepared(await prepared(file));
      setState({});
    } catch (error) {
      // Whatever went wrong, the preparing ends with a line and the photo can be picked again.
      const line =
        error instanceof PhotoRefused ? refusedInWords(error, phonePhotoAdvice) : words.notPrepared(file.name);
      setState({ refused: line });
    }
  };
  const problemId = `${shot}-problem`;
  return (
    <fieldset className="rounded-xl border border-stone-300 bg-white p-4" aria-describedby={problemId}>
      <legend className="px-1 text-lg font-semibold text-ink">{words.shots[shot]}</legend>
      {photo && <PhotoFacts photo={photo} />}
      <p role="status" className="mt-2 text-sm text-ink-soft empty:hidden">
        {state.preparing ? words.preparing(state.preparing) : ""}
      </p>
      <FieldProblem id={problemId} message={state.refused ?? problem} />
      <PickButtons hasPhoto={Boolean(photo)} onPick={(file) => void pick(file)} />
    </fieldset>
  );
}
