import { ProjectCarousel } from "~/components/carousel/galleries";
import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ServiceCards } from "~/components/sections/service-cards";
import { Testimonials } from "~/components/sections/testimonials";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { business } from "~/content/business";
import { projectGallery } from "~/content/galleries";
import { drivesContent } from "~/content/pages/drives-and-landscapes";
import { pageMeta } from "~/content/seo";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta(drivesContent.seo);

export const links = () => [preloadLink(drivesContent.hero.image, heroImageSizes)];

export default function DrivesAndLandscapes() {
  const { hero, services, gallery, process, testimonials, closing } = drivesContent;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={{ image: hero.image, alt: hero.imageAlt }}
        actions={
          <QuoteCallActions
            quoteLabel={hero.quoteLabel}
            call={{ line: business.phones.drives, label: hero.callLabel }}
          />
        }
      />
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...services.heading} />
        <ServiceCards cards={services.cards} />
      </Section>
      <Section labelledBy="gallery-title" tone="deep">
        <SectionHeading id="gallery-title" {...gallery.heading} />
        <ProjectCarousel items={projectGallery} label={gallery.label} />
      </Section>
      <Section labelledBy="process-title">
        <SectionHeading id="process-title" {...process.heading} />
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section labelledBy="testimonials-title" tone="stone">
        <SectionHeading id="testimonials-title" {...testimonials.heading} />
        <Testimonials items={testimonials.items} />
      </Section>
      <ClosingCta id="closing-title" {...closing} call={{ line: business.phones.drives, label: hero.callLabel }} />
    </>
  );
}
