import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { type JobDraft, jobShots } from "./job";
import { words } from "./words";

type ResumeOfferProps = { draft: JobDraft; onCarryOn: () => void; onStartAgain: () => void };

/**
 * Where a job kept on the phone is offered, below the first step: its room is in the prerendered
 * HTML, so the offer comes once the phone's storage has answered without moving anything.
 */
export function KeptJobSlot({ children }: { children: ReactNode }) {
  return <div className="mt-6 min-h-52">{children}</div>;
}

/** A job kept on the phone and not sent: offered back below the first step. */
export function ResumeOffer({ draft, onCarryOn, onStartAgain }: ResumeOfferProps) {
  const startAgain = () => {
    if (window.confirm(words.resume.confirmStartAgain)) onStartAgain();
  };
  return (
    <section aria-labelledby="resume-heading" className="grid gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <h3 id="resume-heading" className="text-lg font-semibold text-ink">
        {words.resume.heading}
      </h3>
      {/* Two lines at most, so a long caption never outgrows the offer's room. */}
      <p className="line-clamp-2 text-ink-soft">{words.resume.text(draft.caption, jobShots(draft).length)}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button onClick={onCarryOn}>{words.resume.carryOn}</Button>
        <Button variant="ghost" onClick={startAgain} className="border border-stone-300">
          {words.resume.startAgain}
        </Button>
      </div>
    </section>
  );
}
