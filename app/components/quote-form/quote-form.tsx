import { type FormEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";

import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import business from "@content/business.yml";
import copy from "@content/quote-form.yml";

import { quoteConversionEvent, trackEvent } from "~/lib/analytics";
import { buildMailto } from "~/lib/mailto";

import { type Delivery, FallbackPanel } from "./fallback-panel";
import { openMailApp } from "./open-mail-app";
import { noScriptAction, type QuoteHandOff, quoteHandOff, readQuote } from "./quote-request";
import { useQuoteDraft } from "./quote-draft";
import { useWebhookEndpoint } from "./use-webhook-endpoint";
import type { QueuedQuote, SendQuote } from "./webhook-sender";

const WebhookSender = lazy(() => import("./webhook-sender"));

/** Resolves after the browser has had a chance to paint, so "Sending..." is seen. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const frame = globalThis.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 16));
    frame(() => setTimeout(resolve, 0));
  });
}

const fieldClasses =
  "mt-1.5 block w-full rounded-lg border border-ink-soft/60 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-garden-700 focus:outline-2 focus:outline-offset-1 focus:outline-garden-700";

const linkClasses = "inline-flex min-h-11 items-center font-semibold text-garden-800 underline underline-offset-4";

function Field({
  label,
  optional,
  children,
}: {
  label: string;
  optional?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}{" "}
        {optional ? (
          <span className="font-normal text-ink-soft">{copy.optional}</span>
        ) : (
          <span aria-hidden="true" className="text-danger-700">
            {copy.required}
          </span>
        )}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The quote request. Sending hands the request to the visitor's mail app as a `mailto:` link and,
 * when an automation webhook is configured, also posts it there in the background. The request
 * then stays on the page with other ways to send it, and a draft is kept until then. Without
 * JavaScript (or before it runs) the same form submits as the browser's own mailto hand-off.
 */
export function QuoteForm() {
  const quoteServices = copy.services;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<QuoteHandOff | null>(null);
  const [delivery, setDelivery] = useState<Delivery>(null);
  const endpoint = useWebhookEndpoint();
  const sendRef = useRef<SendQuote | null>(null);
  const pending = useRef<QueuedQuote[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelTitleId = useId();
  const draft = useQuoteDraft(formRef);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const quote = readQuote(new FormData(form));
    const handOff = quoteHandOff(quote);
    setSending(true);
    trackEvent(quoteConversionEvent());
    if (endpoint) {
      const queued: QueuedQuote = { quote, delivered: (received) => setDelivery(received ? "received" : "failed") };
      setDelivery("sending");
      if (sendRef.current) sendRef.current(queued);
      else pending.current.push(queued);
    }
    await afterPaint();
    let handedOff = true;
    try {
      openMailApp(handOff.mailto);
    } catch {
      handedOff = false;
    }
    window.alert(handedOff ? copy.success : copy.failure);
    if (handedOff) {
      form.reset();
      draft.discard();
      setSent(handOff);
      // The panel replaces the top of the form, which a phone has scrolled away from.
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: "start" }));
    }
    setSending(false);
  }

  function startNewRequest() {
    setSent(null);
    setDelivery(null);
    const firstField = formRef.current?.elements.namedItem("firstName");
    if (firstField instanceof HTMLElement) firstField.focus();
  }

  return (
    <form
      ref={formRef}
      aria-label={copy.formLabel}
      action={noScriptAction}
      method="post"
      encType="text/plain"
      onSubmit={handleSubmit}
      onChange={draft.schedule}
      className="grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <div
        ref={panelRef}
        role={sent ? "region" : undefined}
        aria-labelledby={sent ? panelTitleId : undefined}
        className={sent ? "-mx-1 rounded-xl border border-garden-700/40 bg-garden-50 p-4 sm:-mx-3 sm:p-5" : undefined}
      >
        {/* Present before it has anything to say, so its title is announced when it opens. */}
        <div aria-live="polite">
          {sent ? (
            <h3 id={panelTitleId} className="font-display text-xl font-semibold text-ink">
              {copy.fallback.title}
            </h3>
          ) : null}
        </div>
        {sent ? (
          <FallbackPanel request={sent} delivery={delivery} onNewRequest={startNewRequest} />
        ) : (
          <p className="text-ink-soft">{copy.intro}</p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={copy.fields.firstName}>
          {(id) => (
            <input id={id} name="firstName" type="text" required autoComplete="given-name" className={fieldClasses} />
          )}
        </Field>
        <Field label={copy.fields.lastName}>
          {(id) => (
            <input id={id} name="lastName" type="text" required autoComplete="family-name" className={fieldClasses} />
          )}
        </Field>
        <Field label={copy.fields.email}>
          {(id) => <input id={id} name="email" type="email" required autoComplete="email" className={fieldClasses} />}
        </Field>
        <Field label={copy.fields.phone} optional>
          {(id) => <input id={id} name="phone" type="tel" autoComplete="tel" className={fieldClasses} />}
        </Field>
      </div>
      <Field label={copy.fields.service}>
        {(id) => (
          <select id={id} name="service" required defaultValue="" className={fieldClasses}>
            <option value="">{copy.servicePlaceholder}</option>
            {quoteServices.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={copy.fields.message} optional>
        {(id) => (
          <textarea id={id} name="message" rows={5} placeholder={copy.messagePlaceholder} className={fieldClasses} />
        )}
      </Field>
      <noscript>
        <p className="rounded-lg bg-stone-100 p-3 text-ink">{copy.noScript}</p>
      </noscript>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses({ size: "lg", className: "shrink-0 whitespace-nowrap sm:min-w-56" })}
        >
          {sending ? copy.sending : copy.submit}
        </button>
        <p className="text-sm text-ink-soft">{copy.handOffNote}</p>
      </div>
      <p className="border-t border-line pt-4 text-ink-soft">
        {copy.alternatives.before}{" "}
        <a href={buildMailto(business.email)} className={linkClasses}>
          {business.email}
        </a>{" "}
        {copy.alternatives.between} <TelLink line={business.phones.main} className={linkClasses} />
        {copy.alternatives.after}
      </p>
      {endpoint ? (
        <Suspense fallback={null}>
          <WebhookSender endpoint={endpoint} sendRef={sendRef} pending={pending} />
        </Suspense>
      ) : null}
    </form>
  );
}
