import { Phone } from "lucide-react";

import { PageHero } from "~/components/page-hero";
import { QuoteForm } from "~/components/quote-form/quote-form";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { business } from "~/content/business";
import { contactContent } from "~/content/pages/contact";
import { quoteFormCopy } from "~/content/quote-form";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(contactContent.seo);

export default function Contact() {
  const { hero } = contactContent;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <TelLink line={business.phones.main} className={buttonClasses({ variant: "light", size: "lg" })}>
              <Phone aria-hidden="true" className="size-5" />
              {hero.callLabel} {business.phones.main.display}
            </TelLink>
            <a href={`mailto:${business.email}`} className={buttonClasses({ variant: "outline", size: "lg", className: "text-white hover:bg-white/10" })}>
              {business.email}
            </a>
          </>
        }
      />
      <section id="quote" aria-labelledby="quote-heading" className="scroll-mt-20 py-12 sm:py-16">
        <Container className="max-w-3xl">
          <h2 id="quote-heading" className="mb-6 font-display text-3xl font-semibold text-ink">
            {quoteFormCopy.heading}
          </h2>
          <QuoteForm />
        </Container>
      </section>
    </>
  );
}
