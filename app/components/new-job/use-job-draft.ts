import { useCallback, useEffect, useRef, useState } from "react";

import { forgetDraft, keepDraft, readDraft } from "~/lib/job-publishing/draft-store";

import { emptyDraft, type JobDraft } from "./job";

/** Where the page is: reading what the phone kept, offering a kept job back, or working on one. */
export type DraftPhase = "reading" | "offered" | "editing";

/** Whether the job as it is now is on the phone: untouched yet, being written, written, or refused by the browser. */
export type KeptState = "unchanged" | "keeping" | "kept" | "not-kept";

/** Writes wait for typing to pause, so each keystroke does not write the photos again. */
const keepAfterMs = 250;

/**
 * The job being added, kept on the phone (IndexedDB) after every change until it is published
 * (docs/decisions/113): a reload or a closed tab brings it back, offered rather than assumed.
 * `kept` says whether the job as it is now is on the phone, so the page can say so, or warn.
 */
export function useJobDraft() {
  const [phase, setPhase] = useState<DraftPhase>("reading");
  const [draft, setDraft] = useState<JobDraft>(emptyDraft);
  const [kept, setKept] = useState<KeptState>("unchanged");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let current = true;
    void readDraft<JobDraft>().then((found) => {
      if (!current) return;
      if (found) setDraft(found);
      setPhase(found ? "offered" : "editing");
    });
    return () => {
      current = false;
    };
  }, []);

  const keep = useCallback(async (next: JobDraft) => {
    setKept((await keepDraft(next)) ? "kept" : "not-kept");
  }, []);

  /** Changes the draft; typing is kept once it pauses, a move to another step (`now`) at once. */
  const change = useCallback(
    (update: (draft: JobDraft) => JobDraft, { now = false } = {}) => {
      setDraft((previous) => {
        const next = update(previous);
        clearTimeout(timer.current);
        setKept("keeping");
        timer.current = setTimeout(() => void keep(next), now ? 0 : keepAfterMs);
        return next;
      });
    },
    [keep],
  );

  /** Changes the draft and keeps it before going on: a send's photo names, before anything is sent. */
  const keepNow = useCallback(
    async (next: JobDraft) => {
      clearTimeout(timer.current);
      setDraft(next);
      await keep(next);
    },
    [keep],
  );

  /** Once published: the photos are no longer kept, only what the page says of the job until a new one starts. */
  const markPublished = useCallback(
    (published: NonNullable<JobDraft["published"]>) =>
      keepNow({ ...emptyDraft(), kind: draft.kind, caption: draft.caption, published }),
    [draft.caption, draft.kind, keepNow],
  );

  const startAgain = useCallback(async () => {
    clearTimeout(timer.current);
    await forgetDraft();
    setDraft(emptyDraft());
    setPhase("editing");
  }, []);

  const carryOn = useCallback(() => setPhase("editing"), []);

  return { phase, draft, kept, change, keepNow, markPublished, startAgain, carryOn };
}
