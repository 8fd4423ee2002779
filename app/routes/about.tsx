import { Phone } from "~/components/ui/icons/phone";
import { Link } from "react-router";

import { LocationMapCard } from "~/components/map/lazy-location-map-card";
import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { RatingCard } from "~/components/sections/rating-card";
import { TeamMembers } from "~/components/sections/team-members";
import { TownBadges } from "~/components/sections/town-badges";
import { ValueCards } from "~/components/sections/value-cards";
import { TelLink } from "~/components/tel-link";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import claims from "@content/claims.yml";
import layout from "@content/layout.yml";
import aboutContent from "@content/pages/about.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";
import { paths } from "@content/site-pages";

export const meta = () => pageMeta("about", aboutContent.meta);

export const links = () => [preloadLink(aboutContent.hero.image.image, heroImageSizes)];

/** Each member with their portrait, matched by key; a member without one shows initials. */
const teamWithPortraits = () =>
  business.team.map((member) => {
    const portrait = aboutContent.team.portraits.find((entry) => entry.member === member.key)?.portrait;
    return { ...member, portrait: portrait?.image, portraitAlt: portrait?.alt ?? "" };
  });

export default function About() {
  const { hero, story, rating, values, areas, location, closing } = aboutContent;
  const team = teamWithPortraits();
  return (
    <>
      <PageHero
        eyebrow={<Badge tone="light">{hero.badge}</Badge>}
        title={hero.title}
        lead={hero.lead}
        stats={hero.stats}
        image={hero.image}
        actions={<QuoteCallActions quoteLabel={layout.common.quoteLabel} />}
      />
      <Section labelledBy="story-title">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <SectionHeading id="story-title" align="left" {...story.heading} />
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <RatingCard
            value={rating.value}
            rating={claims.rating}
            ratingLabel={layout.common.ratingLabel(claims.rating)}
            label={rating.label}
            caption={rating.caption}
            checklist={rating.checklist}
          />
        </div>
      </Section>
      <Section labelledBy="values-title" tone="stone">
        <SectionHeading id="values-title" {...values.heading} />
        <ValueCards items={values.items} />
      </Section>
      <Section labelledBy="team-title">
        <SectionHeading id="team-title" {...aboutContent.team.heading} />
        <TeamMembers members={team} />
      </Section>
      <Section labelledBy="areas-title" tone="deep">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeading id="areas-title" align="left" {...areas.heading} />
            <TownBadges towns={business.towns} label={areas.townsLabel} />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.contact} className={buttonClasses({ size: "lg" })}>
                {layout.common.quoteLabel}
              </Link>
              <TelLink line={business.phones.main} className={buttonClasses({ variant: "outline", size: "lg" })}>
                <Phone aria-hidden="true" className="size-5" />
                {layout.common.call} {business.phones.main.display}
              </TelLink>
            </div>
          </div>
          <LocationMapCard
            id="location-title"
            title={location.title}
            text={location.text}
            addressLabel={location.addressLabel}
            coordinatesLabel={location.coordinatesLabel}
            mapLabel={location.mapLabel}
          />
        </div>
      </Section>
      <ClosingCta
        id="closing-title"
        {...closing}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.phones.main }}
      />
    </>
  );
}
