import { ProjectCarousel } from "~/components/carousel/lazy-galleries";
import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { DrivesDetails } from "~/components/sections/lazy-drives-details";
import { ServiceCards } from "~/components/sections/service-cards";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import drivesContent from "@content/pages/drives-and-landscapes.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta("drives-and-landscapes", drivesContent.meta);

export const links = () => [preloadLink(drivesContent.hero.image.image, heroImageSizes)];

export default function DrivesAndLandscapes() {
  const { hero, services, gallery, closing } = drivesContent;
  return (
    <>
      <PageHero
        eyebrow={business.divisions.drives.name}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        actions={
          <QuoteCallActions
            quoteLabel={layout.common.quoteLabel}
            call={{ line: business.divisions.drives.phone, label: layout.common.call }}
          />
        }
      />
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...services.heading} />
        <ServiceCards cards={services.cards} />
      </Section>
      <Section labelledBy="gallery-title" tone="deep">
        <SectionHeading id="gallery-title" {...gallery.heading} />
        <ProjectCarousel label={gallery.label} />
      </Section>
      <DrivesDetails />
      <ClosingCta
        id="closing-title"
        {...closing}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.divisions.drives.phone, label: layout.common.call }}
      />
    </>
  );
}
