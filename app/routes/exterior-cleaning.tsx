import { Phone } from "lucide-react";
import { Link } from "react-router";

import { PageHero } from "~/components/page-hero";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { business } from "~/content/business";
import { cleaningContent } from "~/content/pages/exterior-cleaning";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(cleaningContent.seo);

export default function ExteriorCleaning() {
  const { hero } = cleaningContent;
  return (
    <PageHero
      tone="water"
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={
        <>
          <Link to="/contact" className={buttonClasses({ variant: "light", size: "lg" })}>
            {hero.quoteLabel}
          </Link>
          <TelLink line={business.phones.main} className={buttonClasses({ variant: "outline", size: "lg", className: "text-white hover:bg-white/10" })}>
            <Phone aria-hidden="true" className="size-5" />
            {hero.callLabel} {business.phones.main.display}
          </TelLink>
          <a
            href={business.social.facebook}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "ghost", size: "lg", className: "text-white underline hover:bg-white/10" })}
          >
            {hero.facebookLabel}
          </a>
        </>
      }
    />
  );
}
