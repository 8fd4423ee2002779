import { Mail } from "~/components/ui/icons/mail";
import { Phone } from "~/components/ui/icons/phone";

import { darkBandOutlineButton } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { QuoteForm } from "~/components/quote-form/quote-form";
import { ContactInfoCards } from "~/components/sections/contact-info-cards";
import { DirectLinesCard } from "~/components/sections/direct-lines-card";
import { FaqList } from "~/components/sections/faq-list";
import { TownsCard } from "~/components/sections/towns-card";
import { TelLink } from "~/components/tel-link";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import contactContent from "@content/pages/contact.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";

export const meta = () => pageMeta("contact", contactContent.meta);

export const links = () => [preloadLink(contactContent.hero.image.image, heroImageSizes)];

const linkClass = "inline-flex min-h-11 items-center underline decoration-2 underline-offset-4 hover:text-garden-700";

export default function Contact() {
  const { hero, infoCards, quote, whyChoose, assistance, areas, faq } = contactContent;
  const hours = business.openingHours.office;
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
      <Section labelledBy="info-title" tone="deep">
        <h2 id="info-title" className="sr-only">
          {infoCards.label}
        </h2>
        <ContactInfoCards
          label={infoCards.label}
          cards={[
            {
              ...infoCards.phone,
              body: (
                <>
                  <TelLink line={business.phones.main} className={linkClass} />
                  <WhatsAppLink
                    label={infoCards.whatsapp.label}
                    message={infoCards.whatsapp.message}
                    className={linkClass}
                  />
                </>
              ),
              note: infoCards.phone.note,
            },
            {
              ...infoCards.email,
              body: (
                <a href={`mailto:${business.email}`} className={linkClass}>
                  {business.email}
                </a>
              ),
            },
            { ...infoCards.area, body: business.serviceArea },
            { ...infoCards.hours, body: hours.label, note: hours.note },
          ]}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="font-display text-2xl font-semibold text-ink">{whyChoose.heading.title}</h2>
            <CheckList items={whyChoose.items} className="mt-5 text-ink" />
          </Card>
          <DirectLinesCard title={assistance.title} lead={assistance.lead} />
          <TownsCard title={areas.title} lead={areas.lead} towns={business.towns} className="lg:col-span-2" />
        </div>
      </Section>
      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" {...faq.heading} />
        <FaqList items={faq.items} />
      </Section>
    </>
  );
}
