import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

import { forgetDraft, keepDraft, readDraft } from "~/owner/publishing/draft-store";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import { emptyDraft, type JobDraft, keptOncePublished, sameJob, sameStart } from "./job";

/** Where the page is: reading what the phone kept, offering a kept job back, or working on one. */
export type DraftPhase = "reading" | "offered" | "editing";

/** Whether the job as it is now is on the phone: untouched yet, being written, written, or refused by the browser. */
export type KeptState = "unchanged" | "keeping" | "kept" | "not-kept";

/** Writes wait for typing to pause, so each keystroke does not write the photos again. */
const keepAfterMs = 250;

/**
 * Reads the kept job once, in a task of its own, and hands it to `onRead` unless the page has
 * gone; storage that does not answer in time reads as no job (draft-store.ts), so the page is
 * never stuck reading.
 */
function useKeptDraftRead(onRead: (found: JobDraft | undefined) => void) {
  const first = useRef(onRead);
  useEffect(() => {
    let current = true;
    const cancel = inTaskOfItsOwn(() => void readDraft<JobDraft>().then((found) => current && first.current(found)));
    return () => {
      current = false;
      cancel();
    };
  }, []);
}

/** Drops the write waiting for typing to pause. */
function cancelWrite(timer: RefObject<ReturnType<typeof setTimeout> | undefined>) {
  clearTimeout(timer.current);
  timer.current = undefined;
}

/** Asks that the browser not clear the site's storage when space runs short: a job's photos are in it. */
const askPersistence = () => navigator.storage?.persist?.().catch(() => undefined);

/**
 * A phone leaving the page (another app, the lock button) may not come back to it: `keepWaiting`
 * keeps typing not yet kept.
 */
function useKeepOnHide(keepWaiting: () => void) {
  const latestKeep = useRef(keepWaiting);
  useEffect(() => {
    latestKeep.current = keepWaiting;
  });
  useEffect(() => {
    const onHide = () => latestKeep.current();
    const onHidden = () => document.visibilityState === "hidden" && latestKeep.current();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);
}

/**
 * The job without the send its worker would make (docs/decisions/153) once the job itself changed:
 * the page then sends it as it is.
 */
function withoutStaleSend(previous: JobDraft, next: JobDraft): JobDraft {
  if (!next.prepared || sameJob(previous, next)) return next;
  return { ...next, prepared: undefined };
}

/**
 * The job being added, kept on the phone (IndexedDB) after every change until it is published
 * (docs/decisions/113): a reload or a closed tab brings it back, offered rather than assumed.
 * `kept` says whether the job as it is now is on the phone, so the page can say so, or warn.
 */
export function useJobDraft() {
  const [phase, setPhase] = useState<DraftPhase>("reading");
  const [draft, setDraft] = useState<JobDraft>(emptyDraft);
  const [kept, setKept] = useState<KeptState>("unchanged");
  // The job as last changed, which every change starts from, and the write waiting for a pause.
  const latest = useRef<JobDraft>(draft);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const writes = useRef(0);
  const persistenceAsked = useRef(false);
  // What waits for the kept draft to be read: a first step chosen before the storage answered.
  const waiting = useRef<((phase: DraftPhase) => void)[]>([]);

  useKeptDraftRead((found) => {
    if (found) {
      latest.current = found;
      setDraft(found);
    }
    // A job queued for signal is not offered: it is on its way, and the page goes on with it.
    const read = found && !found.queued ? "offered" : "editing";
    setPhase(read);
    for (const then of waiting.current.splice(0)) then(read);
  });

  /** Runs `then` once the kept draft is read, with what the page then shows. */
  const afterReading = useCallback((then: (phase: DraftPhase) => void) => void waiting.current.push(then), []);

  /** Writes the job; only the latest write says whether the job is kept. */
  const keep = useCallback(async (next: JobDraft) => {
    cancelWrite(timer);
    if (!persistenceAsked.current) void askPersistence();
    persistenceAsked.current = true;
    const write = (writes.current += 1);
    const stored = await keepDraft(next);
    if (write === writes.current) setKept(stored ? "kept" : "not-kept");
    return stored;
  }, []);

  useKeepOnHide(() => {
    if (timer.current !== undefined) void keep(latest.current);
  });

  /** Changes the draft; typing is kept once it pauses, a photo or a move to another step (`now`) at once. */
  const change = useCallback(
    (update: (draft: JobDraft) => JobDraft, { now = false } = {}) => {
      const previous = latest.current;
      const next = withoutStaleSend(previous, update(previous));
      latest.current = next;
      setDraft(next);
      setKept("keeping");
      clearTimeout(timer.current);
      if (now || next.shots !== previous.shots) void keep(next);
      else timer.current = setTimeout(() => void keep(next), keepAfterMs);
    },
    [keep],
  );

  /** Changes the draft and keeps it before going on: a send's photo names, before anything is sent. */
  const keepNow = useCallback(
    async (next: JobDraft) => {
      latest.current = next;
      setDraft(next);
      return keep(next);
    },
    [keep],
  );

  /** The job as another hand kept it (the page's worker, having sent it): shown as it is, not written again. */
  const takeUp = useCallback((kept: JobDraft) => {
    cancelWrite(timer);
    latest.current = kept;
    setDraft(kept);
    setKept("kept");
  }, []);

  /**
   * Once published: the photos are no longer kept, only what the page says of the job until a new
   * one starts; not over another job a second tab kept meanwhile, which is that tab's to send.
   */
  const markPublished = useCallback(
    async (published: NonNullable<JobDraft["published"]>) => {
      const next = { ...keptOncePublished(draft), published };
      const kept = await readDraft<JobDraft>();
      if (!kept || sameStart(kept, draft)) return keepNow(next);
      latest.current = next;
      setDraft(next);
    },
    [draft, keepNow],
  );

  const startAgain = useCallback(async () => {
    cancelWrite(timer);
    await forgetDraft();
    latest.current = emptyDraft();
    setDraft(latest.current);
    setPhase("editing");
  }, []);

  const carryOn = useCallback(() => setPhase("editing"), []);

  return { phase, draft, kept, change, keepNow, takeUp, markPublished, startAgain, carryOn, afterReading };
}
