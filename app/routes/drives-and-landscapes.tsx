import { Phone } from "lucide-react";
import { Link } from "react-router";

import { PageHero } from "~/components/page-hero";
import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { business } from "~/content/business";
import { drivesContent } from "~/content/pages/drives-and-landscapes";
import { pageMeta } from "~/content/seo";

export const meta = () => pageMeta(drivesContent.seo);

export default function DrivesAndLandscapes() {
  const { hero } = drivesContent;
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
            {hero.callLabel} {business.phones.main.display}
          </TelLink>
        </>
      }
    />
  );
}
