import { useCallback, useEffect, useRef, useState } from "react";

import { forgetDraft, keepDraft, readDraft } from "~/owner/publishing/draft-store";
import { sameData } from "~/owner/publishing/same-data";

import type { JobKind } from "./job";
import type { GalleryItem } from "./job-change";

/** A change to a listed job being made: the job as it was read, what it is becoming, and its place. */
export type KeptChange = { kind: JobKind; was: GalleryItem; item: GalleryItem; position: number };

/** Kept beside the new job's draft, under a key of its own: one change at a time, as on the screen. */
const changeKey = "change";

/**
 * A change being made in the list of jobs, kept on the phone (IndexedDB) as it is typed, so a reload
 * or a closed tab comes back to it, as a new job's draft does (docs/decisions/122). `kept` is
 * "reading" until the phone's storage answers.
 */
export function useKeptChange() {
  const [kept, setKept] = useState<KeptChange | "reading" | undefined>("reading");
  // Whether the change as it is now is on the phone; only the latest write says so.
  const [state, setState] = useState<"unchanged" | "kept" | "not-kept">("unchanged");
  const writes = useRef(0);
  useEffect(() => {
    let current = true;
    void readDraft<KeptChange>(changeKey).then((found) => {
      if (!current) return;
      setKept(found);
      if (found) setState("kept");
    });
    return () => {
      current = false;
    };
  }, []);
  /** Keeps the change; `listedAt` is the job's place as read. */
  const keep = useCallback(async (change: KeptChange, listedAt: number) => {
    const write = (writes.current += 1);
    // Unchanged, there is nothing to come back to.
    const unchanged = sameData(change.item, change.was) && change.position === listedAt;
    const stored = unchanged ? (await forgetDraft(changeKey), true) : await keepDraft(change, changeKey);
    if (write === writes.current) setState(unchanged ? "unchanged" : stored ? "kept" : "not-kept");
  }, []);
  const forget = useCallback(() => {
    writes.current += 1;
    setState("unchanged");
    void forgetDraft(changeKey);
  }, []);
  return { kept, state, keep, forget };
}

/** Where the kept change's job is in its gallery now: found by its data as read, or not at all. */
export function keptAt(galleries: unknown, kept: KeptChange): number | undefined {
  const list = (galleries as Record<string, unknown> | undefined)?.[kept.kind];
  const index = Array.isArray(list) ? list.findIndex((item) => sameData(item, kept.was)) : -1;
  return index === -1 ? undefined : index;
}
