import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Link } from "react-router";

import { QuoteCallActions } from "~/components/quote-call-actions";
import { PageHero, heroImageSizes } from "~/components/page-hero";
import { ClosingCta } from "~/components/sections/closing-cta";
import { DivisionCards } from "~/components/sections/division-cards";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList, StatTile, statRowItemClass } from "~/components/ui/stat-tile";
import business from "@content/business.yml";
import layout from "@content/layout.yml";
import homeContent from "@content/pages/home.yml";
import { pageMeta } from "~/content/site-metadata";
import { preloadLink } from "~/lib/responsive-image";
import { paths } from "@content/site-pages";

export const meta = () => pageMeta("home", homeContent.meta);

export const links = () => [preloadLink(homeContent.hero.image.image, heroImageSizes)];

/** Each card shows its division's name and links to its page, as the business file gives them. */
const divisionCards = () =>
  homeContent.services.divisions.map(({ division, image, ...card }) => ({
    ...card,
    title: business.divisions[division].name,
    to: business.divisions[division].path,
    image: image.image,
    imageAlt: image.alt,
  }));

export default function Home() {
  const { hero, services, about, closing } = homeContent;
  const divisions = divisionCards();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        stats={hero.stats}
        image={hero.image}
        actions={<QuoteCallActions quoteLabel={layout.common.quoteLabel} call={{ line: business.phones.main }} />}
      />
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...services.heading} />
        <DivisionCards divisions={divisions} />
      </Section>
      <Section labelledBy="about-title" tone="stone">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="about-title" align="left" {...about.heading} />
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
            <Link to={paths.about} className={buttonClasses({ variant: "outline", className: "mt-8" })}>
              {about.cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <StatList rows>
            {about.stats.map((stat, index) => (
              <StatTile
                key={stat.label}
                value={stat.value}
                label={stat.label}
                className={statRowItemClass(index, about.stats.length)}
              />
            ))}
          </StatList>
        </div>
      </Section>
      <ClosingCta
        id="closing-title"
        {...closing}
        quoteLabel={layout.common.quoteLabel}
        call={{ line: business.phones.main }}
      />
    </>
  );
}
