import type { ReactNode } from "react";
import { Link } from "react-router";

import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { Phone } from "~/components/ui/icons/phone";
import type { PhoneLine } from "~/content/types";
import { paths } from "@content/site-pages";

/** The class of a secondary action on a dark band (heroes, closing calls to action). */
export const darkBandOutlineButton = buttonClasses({
  variant: "outline",
  size: "lg",
  className: "text-white hover:bg-white/10",
});

type QuoteCallActionsProps = {
  quoteLabel: string;
  /** A call button for this line; its label goes before the number. */
  call?: { line: PhoneLine; label?: string };
  children?: ReactNode;
};

/** The site's two calls to action on a dark band: the quote page first, then a call, then anything extra. */
export function QuoteCallActions({ quoteLabel, call, children }: QuoteCallActionsProps) {
  return (
    <>
      <Link to={paths.contact} className={buttonClasses({ variant: "light", size: "lg" })}>
        {quoteLabel}
      </Link>
      {call ? (
        <TelLink line={call.line} className={darkBandOutlineButton}>
          <Phone aria-hidden="true" className="size-5" />
          {call.label ? `${call.label} ${call.line.display}` : call.line.display}
        </TelLink>
      ) : null}
      {children}
    </>
  );
}
