import { Mail } from "~/components/ui/icons/mail";
import { Phone } from "~/components/ui/icons/phone";

import { darkBandOutlineButton } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { QuoteForm } from "~/components/quote-form/quote-form";
import { ContactDetails } from "~/components/sections/lazy-contact-details";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import contactContent from "@content/pages/contact.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta("contact", contactContent.meta);

export const links = () => [preloadLink(contactContent.hero.image.image, heroImageSizes)];

export default function Contact() {
  const { hero, quote } = contactContent;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        stats={hero.stats}
        image={hero.image}
        actions={
          <>
            <TelLink line={business.phones.main} className={buttonClasses({ variant: "light", size: "lg" })}>
              <Phone aria-hidden="true" className="size-5" />
              {layout.common.call} {business.phones.main.display}
            </TelLink>
            <a href={`mailto:${business.email}`} className={darkBandOutlineButton}>
              <Mail aria-hidden="true" className="size-5" />
              {hero.emailLabel}
            </a>
          </>
        }
      />
      <section aria-labelledby="quote-title" id="quote" className="bg-paper py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-3xl">
            <SectionHeading id="quote-title" title={quote.title} lead={quote.lead} />
            <div className="mt-8">
              <QuoteForm />
            </div>
          </div>
        </Container>
      </section>
      <ContactDetails />
    </>
  );
}
