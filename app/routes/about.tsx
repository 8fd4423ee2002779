import { Link } from "react-router";

import { PageHero } from "~/components/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { aboutContent } from "~/content/pages/about";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(aboutContent.seo);

export default function About() {
  const { hero } = aboutContent;
  return (
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
  );
}
