import { ExternalLink } from "~/components/ui/icons/external-link";
import { Link } from "react-router";

import { BeforeAfterCarousel } from "~/components/carousel/lazy-galleries";
import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { EquipmentCards } from "~/components/sections/equipment-cards";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCards } from "~/components/sections/service-cards";
import { Testimonials } from "~/components/sections/testimonials";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import cleaningContent from "@content/pages/exterior-cleaning.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";
import { paths } from "@content/site-pages";

export const meta = () => pageMeta("exterior-cleaning", cleaningContent.meta);

export const links = () => [preloadLink(cleaningContent.hero.image.image, heroImageSizes)];

export default function ExteriorCleaning() {
  const { hero, services, gallery, process, equipment, testimonials, closing } = cleaningContent;
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
            <a
              href={business.social.facebook}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({
                variant: "ghost",
                size: "lg",
                className: "text-white underline underline-offset-4 hover:bg-white/10",
              })}
            >
              {hero.facebookLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{hero.facebookHint}</span>
            </a>
          </QuoteCallActions>
        }
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
          {hero.points.map((point) => (
            <li key={point} className="flex items-center gap-2 before:size-1.5 before:rounded-full before:bg-water-100">
              {point}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" accent="water" {...services.heading} />
        <ServiceCards cards={services.cards} tone="water" />
        <div className="mt-10 text-center">
          <Link to={paths.contact} className={buttonClasses({ variant: "water", size: "lg" })}>
            {services.cta}
          </Link>
        </div>
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
        <div className="mt-10 text-center">
          <Link to={paths.contact} className={buttonClasses({ variant: "water", size: "lg" })}>
            {gallery.cta}
          </Link>
        </div>
      </Section>
      <Section labelledBy="process-title">
        <SectionHeading id="process-title" accent="water" {...process.heading} />
        <ProcessSteps steps={process.steps} tone="water" />
      </Section>
      <Section labelledBy="equipment-title" tone="water">
        <SectionHeading id="equipment-title" inverted {...equipment.heading} />
        <EquipmentCards cards={equipment.cards} />
      </Section>
      <Section labelledBy="testimonials-title" tone="stone">
        <SectionHeading id="testimonials-title" accent="water" {...testimonials.heading} />
        <Testimonials items={testimonials.items} />
      </Section>
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
