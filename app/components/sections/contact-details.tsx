import { ContactInfoCards } from "~/components/sections/contact-info-cards";
import { DirectLinesCard } from "~/components/sections/direct-lines-card";
import { FaqList } from "~/components/sections/faq-list";
import { TownsCard } from "~/components/sections/towns-card";
import { TelLink } from "~/components/tel-link";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import business from "@content/business.yml";
import towns from "@content/business.yml?part=towns";
// Its own parts of the page's content, so the page's first script carries none of these words.
import areas from "@content/pages/contact.yml?part=areas";
import assistance from "@content/pages/contact.yml?part=assistance";
import faq from "@content/pages/contact.yml?part=faq";
import infoCards from "@content/pages/contact.yml?part=infoCards";
import whyChoose from "@content/pages/contact.yml?part=whyChoose";

const linkClass = "inline-flex min-h-11 items-center underline decoration-2 underline-offset-4 hover:text-garden-700";

/**
 * The contact page below its form: every way to reach the business, why choose it, the direct
 * lines, the towns covered and the questions people ask.
 */
export function ContactDetails() {
  const hours = business.openingHours.office;
  return (
    <>
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
          <TownsCard title={areas.title} lead={areas.lead} towns={towns} className="lg:col-span-2" />
        </div>
      </Section>
      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" {...faq.heading} />
        <FaqList items={faq.items} />
      </Section>
    </>
  );
}
