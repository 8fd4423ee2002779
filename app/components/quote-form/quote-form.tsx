import { lazy, Suspense, useId, useRef } from "react";

import { PrivacyLink } from "~/components/privacy-link";
import { TelLink } from "~/components/tel-link";
import { buttonClasses, linkClasses } from "~/components/ui/button";
import business from "@content/business.yml";
import copy from "@content/quote-form.yml";

import { buildMailto } from "~/lib/mailto";

import { ContactFields, MessageField, ServiceField } from "./quote-fields";
import { honeypotField, quoteSubmissionPath } from "./quote-post";
import { preloadFallbackPanel, RequestPanel } from "./request-panel";
import { preloadSending, useQuoteRequest } from "./use-quote-request";

const WebhookSender = lazy(() => import("./webhook-sender"));

/**
 * The quote request. Sending hands the request to the visitor's mail app as a `mailto:` link and
 * posts it to the site's function in the background, which sends it on to the owner (and, where
 * this browser has a webhook setting of its own, there too). The request
 * then stays on the page with other ways to send it, and a draft is kept until then. Without
 * JavaScript (or before it runs) the same form posts to the site's function, which answers with
 * the same `mailto:` link (quote-submission.ts).
 */
export function QuoteForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelTitleId = useId();
  const request = useQuoteRequest(formRef, panelRef);

  return (
    <form
      ref={formRef}
      aria-label={copy.formLabel}
      action={quoteSubmissionPath}
      method="post"
      onSubmit={request.handleSubmit}
      onChange={request.scheduleDraft}
      onFocus={() => {
        preloadFallbackPanel();
        preloadSending();
      }}
      className="grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <RequestPanel
        ref={panelRef}
        titleId={panelTitleId}
        sent={request.sent}
        reached={request.reached}
        delivery={request.delivery}
        onNewRequest={request.startNewRequest}
      />
      <ContactFields />
      <ServiceField />
      <MessageField />
      {/* Out of sight and out of reach, for robots that fill every field (quote-submission.ts). */}
      <label aria-hidden="true" className="sr-only">
        {copy.trap}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
      </label>
      <noscript>
        <p className="rounded-lg bg-stone-100 p-3 text-ink">{copy.noScript}</p>
      </noscript>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={request.sending}
          className={buttonClasses({ size: "lg", className: "shrink-0 whitespace-nowrap sm:min-w-56" })}
        >
          {request.sending ? copy.sending : copy.submit}
        </button>
        <p className="text-sm text-ink-soft">
          {copy.handOffNote} {copy.privacyNote} <PrivacyLink className={linkClasses} />
        </p>
      </div>
      <p className="border-t border-line pt-4 text-ink-soft">
        {copy.alternatives.before}{" "}
        <a href={buildMailto(business.email)} className={linkClasses}>
          {business.email}
        </a>{" "}
        {copy.alternatives.between} <TelLink line={business.phones.main} className={linkClasses} />
        {copy.alternatives.after}
      </p>
      {request.webhook ? (
        <Suspense fallback={null}>
          <WebhookSender {...request.webhook} />
        </Suspense>
      ) : null}
    </form>
  );
}
