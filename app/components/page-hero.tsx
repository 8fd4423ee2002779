import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

export type HeroTone = "garden" | "water" | "stone";

const toneClasses: Record<HeroTone, string> = {
  garden: "bg-garden-900 text-white",
  water: "bg-water-800 text-white",
  stone: "bg-stone-100 text-ink",
};

type PageHeroProps = {
  tone?: HeroTone;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** The opening band of a page: its one h1, a lead and the page's main calls to action. */
export function PageHero({ tone = "garden", eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <section className={cn("py-14 sm:py-20", toneClasses[tone])}>
      <Container>
        {eyebrow ? <div className="mb-4 text-sm font-semibold tracking-wide uppercase opacity-90">{eyebrow}</div> : null}
        <h1 className="max-w-3xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-relaxed opacity-95">{lead}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        {children}
      </Container>
    </section>
  );
}
