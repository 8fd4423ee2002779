import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Picture } from "~/components/ui/picture";
import type { IconName } from "~/content/types";
import { cn } from "~/lib/cn";
import type { ResponsiveImage } from "~/lib/responsive-image";

import { IconBadge } from "./icon";

export type DivisionCard = {
  tone: "garden" | "water";
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  cta: string;
  to: string;
  image: ResponsiveImage;
  imageAlt: string;
};

/** One card per division, each with its photo, what it covers and a link to its page. */
export function DivisionCards({ divisions }: { divisions: readonly DivisionCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2">
      {divisions.map((division) => (
        <li key={division.to} className="flex">
          <article
            className={cn(
              "flex w-full flex-col overflow-hidden rounded-2xl border bg-white",
              division.tone === "water" ? "border-water-100" : "border-garden-100",
            )}
          >
            <Picture
              image={division.image}
              alt={division.imageAlt}
              sizes="(min-width: 1152px) 548px, (min-width: 768px) 46vw, 92vw"
              className="block aspect-[16/9]"
              imgClassName="h-full w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <IconBadge name={division.icon} tone={division.tone} />
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{division.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{division.description}</p>
              <CheckList
                items={division.features}
                className="mt-5 flex-1 text-ink"
                iconClassName={division.tone === "water" ? "text-water-600" : undefined}
              />
              <Link
                to={division.to}
                className={buttonClasses({
                  variant: division.tone === "water" ? "water" : "primary",
                  className: "mt-8 self-start",
                })}
              >
                {division.cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
