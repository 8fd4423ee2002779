import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterPaint } from "../../test-support/frames";

import type * as AnalyticsModule from "./analytics";

type Analytics = typeof AnalyticsModule;
type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

// A fresh module and page for each test: the module remembers whether it loaded the script.
let analytics: Analytics;
beforeEach(async () => {
  vi.resetModules();
  const w = window as TestWindow;
  delete w.dataLayer;
  delete w.gtag;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  localStorage.clear();
  analytics = await import("./analytics");
});
// A script asked for after a paint lands then, not in the next test.
afterEach(async () => {
  await afterPaint();
  localStorage.clear();
});

/** The gtag calls queued so far, as plain arrays. */
function calls(): unknown[][] {
  return ((window as TestWindow).dataLayer ?? []).map((entry) => Array.from(entry));
}

/** The scripts asked for, once the frame after the choice has been painted (they wait for it). */
async function gtagScripts() {
  await afterPaint();
  return [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src);
}

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

describe("events", () => {
  it("sends a phone click with its category and label, after the all-denied consent default", () => {
    analytics.trackEvent(analytics.phoneClickEvent("Phone Click - Main"));
    expect(calls()).toEqual([
      ["consent", "default", denied],
      ["event", "phone_click", { event_category: "Phone", event_label: "Phone Click - Main" }],
    ]);
  });

  it("sends the quote conversion with category Contact and label Contact Form Submission", () => {
    analytics.trackEvent(analytics.quoteConversionEvent());
    expect(calls().at(-1)).toEqual([
      "event",
      "generate_lead",
      { event_category: "Contact", event_label: "Contact Form Submission" },
    ]);
  });

  it("queues `arguments` objects, the only entries gtag.js reads", () => {
    analytics.trackEvent(analytics.phoneClickEvent("x"));
    expect(Object.prototype.toString.call((window as TestWindow).dataLayer?.[1])).toBe("[object Arguments]");
  });

  it("keeps what another script already queued", () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ earlier: true }];
    analytics.trackEvent(analytics.phoneClickEvent("x"));
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer[0]).toEqual({ earlier: true });
    expect(calls()[1]).toEqual(["consent", "default", denied]);
  });
});

describe("consent gating", () => {
  it("loads the gtag script only when an ID is set and consent is granted", async () => {
    analytics.applyConsent("denied", "G-TEST1234");
    expect(await gtagScripts()).toEqual([]);
    analytics.applyConsent("granted", "");
    expect(await gtagScripts()).toEqual([]);
    analytics.applyConsent("granted", "G-TEST1234");
    expect(await gtagScripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]);
    analytics.applyConsent("granted", "G-TEST1234");
    expect(await gtagScripts()).toHaveLength(1);
  });

  it("asks for the gtag script only after the next paint, so the tap that accepted is answered first", async () => {
    analytics.applyConsent("granted", "G-TEST1234");
    expect(document.querySelectorAll("script[src]")).toHaveLength(0);
    expect(await gtagScripts()).toHaveLength(1);
  });

  it("updates consent for analytics only, after the default, then configures the ID", () => {
    analytics.applyConsent("granted", "G-TEST1234");
    const queued = calls();
    expect(queued[0]).toEqual(["consent", "default", denied]);
    expect(queued[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(queued.slice(2).map((call) => call[0])).toEqual(["js", "config"]);
    expect(queued[3]).toEqual(["config", "G-TEST1234"]);
  });

  it("remembers the choice, and reads junk or nothing as no choice", () => {
    expect(analytics.readConsentChoice()).toBeNull();
    analytics.applyConsent("denied", "");
    expect(analytics.readConsentChoice()).toBe("denied");
    localStorage.setItem(analytics.consentStorageKey, "yes please");
    expect(analytics.readConsentChoice()).toBeNull();
  });

  it("still works when storage throws", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => analytics.applyConsent("granted", "G-TEST1234")).not.toThrow();
    expect(analytics.readConsentChoice()).toBeNull();
    expect(await gtagScripts()).toHaveLength(1);
  });

  it("removes GA cookies once the frame after consent is withdrawn has been painted", async () => {
    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_ga_TEST1234=GS1.1; path=/";
    document.cookie = "keep=1; path=/";
    analytics.applyConsent("denied", "G-TEST1234");
    expect(document.cookie).toBe("_ga=GA1.1.123; _ga_TEST1234=GS1.1; keep=1");
    await afterPaint();
    expect(document.cookie).toBe("keep=1");
  });
});

describe("measurementIdOrEmpty", () => {
  it.each([
    ["G-ABC123XYZ9", "G-ABC123XYZ9"],
    ["", ""],
    ["UA-1234-1", ""],
    ["G-abc", ""],
    ['G-1234"><script>', ""],
    [42, ""],
  ])("%j -> %j", (input, expected) => {
    expect(analytics.measurementIdOrEmpty(input)).toBe(expected);
  });
});

describe("initAnalytics", () => {
  it("queues the all-denied default once, before anything else", () => {
    analytics.initAnalytics();
    analytics.initAnalytics();
    expect(calls()).toEqual([["consent", "default", denied]]);
  });
});
