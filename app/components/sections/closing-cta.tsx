import { QuoteCallActions } from "~/components/quote-call-actions";
import { Container } from "~/components/ui/container";
import type { PhoneLine } from "~/content/types";
import { cn } from "~/lib/cn";

type ClosingCtaProps = {
  id: string;
  title: string;
  lead: string;
  quoteLabel: string;
  tone?: "garden" | "water";
  call?: { line: PhoneLine; label?: string };
};

/** The last band of a page: one clear next step, to the quote page, and the phone. */
export function ClosingCta({ id, title, lead, quoteLabel, tone = "garden", call }: ClosingCtaProps) {
  return (
    <section
      aria-labelledby={id}
      // Drawn only as it nears the screen, like every band below the hero (ui/section.tsx).
      className={cn(
        "drawn-near-screen py-16 text-white [contain-intrinsic-size:auto_20rem] sm:py-20",
        tone === "water" ? "bg-water-800" : "bg-garden-800",
      )}
    >
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/90">{lead}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <QuoteCallActions quoteLabel={quoteLabel} call={call} />
        </div>
      </Container>
    </section>
  );
}
