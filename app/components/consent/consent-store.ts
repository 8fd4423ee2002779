import { useSyncExternalStore } from "react";

import business from "@content/business.yml";
import {
  applyConsent,
  type ConsentChoice,
  initAnalytics,
  measurementIdOrEmpty,
  readConsentChoice,
} from "~/lib/analytics";

type AnalyticsTestWindow = Window & { __gaMeasurementIdForTests?: unknown };

/**
 * The GA4 ID: the configured one, else one the browser tests define before the page loads
 * (a same-origin script could do anything anyway, and inline scripts are forbidden by the CSP).
 * Empty means no analytics: no script, no cookies, so no banner either.
 */
export function measurementId(): string {
  if (business.analyticsMeasurementId) return business.analyticsMeasurementId;
  if (typeof window === "undefined") return "";
  return measurementIdOrEmpty((window as AnalyticsTestWindow).__gaMeasurementIdForTests);
}

export type ConsentState = {
  choice: ConsentChoice | null;
  /** Whether the banner is showing: until a choice is made, or when reopened from the footer. */
  open: boolean;
};

const serverState: ConsentState = { choice: null, open: false };
let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    // First thing on every page: Consent Mode's all-denied default.
    initAnalytics();
    const choice = measurementId() ? readConsentChoice() : null;
    state = { choice, open: Boolean(measurementId()) && choice === null };
    // A remembered acceptance applies on every page load.
    if (choice) applyConsent(choice, measurementId(), { remember: false });
  }
  return state;
}

function update(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => serverState);
}

// The control that reopened the banner, to give focus back to once the choice is made.
let reopenedFrom: HTMLElement | null = null;

export function reopenedFromSettings(): boolean {
  return reopenedFrom !== null;
}

export function chooseConsent(choice: ConsentChoice): void {
  applyConsent(choice, measurementId());
  update({ choice, open: false });
  reopenedFrom?.focus();
  reopenedFrom = null;
}

export function openConsentSettings(trigger: HTMLElement | null = null): void {
  reopenedFrom = trigger;
  update({ ...current(), open: true });
}
