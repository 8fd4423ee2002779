import { type FormEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";

import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import business from "@content/business.yml";
import copy from "@content/quote-form.yml";

const quoteServices = copy.services;
import { quoteConversionEvent, trackEvent } from "~/lib/analytics";
import { buildMailto } from "~/lib/mailto";
import type { QuoteRequest } from "~/lib/webhook";

import { noScriptAction, quoteMailto, readQuote } from "./quote-request";
import { useWebhookEndpoint } from "./use-webhook-endpoint";
import type { SendQuote } from "./webhook-sender";

const WebhookSender = lazy(() => import("./webhook-sender"));

type QuoteFormProps = {
  /** Opens the visitor's mail app; throws when it cannot. */
  openMailApp?: (href: string) => void;
};

function assignLocation(href: string) {
  window.location.assign(href);
}

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
 * when an automation webhook is configured, also posts it there in the background. Without
 * JavaScript (or before it runs) the same form submits as the browser's own mailto hand-off.
 */
export function QuoteForm({ openMailApp = assignLocation }: QuoteFormProps) {
  const [sending, setSending] = useState(false);
  const endpoint = useWebhookEndpoint();
  const sendRef = useRef<SendQuote | null>(null);
  const pending = useRef<QuoteRequest[]>([]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const quote = readQuote(new FormData(form));
    setSending(true);
    trackEvent(quoteConversionEvent());
    if (endpoint) {
      if (sendRef.current) sendRef.current(quote);
      else pending.current.push(quote);
    }
    await afterPaint();
    let handedOff = true;
    try {
      openMailApp(quoteMailto(quote));
    } catch {
      handedOff = false;
    }
    window.alert(handedOff ? copy.success : copy.failure);
    if (handedOff) form.reset();
    setSending(false);
  }

  return (
    <form
      aria-label={copy.formLabel}
      action={noScriptAction}
      method="post"
      encType="text/plain"
      onSubmit={handleSubmit}
      className="grid gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="text-ink-soft">{copy.intro}</p>
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
        <button type="submit" disabled={sending} className={buttonClasses({ size: "lg", className: "sm:min-w-56" })}>
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
