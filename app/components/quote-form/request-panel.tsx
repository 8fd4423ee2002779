import type { RefObject } from "react";

import copy from "@content/quote-form.yml";

import { type Delivery, FallbackPanel } from "./fallback-panel";
import type { QuoteHandOff } from "./quote-request";

type RequestPanelProps = {
  ref: RefObject<HTMLDivElement | null>;
  /** The id of the panel's title, which names it once the request is sent. */
  titleId: string;
  /** The request handed to the mail app, or null before. */
  sent: QuoteHandOff | null;
  delivery: Delivery;
  onNewRequest: () => void;
};

/** The top of the form: its introduction, and once a request is handed off, that request with the other ways to send it. */
export function RequestPanel({ ref, titleId, sent, delivery, onNewRequest }: RequestPanelProps) {
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
          <h3 id={titleId} className="font-display text-xl font-semibold text-ink">
            {copy.fallback.title}
          </h3>
        ) : null}
      </div>
      {sent ? (
        <FallbackPanel request={sent} delivery={delivery} onNewRequest={onNewRequest} />
      ) : (
        <p className="text-ink-soft">{copy.intro}</p>
      )}
    </div>
  );
}
