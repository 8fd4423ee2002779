import { Phone } from "lucide-react";
import { Link } from "react-router";

import { PageHero } from "~/components/page-hero";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { business } from "~/content/business";
import { homeContent } from "~/content/pages/home";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(homeContent.seo);

export default function Home() {
  const { hero } = homeContent;
  return (
    <PageHero
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
            {business.phones.main.display}
          </TelLink>
        </>
      }
    />
  );
}
