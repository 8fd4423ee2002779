/**
 * Analytics events. Every event goes to `window.dataLayer`, the queue gtag reads, whether or
 * not the GA script is loaded, so events are observable (and testable) without the network.
 */
export type AnalyticsEvent = {
  event: string;
  event_category: string;
  event_label: string;
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function dataLayer(): unknown[] | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}

export function trackEvent(event: AnalyticsEvent): void {
  dataLayer()?.push(event);
}

export function phoneClickEvent(label: string): AnalyticsEvent {
  return { event: "phone_click", event_category: "Phone", event_label: label };
}
