import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { type RefObject, useEffect } from "react";

import { retryPolicy } from "~/lib/retry-policy";
import type { QuoteRequest } from "~/lib/quote-request-fields";
import { postJson, quotePayload } from "~/lib/webhook";

/** Tells the form whether the endpoint finally took the quote (after any retries). */
type Delivered = (received: boolean) => void;
export type QueuedQuote = { quote: QuoteRequest; delivered: Delivered };
export type SendQuote = (queued: QueuedQuote) => void;

// One client for the visit: a retrying request outlives the form (and the page) that started it.
const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { retry: retryPolicy.retry, retryDelay: retryPolicy.retryDelay, gcTime: retryPolicy.gcTime },
  },
});

type WebhookSenderProps = {
  endpoint: string;
  /** Receives the send function while mounted. */
  sendRef: RefObject<SendQuote | null>;
  /** Quotes submitted before this module had loaded; sent on mount. */
  pending: RefObject<QueuedQuote[]>;
};

/**
 * Posts quotes to the automation webhook as a TanStack Query mutation. Loaded on its own only
 * when a webhook is configured, so no page pays for the query library otherwise.
 */
export default function WebhookSender(props: WebhookSenderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Sender {...props} />
    </QueryClientProvider>
  );
}

function Sender({ endpoint, sendRef, pending }: WebhookSenderProps) {
  const { mutate } = useMutation({
    mutationKey: ["quote-webhook"],
    mutationFn: (quote: QuoteRequest) => postJson(endpoint, quotePayload(quote)),
  });

  useEffect(() => {
    // Only the latest quote's outcome is reported: it is the one the form is showing.
    const send: SendQuote = ({ quote, delivered }) =>
      mutate(quote, { onSuccess: () => delivered(true), onError: () => delivered(false) });
    sendRef.current = send;
    for (const queued of pending.current.splice(0)) send(queued);
    return () => {
      sendRef.current = null;
    };
  }, [mutate, sendRef, pending]);

  return null;
}
