import { Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { paths } from "@content/site-pages";

/** A section's closing step: one large button to the quote page, centred under its content. */
export function CentredQuoteLink({ label }: { label: string }) {
  return (
    <div className="mt-10 text-center">
      <Link to={paths.contact} className={buttonClasses({ variant: "water", size: "lg" })}>
        {label}
      </Link>
    </div>
  );
}
