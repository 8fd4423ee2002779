import { FileText } from "~/components/ui/icons/file-text";
import { Phone } from "~/components/ui/icons/phone";
import { Link, useLocation } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { TelLink } from "~/components/tel-link";
import business from "@content/business.yml";
import layoutCopy from "@content/layout.yml";
import { paths } from "@content/site-pages";

/**
 * The two fastest paths to the business, always in reach of a thumb on a phone. The layout
 * reserves its height at the end of the page so it never covers the last content.
 */
export function MobileActionBar() {
  const line = lineFor(useLocation().pathname);
  return (
    <nav
      aria-label={layoutCopy.actionBarLabel}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-paper/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        <TelLink line={line} className={buttonClasses({ variant: "outline", className: "flex-1" })}>
          <Phone aria-hidden="true" className="size-4" />
          {layoutCopy.common.call}
        </TelLink>
        <Link to={paths.contact} className={buttonClasses({ className: "flex-1" })}>
          <FileText aria-hidden="true" className="size-4" />
          {layoutCopy.shortQuoteLabel}
        </Link>
      </div>
    </nav>
  );
}

/**
 * On a division's own page Call dials that division's line, as the page's own call buttons do;
 * the button shows no number, so a visitor reading about cleaning reaches the cleaning team.
 * Elsewhere it dials the main line.
 */
function lineFor(pathname: string) {
  // A prefix match: each page is prerendered at its address plus "/" (docs/decisions/084), and no
  // page has pages below it.
  const division = Object.values(business.divisions).find((entry) => pathname.startsWith(entry.path));
  return division?.phone ?? business.phones.main;
}
