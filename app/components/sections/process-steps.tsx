import type { ProcessStep } from "~/content/types";
import { cn } from "~/lib/cn";

/** Numbered steps in order, as an ordered list. */
export function ProcessSteps({ steps, tone = "garden" }: { steps: readonly ProcessStep[]; tone?: "garden" | "water" }) {
  return (
    <ol className={cn("mt-12 grid gap-5 sm:grid-cols-2", steps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4")}>
      {steps.map((step) => (
        <li key={step.step} className="relative rounded-2xl border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className={cn(
              "inline-flex size-12 items-center justify-center rounded-full font-display text-lg font-semibold text-white",
              tone === "water" ? "bg-water-700" : "bg-garden-700",
            )}
          >
            {step.step}
          </span>
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">
            <span className="sr-only">{step.step}. </span>
            {step.title}
          </h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-soft">{step.desc}</p>
        </li>
      ))}
    </ol>
  );
}
