import { Button } from "~/components/ui/button";

import { type JobDraft, jobShots } from "./job";
import { words } from "./words";

type ResumeOfferProps = { draft: JobDraft; onCarryOn: () => void; onStartAgain: () => void };

/** A job kept on the phone and not sent: offered back before anything else. */
export function ResumeOffer({ draft, onCarryOn, onStartAgain }: ResumeOfferProps) {
  const startAgain = () => {
    if (window.confirm(words.resume.confirmStartAgain)) onStartAgain();
  };
  return (
    <section aria-labelledby="resume-heading" className="grid gap-4">
      <h2 id="resume-heading" className="font-display text-2xl text-ink">
        {words.resume.heading}
      </h2>
      <p>{words.resume.text(draft.caption, jobShots(draft).length)}</p>
      <Button size="lg" onClick={onCarryOn}>
        {words.resume.carryOn}
      </Button>
      <Button variant="ghost" size="lg" onClick={startAgain} className="border border-stone-300">
        {words.resume.startAgain}
      </Button>
    </section>
  );
}
