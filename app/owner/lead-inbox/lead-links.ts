/**
 * What the inbox page (`/admin/new-job-leads`, docs/decisions/195) offers for one kept quote
 * request: Call, WhatsApp for a UK mobile, and a reply by e-mail with the request quoted, each a
 * link that opens the phone's own app with nothing sent until the owner sends it there.
 */
import { buildMailto, labelledBody } from "../../lib/mailto";
import { parseUkPhone } from "../../lib/uk-phone";
import type { QuoteRequest } from "../../lib/quote-request-fields";
import { whatsAppUrl } from "../../lib/whatsapp";

/** A request as the inbox's worker keeps it (scripts/postbuild/lead-inbox-worker.js). */
export type KeptLead = {
  id: string;
  receivedAt: string;
  quote: QuoteRequest;
  cut?: boolean;
  serviceLabel: string;
  done: boolean;
};

/** UK mobiles are 071–075 and 077–079 (076 is pagers, but for the Isle of Man's 07624). */
const ukMobile = /^\+447(?:[1-57-9]|624)/;

/** `tel:` for the number as the visitor typed it, in E.164 when it is a UK number. */
export function callUrl(phone: string): string | null {
  const checked = parseUkPhone(phone);
  if (checked.ok) return `tel:${checked.phone.e164}`;
  const dialled = phone.replace(/[^\d+]/g, "");
  return /^\+?\d{6,15}$/.test(dialled) ? `tel:${dialled}` : null;
}

/** WhatsApp's chat with a UK mobile, a greeting typed in; `null` for any other number. */
export function whatsAppLeadUrl(lead: KeptLead): string | null {
  const checked = parseUkPhone(lead.quote.phone);
  if (!checked.ok || !ukMobile.test(checked.phone.e164)) return null;
  return whatsAppUrl(checked.phone.e164, `${greeting(lead)} thank you for your quote request.`);
}

const greeting = (lead: KeptLead) => (lead.quote.firstName.trim() ? `Hello ${lead.quote.firstName.trim()},` : "Hello,");

/** A reply to the visitor's address: a greeting, room to write, then their request as sent. */
export function replyMailto(lead: KeptLead): string | null {
  if (!lead.quote.email.includes("@")) return null;
  const what = lead.serviceLabel || lead.quote.service;
  const request = labelledBody([
    { label: "Name", value: `${lead.quote.firstName} ${lead.quote.lastName}`.trim() },
    { label: "Phone", value: lead.quote.phone },
    { label: "Service", value: what },
    { label: "Message", value: lead.quote.message, multiline: true },
  ]);
  return buildMailto(lead.quote.email, {
    subject: what ? `Your quote request: ${what}` : "Your quote request",
    body: `${greeting(lead)}\n\nThank you for your quote request.\n\n\n--- Your request ---\n${request}`,
  });
}
