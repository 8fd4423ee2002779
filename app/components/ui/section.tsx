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

/** A band of the page: background tone, vertical rhythm and the content width. */
export function Section({ labelledBy, tone = "paper", id, className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn("py-16 sm:py-20 lg:py-24", tones[tone], className)}>
      <Container>{children}</Container>
    </section>
  );
}
