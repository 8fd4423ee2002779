import type { ProcessStep } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * Up to five steps share one row on wide screens, as many columns as steps; six or more wrap
 * in rows of three (the `rows` utilities centre a short last row).
 */
const stepWidths: Record<number, string> = { 1: "w-full", 2: "row-of-2", 3: "row-of-3", 4: "row-of-4", 5: "row-of-5" };

/** Numbered steps in order, as an ordered list. */
export function ProcessSteps({ steps, tone = "garden" }: { steps: readonly ProcessStep[]; tone?: "garden" | "water" }) {
  return (
    <ol className="rows mt-12">
      {steps.map((step) => (
        <li
          key={step.step}
          className={cn(stepWidths[steps.length] ?? "row-of-3", "relative rounded-2xl border border-line bg-white p-6")}
        >
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
