import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { AboutDetails } from "~/components/sections/lazy-about-details";
import { ClosingCta } from "~/components/sections/closing-cta";
import { ServiceArea } from "~/components/sections/service-area";
import { StoryWithRating } from "~/components/sections/story-with-rating";
import { Badge } from "~/components/ui/badge";
import business from "@content/business.yml";
import towns from "@content/business.yml?part=towns";
import claims from "@content/claims.yml";
import layout from "@content/layout.yml";
import aboutContent from "@content/pages/about.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta("about", aboutContent.meta);

export const links = () => [preloadLink(aboutContent.hero.image.image, heroImageSizes)];

export default function About() {
  const { hero, story, rating, areas, location, closing } = aboutContent;
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
      <AboutDetails />
      <ServiceArea
        id="areas-title"
        heading={areas.heading}
        towns={towns}
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
