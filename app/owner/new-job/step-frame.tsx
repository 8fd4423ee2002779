import { type ReactNode, useEffect, useRef } from "react";

import { Button } from "~/components/ui/button";

import { words } from "./words";

type StepFrameProps = {
  step: number;
  children: ReactNode;
  onBack?: () => void;
  /** The way back is held, as while the job is being sent. */
  locked?: boolean;
  /** The step's own way on; a step that moves on by its choices has none. */
  next?: ReactNode;
};

/**
 * One step on one screen: where the owner is, the step, and its buttons at the bottom, within a
 * thumb's reach on a phone. The step's heading takes focus as it comes, so a screen reader and a
 * keyboard start at its top.
 */
export function StepFrame({ step, children, onBack, locked = false, next }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  return (
    <section aria-labelledby="step-heading" className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <p className="text-sm font-semibold text-garden-800">{words.stepOf(step + 1, words.steps.length)}</p>
      <h2 id="step-heading" ref={heading} tabIndex={-1} className="mt-1 font-display text-2xl text-ink outline-none">
        {words.steps[step]}
      </h2>
      <div className="mt-4 flex-1">{children}</div>
      <div className="sticky bottom-0 -mx-4 mt-6 flex gap-3 border-t border-stone-200 bg-paper px-4 py-3">
        {onBack && (
          <Button variant="ghost" size="lg" disabled={locked} onClick={onBack} className="border border-stone-300">
            {words.back}
          </Button>
        )}
        <div className="flex flex-1 justify-end">{next}</div>
      </div>
    </section>
  );
}
