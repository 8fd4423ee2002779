import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

import { Container } from "./container";

type SectionTone = "paper" | "deep" | "white" | "garden" | "water" | "stone";

const tones: Record<SectionTone, string> = {
  paper: "bg-paper text-ink",
  deep: "bg-paper-deep text-ink",
  white: "bg-white text-ink",
  garden: "bg-garden-900 text-white",
  water: "bg-water-800 text-white",
  stone: "bg-stone-100 text-ink",
};

type SectionProps = {
  /** Id of the heading that names the section (it becomes a labelled region). */
  labelledBy: string;
  tone?: SectionTone;
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A band of the page: background tone, vertical rhythm and the content width. It is drawn only
 * as it nears the screen (`drawn-near-screen`, lib/whole-page.ts); until then it counts as 50rem
 * tall, and once drawn as tall as it was.
 */
export function Section({ labelledBy, tone = "paper", id, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        "drawn-near-screen py-16 [contain-intrinsic-size:auto_50rem] sm:py-20 lg:py-24",
        tones[tone],
        className,
      )}
    >
      <Container>{children}</Container>
    </section>
  );
}
