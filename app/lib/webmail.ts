/**
 * Compose links of the two big webmail services, for visitors whose computer has no mail app.
 * Neither service documents these; they are the long-standing forms both still accept. Parts
 * are encoded as in `mailto.ts` (`%20` for spaces: a `+` would reach the message as a plus
 * sign after Outlook's sign-in redirect), with the same one-line subject and CRLF body.
 */
import { crlf, encodeComponent, type MailtoMessage, singleLine } from "./mailto";

function query(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name}=${encodeComponent(value)}`)
    .join("&");
}

export function gmailComposeUrl(to: string, { subject, body }: MailtoMessage): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&${query({ to, su: singleLine(subject), body: crlf(body) })}`;
}

export function outlookComposeUrl(to: string, { subject, body }: MailtoMessage): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?${query({ to, subject: singleLine(subject), body: crlf(body) })}`;
}
