/**
 * Analytics through Google's gtag, with Consent Mode v2. Every call goes to `window.dataLayer`,
 * the queue gtag.js reads, whether or not that script is loaded, so events are observable (and
 * testable) without the network. The first entry is always the all-denied consent default; the
 * script itself loads only when a measurement ID is set and the visitor has accepted.
 * No inline script is involved: the page's Content-Security-Policy forbids them.
 */
import { afterNextPaint } from "./after-next-paint";
import { readStored, writeStored } from "./safe-storage";

export type AnalyticsEvent = {
  event: string;
  event_category: string;
  event_label: string;
};

export type ConsentChoice = "granted" | "denied";

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export const consentStorageKey = "analyticsConsent";

const deniedByDefault = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

let scriptRequested = false;

function analyticsWindow(): AnalyticsWindow | undefined {
  return typeof window === "undefined" ? undefined : (window as AnalyticsWindow);
}

/**
 * Sets up `dataLayer` and gtag's own queueing function, with the all-denied consent default
 * as the first call. Safe to call again; every other call here goes through it.
 */
export function initAnalytics(): void {
  const w = analyticsWindow();
  if (!w || w.gtag) return;
  const queue = (w.dataLayer ??= []);
  // gtag.js only accepts the `arguments` object itself, not an array copy.
  w.gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  w.gtag("consent", "default", deniedByDefault);
}

function gtag(...args: unknown[]): void {
  initAnalytics();
  analyticsWindow()?.gtag?.(...args);
}

export function trackEvent({ event, ...params }: AnalyticsEvent): void {
  gtag("event", event, params);
}

export function phoneClickEvent(label: string): AnalyticsEvent {
  return { event: "phone_click", event_category: "Phone", event_label: label };
}

/** The quote request, GA4's recommended lead event, sent when the form is submitted. */
export function quoteConversionEvent(): AnalyticsEvent {
  return { event: "generate_lead", event_category: "Contact", event_label: "Contact Form Submission" };
}

export type QuoteFallback = "Copy" | "Gmail" | "Outlook";

/** A visitor sending their request another way after the mail hand-off (copy, webmail). */
export function quoteFallbackEvent(fallback: QuoteFallback): AnalyticsEvent {
  return { event: "quote_fallback", event_category: "Contact", event_label: `Quote Fallback - ${fallback}` };
}

/** A GA4 measurement ID (`G-` and letters or digits), or `""` when unset or malformed. */
export function measurementIdOrEmpty(value: unknown): string {
  return typeof value === "string" && /^G-[A-Z0-9]{4,}$/.test(value) ? value : "";
}

function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** The visitor's remembered choice; `null` until they choose (or when storage holds junk). */
export function readConsentChoice(): ConsentChoice | null {
  const stored = readStored(consentStorageKey);
  return stored === "granted" || stored === "denied" ? stored : null;
}

/**
 * Applies a choice: Consent Mode `update`, then, when granted and an ID is set, the gtag script.
 * `remember` stores it (a choice read back from storage need not be written again).
 */
export function applyConsent(choice: ConsentChoice, measurementId: string, { remember = true } = {}): void {
  if (remember) writeStored(consentStorageKey, choice);
  // Only analytics is ever asked for; the site shows no advertising.
  gtag("consent", "update", { analytics_storage: choice });
  if (choice === "denied") {
    // Reading `document.cookie` asks the browser process: it waits until the tap that declined is
    // answered (the banner gone) and painted, as the script's request does below.
    afterNextPaint(clearAnalyticsCookies);
    return;
  }
  if (!measurementId || scriptRequested) return;
  scriptRequested = true;
  gtag("js", new Date());
  gtag("config", measurementId);
  // Asked for once the next frame is painted: the tap that accepted is answered first (the banner
  // gone), and gtag.js reads the queue above whenever it arrives.
  afterNextPaint(() => {
    const script = document.createElement("script");
    script.async = true;
    script.src = gtagScriptUrl(measurementId);
    document.head.append(script);
  });
}

/** Withdrawing consent also removes what GA had stored (`_ga`, `_ga_<id>`) on this site's domains. */
function clearAnalyticsCookies(): void {
  if (typeof document === "undefined") return;
  const labels = location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join("."));
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim() ?? "";
    if (!/^_ga(_|$)/.test(name)) continue;
    for (const domain of ["", ...domains.map((d) => `; domain=${d}`)]) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}
