import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { StatList, StatTile } from "~/components/ui/stat-tile";
import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";
import type { ResponsiveImage } from "~/lib/responsive-image";

/** The division's deep colour the hero's white text sits on. */
type HeroTone = "garden" | "water";

const toneClasses: Record<HeroTone, string> = {
  garden: "bg-garden-900",
  water: "bg-water-800",
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
 * on a solid brand colour (text never sits on the photo). The photo is beside the text on
 * desktops and above it on phones and tablets, so a phone's first screen shows the work above
 * the action bar, with the heading and the first call to action below it (docs/decisions/086).
 */
export function PageHero({ tone = "garden", eyebrow, title, lead, actions, stats, image, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className={cn("relative text-white", toneClasses[tone])}>
      {/* First in the markup, not moved up by CSS: a frame drawn while the page is still parsing
          never shows the text where the photo would then push it from. */}
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
      <Container className="lg:grid lg:min-h-[36rem] lg:grid-cols-2">
        <div className="pt-6 pb-10 sm:py-16 lg:py-20 lg:pr-12">
          {eyebrow ? <div className="mb-4 text-sm font-semibold tracking-wide">{eyebrow}</div> : null}
          <h1
            id="page-title"
            className="font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-[3.4rem]"
          >
            {title}
          </h1>
          {lead ? (
            <p className="mt-3 max-w-xl text-base leading-relaxed text-white/90 sm:mt-5 sm:text-lg">{lead}</p>
          ) : null}
          {actions ? <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">{actions}</div> : null}
          {stats?.length ? (
            <StatList
              // Four figures make two rows on phones; fewer share one row, whatever their count.
              className={cn("mt-10", stats.length === 4 ? "grid-cols-2 sm:grid-cols-4" : "auto-cols-fr grid-flow-col")}
            >
              {stats.map((stat) => (
                <StatTile key={stat.label} value={stat.value} label={stat.label} tone="onDark" />
              ))}
            </StatList>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
