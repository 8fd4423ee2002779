import { BeforeAfterCarousel } from "~/components/carousel/lazy-galleries";
import { FacebookLink } from "~/components/facebook-link";
import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { CentredQuoteLink } from "~/components/sections/centred-quote-link";
import { ClosingCta } from "~/components/sections/closing-cta";
import { CleaningDetails } from "~/components/sections/lazy-cleaning-details";
import { HeroPoints } from "~/components/sections/hero-points";
import { ServiceCards } from "~/components/sections/service-cards";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import cleaningContent from "@content/pages/exterior-cleaning.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta("exterior-cleaning", cleaningContent.meta);

export const links = () => [preloadLink(cleaningContent.hero.image.image, heroImageSizes)];

export default function ExteriorCleaning() {
  const { hero, services, gallery, closing } = cleaningContent;
  return (
    <>
      <PageHero
        tone="water"
        eyebrow={business.divisions.cleaning.name}
        title={hero.title}
        lead={hero.lead}
        stats={hero.stats}
        image={hero.image}
        actions={
          <QuoteCallActions
            quoteLabel={layout.common.quoteLabel}
            call={{ line: business.divisions.cleaning.phone, label: layout.common.call }}
          >
            <FacebookLink label={hero.facebookLabel} newTabHint={hero.facebookHint} />
          </QuoteCallActions>
        }
      >
        <HeroPoints points={hero.points} />
      </PageHero>
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" accent="water" {...services.heading} />
        <ServiceCards cards={services.cards} tone="water" />
        <CentredQuoteLink label={services.cta} />
      </Section>
      <Section labelledBy="gallery-title" tone="deep">
        <SectionHeading id="gallery-title" accent="water" {...gallery.heading} />
        <BeforeAfterCarousel
          label={gallery.label}
          beforeLabel={gallery.beforeLabel}
          afterLabel={gallery.afterLabel}
          beforeAlt={gallery.beforeAlt}
          afterAlt={gallery.afterAlt}
        />
        <CentredQuoteLink label={gallery.cta} />
      </Section>
      <CleaningDetails />
      <ClosingCta
        id="closing-title"
        tone="water"
        {...closing}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.divisions.cleaning.phone, label: layout.common.call }}
      />
    </>
  );
}
