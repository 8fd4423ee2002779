import { ExternalLink } from "~/components/ui/icons/external-link";

import { buttonClasses } from "~/components/ui/button";
import business from "@content/business.yml";

/** The business's Facebook page, opened in a new tab, as a light link on a dark hero. */
export function FacebookLink({ label, newTabHint }: { label: string; newTabHint: string }) {
  return (
    <a
      href={business.social.facebook}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({
        variant: "ghost",
        size: "lg",
        className: "text-white underline underline-offset-4 hover:bg-white/10",
      })}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{newTabHint}</span>
    </a>
  );
}
