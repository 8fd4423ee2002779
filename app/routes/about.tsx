import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { ServiceArea } from "~/components/sections/service-area";
import { StoryWithRating } from "~/components/sections/story-with-rating";
import { TeamMembers } from "~/components/sections/team-members";
import { ValueCards } from "~/components/sections/value-cards";
import { Badge } from "~/components/ui/badge";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import claims from "@content/claims.yml";
import layout from "@content/layout.yml";
import aboutContent from "@content/pages/about.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

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
      <StoryWithRating
        id="story-title"
        heading={story.heading}
        paragraphs={story.paragraphs}
        rating={{
          value: rating.value,
          rating: claims.rating,
          ratingLabel: layout.common.ratingLabel(claims.rating),
          label: rating.label,
          caption: rating.caption,
          checklist: rating.checklist,
        }}
      />
      <Section labelledBy="values-title" tone="stone">
        <SectionHeading id="values-title" {...values.heading} />
        <ValueCards items={values.items} />
      </Section>
      <Section labelledBy="team-title">
        <SectionHeading id="team-title" {...aboutContent.team.heading} />
        <TeamMembers members={team} />
      </Section>
      <ServiceArea
        id="areas-title"
        heading={areas.heading}
        towns={business.towns}
        townsLabel={areas.townsLabel}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.phones.main, label: layout.common.call }}
        map={{
          id: "location-title",
          title: location.title,
          text: location.text,
          addressLabel: location.addressLabel,
          coordinatesLabel: location.coordinatesLabel,
          mapLabel: location.mapLabel,
        }}
      />
      <ClosingCta
        id="closing-title"
        {...closing}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.phones.main }}
      />
    </>
  );
}
