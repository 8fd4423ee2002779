import { lazy, type RefObject, Suspense } from "react";

import copy from "@content/quote-form.yml";

import type { Delivery } from "./fallback-panel";
import type { QuoteHandOff } from "./quote-request";

// The other ways to send a request, and their words, are needed only once one is sent: their code
// is asked for as the visitor starts on the form (preloadFallbackPanel), not with the page.
const loadFallbackPanel = () => import("./fallback-panel");
const FallbackPanel = lazy(async () => ({ default: (await loadFallbackPanel()).FallbackPanel }));
const FallbackTitle = lazy(async () => ({ default: (await loadFallbackPanel()).FallbackTitle }));

/** Fetches the panel's code ahead of the first send; a second call reuses the first's. */
export function preloadFallbackPanel() {
  loadFallbackPanel().catch(() => {
    // Offline for now: the panel asks again when the request is sent.
  });
}

type RequestPanelProps = {
  ref: RefObject<HTMLDivElement | null>;
  /** The id of the panel's title, which names it once the request is sent. */
  titleId: string;
  /** The request sent, or null before. */
  sent: QuoteHandOff | null;
  /** It reached a device of the owner's at once, so no mail app was opened. */
  reached: boolean;
  delivery: Delivery;
  onNewRequest: () => void;
};

/** The top of the form: its introduction, and once a request is handed off, that request with the other ways to send it. */
export function RequestPanel({ ref, titleId, sent, reached, delivery, onNewRequest }: RequestPanelProps) {
  return (
    <div
      ref={ref}
      role={sent ? "region" : undefined}
      aria-labelledby={sent ? titleId : undefined}
      className={sent ? "-mx-1 rounded-xl border border-garden-700/40 bg-garden-50 p-4 sm:-mx-3 sm:p-5" : undefined}
    >
      {/* Present before it has anything to say, so its title is announced when it opens. */}
      <div aria-live="polite">
        {sent ? (
          // The title comes with the panel's words, so it is announced whole once they are here.
          <Suspense fallback={null}>
            <h3 id={titleId} className="font-display text-xl font-semibold text-ink">
              <FallbackTitle reached={reached} />
            </h3>
          </Suspense>
        ) : null}
      </div>
      {sent ? (
        <Suspense fallback={null}>
          <FallbackPanel
            request={sent}
            delivery={reached ? "received" : delivery}
            reached={reached}
            onNewRequest={onNewRequest}
          />
        </Suspense>
      ) : (
        <p className="text-ink-soft">{copy.intro}</p>
      )}
    </div>
  );
}
