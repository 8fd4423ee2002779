import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { paths } from "@content/site-pages";

import { galleriesFile, type JobDraft, jobKinds } from "./job";
import { useLiveStatus } from "./use-live-status";
import { words } from "./words";

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

/** The job's slide on its gallery page, which the carousel opens at. */
function slideAddress(draft: JobDraft, position: number) {
  const kind = jobKinds[draft.kind ?? "projects"];
  return `${paths[kind.pageId]}#${kind.slide}-${position + 1}`;
}

/** "Published", then "Live" with the job's address, or "Not live yet" with where the host says why. */
export function LiveNotice({
  draft,
  onAnother,
  another = words.another,
  children,
}: {
  draft: JobDraft;
  onAnother: () => void;
  /** What the button after it says. */
  another?: string;
  /** What else the owner can do now, beside that button. */
  children?: ReactNode;
}) {
  const published = draft.published ?? { position: 0, data: undefined, at: 0 };
  const live = useLiveStatus({ file: galleriesFile, data: published.data, at: published.at });
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <p className="text-lg font-semibold text-ink">{words.published}</p>
      {live.state === "waiting" && <p>{words.waiting}</p>}
      {live.state === "live" && (
        <p>
          {words.live}{" "}
          <a href={slideAddress(draft, published.position)} className="font-semibold text-garden-800 underline">
            {words.seeIt}
          </a>{" "}
          ({words.builtAt(timeOf(live.builtAt))})
        </p>
      )}
      {live.state === "not-live" && (
        <p className="text-danger-700">
          {words.notLive} {live.lastBuild ? words.lastBuild(timeOf(live.lastBuild)) : ""} {words.hostLog}
        </p>
      )}
      {live.state === "unknown" && <p>{words.unknownLive}</p>}
      <Button variant="outline" size="lg" onClick={onAnother}>
        {another}
      </Button>
      {children}
    </div>
  );
}
