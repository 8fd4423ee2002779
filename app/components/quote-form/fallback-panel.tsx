import { useId, useRef, useState } from "react";

import { TelLink } from "~/components/tel-link";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { buttonClasses, linkClasses } from "~/components/ui/button";
import business from "@content/business.yml";
import copy from "@content/quote-form.yml?part=fallback";
import { type QuoteFallback, quoteFallbackEvent, trackEvent } from "~/lib/analytics";
import { gmailComposeUrl, outlookComposeUrl } from "~/lib/webmail";

import type { QuoteHandOff } from "./quote-request";

/**
 * The line about sending the request directly: to this browser's own webhook (sending, failed),
 * kept for want of signal (waiting), or received by a device of the owner's; `null` for none.
 */
export type Delivery = "sending" | "waiting" | "received" | "failed" | null;

type FallbackPanelProps = {
  request: QuoteHandOff;
  delivery: Delivery;
  /** The request reached a device of the owner's at once: no other way to send it is needed. */
  reached: boolean;
  onNewRequest: () => void;
};

/**
 * Copies the request to the clipboard; where that is refused (no Clipboard API, or no
 * permission), selects its text so the visitor can copy it themselves. `copied` says which.
 */
function useCopyRequest(text: string) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"copied" | "selected" | null>(null);
  async function copyRequest() {
    trackEvent(quoteFallbackEvent("Copy"));
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      textRef.current?.focus();
      textRef.current?.select();
      setCopied("selected");
    }
  }
  return { textRef, copied, copyRequest };
}

/** The panel's title: the request reached the owner's phone, or the other ways to send it. */
export function FallbackTitle({ reached }: Pick<FallbackPanelProps, "reached">) {
  return reached ? copy.reached.title : copy.title;
}

/**
 * The request as it was handed to the mail app, with every other way to send it: copy it,
 * open it in Gmail or Outlook.com, or call. A computer with no mail app opens nothing for a
 * `mailto:` link, so without this the visitor would lose what they typed.
 */
export function FallbackPanel({ reached, ...props }: FallbackPanelProps) {
  return reached ? <ReachedPanel {...props} /> : <OtherWays {...props} />;
}

/** The panel after the mail hand-off. */
function OtherWays({ request, delivery, onNewRequest }: Omit<FallbackPanelProps, "reached">) {
  const textId = useId();
  const { textRef, copied, copyRequest } = useCopyRequest(request.text);

  const webmail: { fallback: QuoteFallback; label: string; href: string }[] = [
    { fallback: "Gmail", label: copy.gmail, href: gmailComposeUrl(request.to, request) },
    { fallback: "Outlook", label: copy.outlook, href: outlookComposeUrl(request.to, request) },
  ];

  return (
    <>
      {delivery ? (
        <p role="status" className="mt-2 font-semibold text-ink">
          {copy.delivery[delivery]}
        </p>
      ) : null}
      <label htmlFor={textId} className="mt-4 block font-semibold text-ink">
        {copy.request}
      </label>
      <textarea
        id={textId}
        ref={textRef}
        readOnly
        rows={8}
        value={request.text}
        className="mt-1.5 block w-full resize-y rounded-lg border border-ink-soft/60 bg-white px-3.5 py-2.5 text-sm text-ink"
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={copyRequest} className={buttonClasses()}>
          {copy.copy}
        </button>
        {webmail.map(({ fallback, label, href }) => (
          <a
            key={fallback}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => trackEvent(quoteFallbackEvent(fallback))}
            className={buttonClasses({ variant: "outline" })}
          >
            {label} <span className="sr-only">{copy.newTab}</span>
          </a>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-garden-800 empty:mt-0">
        {copied ? copy[copied] : null}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p className="text-ink">
          {copy.call} <TelLink line={business.phones.main} className={linkClasses} />
        </p>
        <button type="button" onClick={onNewRequest} className={linkClasses}>
          {copy.newRequest}
        </button>
      </div>
    </>
  );
}

/** The request reached the owner's phone: when to expect a call, and a call or a message now. */
function ReachedPanel({ onNewRequest }: Pick<FallbackPanelProps, "onNewRequest">) {
  return (
    <>
      <p role="status" className="mt-2 font-semibold text-ink">
        {copy.delivery.received}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <TelLink line={business.phones.main} className={buttonClasses()} />
        <WhatsAppLink
          message={copy.reached.whatsappMessage}
          label={copy.reached.whatsapp}
          className={buttonClasses({ variant: "outline" })}
        />
        <button type="button" onClick={onNewRequest} className={linkClasses}>
          {copy.newRequest}
        </button>
      </div>
    </>
  );
}
