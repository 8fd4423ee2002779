import { type FormEvent, type RefObject, useRef, useState } from "react";

import copy from "@content/quote-form.yml";

import { afterNextPaint } from "~/lib/after-next-paint";
import { quoteConversionEvent, trackEvent } from "~/lib/analytics";

import type { Delivery } from "./fallback-panel";
import { openMailApp } from "./open-mail-app";
import { honeypotField, type QuoteDelivery, quoteSubmissionPath, readQuote } from "./quote-post";
import type { QuoteHandOff } from "./quote-request";
import { useQuoteDraft } from "./quote-draft";
import { useWebhookEndpoint } from "./use-webhook-endpoint";
import type { QueuedQuote, SendQuote } from "./webhook-sender";

// Sending is needed only once a request is sent: the mail app's link and the post to the site's
// function are asked for as the visitor starts on the form (preloadSending), not with the page.
const loadSending = () => Promise.all([import("./quote-request"), import("./send-to-business")]);

/** Fetches the sending code ahead of the first send, and starts its proof of work; offline, Send asks again. */
export function preloadSending() {
  loadSending().then(
    ([, { startProof }]) => startProof(quoteSubmissionPath),
    () => undefined,
  );
}

/**
 * How long Send waits to hear that a device of the owner's has the request, before the mail app
 * opens instead: within it, no mail app is needed; past it, the visitor would wait on a network.
 */
const reachedWithinMs = 1000;

/**
 * The line beside the mail hand-off once the function has answered: received when a device of
 * the owner's has the request; a wait for signal that is over says nothing more.
 */
const afterAnswer = (answer: QuoteDelivery | null) => (current: Delivery) =>
  answer?.devices ? "received" : current === "waiting" ? null : current;

/** Resolves after the browser has had a chance to paint, so "Sending..." is seen. */
const afterPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

/** Opens the visitor's mail app on the request and tells them how that went; false when it could not open. */
function handToMailApp(mailto: string | undefined): boolean {
  let handedOff = mailto !== undefined;
  try {
    if (mailto) openMailApp(mailto);
  } catch {
    handedOff = false;
  }
  window.alert(handedOff ? copy.success : copy.failure);
  return handedOff;
}

/**
 * What the quote form does: sends a request to the site's function and, unless a device of the
 * owner's has it within a moment, to the mail app; when this browser has a webhook setting, queues
 * it for that post too (held until the sender's code has loaded); keeps the draft until then; and
 * afterwards shows the request in the panel, which a phone has scrolled away from. `webhook` is
 * what the lazy sender needs, or null when there is no endpoint.
 */
export function useQuoteRequest(
  formRef: RefObject<HTMLFormElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<QuoteHandOff | null>(null);
  const [delivery, setDelivery] = useState<Delivery>(null);
  // The request reached a device of the owner's at once, so no mail app was opened.
  const [reached, setReached] = useState(false);
  const endpoint = useWebhookEndpoint();
  const sendRef = useRef<SendQuote | null>(null);
  const pending = useRef<QueuedQuote[]>([]);
  const draft = useQuoteDraft(formRef);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const quote = readQuote(data);
    setSending(true);
    trackEvent(quoteConversionEvent());
    const sendingCode = loadSending();
    const trap = String(data.get(honeypotField) ?? "");
    // With no signal the request is kept and goes by itself once there is some: the visitor is
    // told, and the mail app need not wait for the rest of the second.
    let noSignal!: () => void;
    const waiting = new Promise<false>((resolve) => (noSignal = () => resolve(false)));
    const delivered = sendingCode.then(
      ([, { sendToBusiness }]) =>
        sendToBusiness(quoteSubmissionPath, { ...quote, [honeypotField]: trap }, () => {
          setDelivery("waiting");
          noSignal();
        }),
      () => null,
    );
    if (endpoint) {
      const queued: QueuedQuote = { quote, delivered: (received) => setDelivery(received ? "received" : "failed") };
      setDelivery("sending");
      if (sendRef.current) sendRef.current(queued);
      else pending.current.push(queued);
    }
    await afterPaint();
    // Fetched at the first focus; when even that could not load it, the visitor is asked to call.
    const handOff = await sendingCode.then(
      ([{ quoteHandOff }]) => quoteHandOff(quote, copy.services),
      () => null,
    );
    const reachedAtOnce = await Promise.race([
      delivered.then((answer) => Boolean(answer?.devices)),
      waiting,
      new Promise<false>((resolve) => setTimeout(resolve, reachedWithinMs, false)),
    ]);
    if (handOff && (reachedAtOnce || handToMailApp(handOff.mailto))) {
      form.reset();
      draft.discard();
      setReached(reachedAtOnce);
      setSent(handOff);
      requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: "start" }));
      // Said beside the mail hand-off, never instead of it, once a device of the owner's has it.
      if (!reachedAtOnce) void delivered.then((answer) => setDelivery(afterAnswer(answer)));
    } else if (!handOff) handToMailApp(undefined);
    setSending(false);
  }

  function startNewRequest() {
    setSent(null);
    setReached(false);
    setDelivery(null);
    const firstField = formRef.current?.elements.namedItem("firstName");
    if (firstField instanceof HTMLElement) firstField.focus();
  }

  const webhook = endpoint ? { endpoint, sendRef, pending } : null;
  return { sending, sent, reached, delivery, webhook, scheduleDraft: draft.schedule, handleSubmit, startNewRequest };
}
