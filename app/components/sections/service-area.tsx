import type { ComponentProps } from "react";
import { Link } from "react-router";

import { LocationMapCard } from "~/components/map/lazy-location-map-card";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { Phone } from "~/components/ui/icons/phone";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PhoneLine } from "~/content/types";
import { paths } from "@content/site-pages";

import { TownBadges } from "./town-badges";

type ServiceAreaProps = {
  id: string;
  heading: Omit<ComponentProps<typeof SectionHeading>, "id" | "align">;
  towns: readonly string[];
  townsLabel: string;
  quoteLabel: string;
  /** The call button's line, its label before the number. */
  call: { line: PhoneLine; label: string };
  map: ComponentProps<typeof LocationMapCard>;
};

/** The towns covered, the quote and call buttons, and the location card with its map. */
export function ServiceArea({ id, heading, towns, townsLabel, quoteLabel, call, map }: ServiceAreaProps) {
  return (
    <Section labelledBy={id} tone="deep">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id={id} align="left" {...heading} />
          <TownBadges towns={towns} label={townsLabel} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.contact} className={buttonClasses({ size: "lg" })}>
              {quoteLabel}
            </Link>
            <TelLink line={call.line} className={buttonClasses({ variant: "outline", size: "lg" })}>
              <Phone aria-hidden="true" className="size-5" />
              {call.label} {call.line.display}
            </TelLink>
          </div>
        </div>
        <LocationMapCard {...map} />
      </div>
    </Section>
  );
}
