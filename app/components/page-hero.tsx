import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { StatList, StatTile } from "~/components/ui/stat-tile";
import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";
import type { ResponsiveImage } from "~/lib/responsive-image";

type HeroTone = "garden" | "water" | "stone";

const toneClasses: Record<HeroTone, string> = {
  garden: "bg-garden-900 text-white",
  water: "bg-water-800 text-white",
  stone: "bg-stone-100 text-ink",
};

/**
 * How wide the hero image is drawn: the full width on phones and tablets, the right half from
 * the desktop layout up. Route modules pass the same value to their preload link.
 */
export const heroImageSizes = "(min-width: 1024px) 50vw, 100vw";

type PageHeroProps = {
  tone?: HeroTone;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  stats?: readonly Stat[];
  image?: { image: ResponsiveImage; alt: string };
  children?: ReactNode;
};

/**
 * The opening band of a page: its one h1, a lead, the main calls to action and key figures,
 * on a solid brand colour (text never sits on the photo), with the photo beside it.
 */
export function PageHero({ tone = "garden", eyebrow, title, lead, actions, stats, image, children }: PageHeroProps) {
  const dark = tone !== "stone";
  return (
    <section aria-labelledby="page-title" className={cn("relative", toneClasses[tone])}>
      <Container className="lg:grid lg:min-h-[36rem] lg:grid-cols-2">
        <div className="py-12 sm:py-16 lg:py-20 lg:pr-12">
          {eyebrow ? <div className="mb-5 text-sm font-semibold tracking-wide">{eyebrow}</div> : null}
          <h1
            id="page-title"
            className="font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-[3.4rem]"
          >
            {title}
          </h1>
          {lead ? (
            <p className={cn("mt-5 max-w-xl text-lg leading-relaxed", dark ? "text-white/90" : "text-ink-soft")}>
              {lead}
            </p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {stats?.length ? (
            <StatList
              // Four figures make two rows on phones; fewer share one row, whatever their count.
              className={cn("mt-10", stats.length === 4 ? "grid-cols-2 sm:grid-cols-4" : "auto-cols-fr grid-flow-col")}
            >
              {stats.map((stat) => (
                <StatTile key={stat.label} value={stat.value} label={stat.label} tone={dark ? "onDark" : "light"} />
              ))}
            </StatList>
          ) : null}
          {children}
        </div>
      </Container>
      {image ? (
        <div className="aspect-[4/3] sm:aspect-[16/9] lg:absolute lg:inset-y-0 lg:right-0 lg:aspect-auto lg:w-1/2">
          <Picture
            image={image.image}
            alt={image.alt}
            sizes={heroImageSizes}
            priority
            className="block h-full"
            imgClassName="h-full w-full object-cover"
          />
        </div>
      ) : null}
    </section>
  );
}
