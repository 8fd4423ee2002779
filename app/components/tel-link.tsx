import type { ComponentProps, ReactNode } from "react";

import type { PhoneLine } from "~/content/types";
import { phoneClickEvent, trackEvent } from "~/lib/analytics";

type TelLinkProps = Omit<ComponentProps<"a">, "href"> & {
  line: PhoneLine;
  children?: ReactNode;
};

/**
 * The only way the site links to a phone number: it owns the `tel:` format and the
 * phone-click event, so no call button can forget either.
 */
export function TelLink({ line, children, onClick, ...props }: TelLinkProps) {
  return (
    <a
      href={`tel:${line.e164}`}
      onClick={(event) => {
        trackEvent(phoneClickEvent(line.analyticsLabel));
        onClick?.(event);
      }}
      {...props}
    >
      {children ?? line.display}
    </a>
  );
}
