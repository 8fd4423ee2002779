import { Link } from "react-router";

import { LocationCard } from "~/components/map/location-card";
import { PageHero } from "~/components/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { aboutContent } from "~/content/pages/about";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(aboutContent.seo);

export default function About() {
  const { hero } = aboutContent;
  return (
    <>
      <PageHero
        tone="stone"
        eyebrow={hero.badge}
        title={hero.title}
        lead={hero.lead}
        actions={
          <Link to="/contact" className={buttonClasses({ size: "lg" })}>
            {hero.quoteLabel}
          </Link>
        }
      />
      <Container className="py-14 sm:py-20">
        <LocationCard />
      </Container>
    </>
  );
}
