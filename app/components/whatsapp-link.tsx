import type { AnchorHTMLAttributes } from "react";

import business from "@content/business.yml";
import { whatsAppUrl } from "~/lib/whatsapp";

type WhatsAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** Typed in for the visitor, ready to send. */
  message: string;
  label: string;
};

/** A chat link to the business's WhatsApp number; nothing at all when the config sets none. */
export function WhatsAppLink({ message, label, ...props }: WhatsAppLinkProps) {
  const href = whatsAppUrl(business.whatsapp, message);
  if (!href) return null;
  return (
    <a href={href} {...props}>
      {label}
    </a>
  );
}
