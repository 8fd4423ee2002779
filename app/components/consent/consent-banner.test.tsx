import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type business from "@content/business.yml";
import layout from "@content/layout.yml";
import privacy from "@content/pages/privacy.yml";
import { paths } from "@content/site-pages";

import { afterPaint } from "../../../test-support/frames";

import type * as BannerModule from "./consent-banner";

type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
type Banner = typeof BannerModule;

const w = window as TestWindow;
let banner: Banner;

/** The banner's heading and buttons, as the owner wrote them in content/layout.yml. */
const copy = layout.consent;

// The sample business has no measurement ID; each test loads the banner with the one it needs.
const config = vi.hoisted(() => ({ measurementId: "" }));
vi.mock("@content/business.yml", async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof business }>()).default;
  return {
    default: {
      ...original,
      get analyticsMeasurementId() {
        return config.measurementId;
      },
    },
  };
});

async function load(id = "G-TEST1234") {
  config.measurementId = id;
  vi.resetModules();
  banner = await import("./consent-banner");
}

function renderChrome() {
  const { ConsentBanner, CookieSettingsButton } = banner;
  return render(
    <MemoryRouter>
      <ConsentBanner />
      <footer>
        <CookieSettingsButton />
      </footer>
    </MemoryRouter>,
  );
}

function gtagCalls() {
  return (w.dataLayer ?? []).map((entry) => Array.from(entry));
}

// jsdom has no layout, so nothing to observe; browsers all have ResizeObserver.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoLayoutResizeObserver);
  localStorage.clear();
  delete w.dataLayer;
  delete w.gtag;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("ConsentBanner", () => {
  it("asks in a labelled region with two equal choices, and loads gtag only once analytics is accepted", async () => {
    await load();
    const user = userEvent.setup();
    renderChrome();
    const region = screen.getByRole("region", { name: copy.heading });
    const accept = screen.getByRole("button", { name: copy.accept });
    const reject = screen.getByRole("button", { name: copy.reject });
    expect(region).toContainElement(accept);
    expect(accept.className).toBe(reject.className);
    expect(within(region).getByRole("link", { name: privacy.meta.menuLabel })).toHaveAttribute("href", paths.privacy);
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();

    await user.click(accept);
    expect(screen.queryByRole("region", { name: copy.heading })).toBeNull();
    expect(localStorage.getItem("analyticsConsent")).toBe("granted");
    expect(gtagCalls()).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
    await afterPaint();
    expect(document.querySelector("script[src*='googletagmanager']")).toHaveAttribute(
      "src",
      "https://www.googletagmanager.com/gtag/js?id=G-TEST1234",
    );
  });

  it("stores a refusal and loads nothing", async () => {
    await load();
    const user = userEvent.setup();
    renderChrome();
    await user.click(screen.getByRole("button", { name: copy.reject }));
    expect(localStorage.getItem("analyticsConsent")).toBe("denied");
    expect(gtagCalls()).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    await afterPaint();
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
  });

  it("stays closed on the next visit, applying the remembered acceptance", async () => {
    localStorage.setItem("analyticsConsent", "granted");
    await load();
    renderChrome();
    expect(screen.queryByRole("region", { name: copy.heading })).toBeNull();
    await afterPaint();
    expect(document.querySelector("script[src*='googletagmanager']")).not.toBeNull();
  });

  it("asks again when storage holds junk", async () => {
    localStorage.setItem("analyticsConsent", "maybe");
    await load();
    renderChrome();
    expect(screen.getByRole("region", { name: copy.heading })).toBeInTheDocument();
  });

  it("reopens from the footer's settings button with focus on it, and gives focus back after the new choice", async () => {
    localStorage.setItem("analyticsConsent", "granted");
    await load();
    const user = userEvent.setup();
    renderChrome();
    const settings = screen.getByRole("button", { name: copy.settings });
    await user.click(settings);
    const region = screen.getByRole("region", { name: copy.heading });
    expect(region).toHaveFocus();
    await user.click(screen.getByRole("button", { name: copy.reject }));
    expect(localStorage.getItem("analyticsConsent")).toBe("denied");
    expect(settings).toHaveFocus();
  });

  it("shows nothing when no measurement ID is configured: no analytics, no cookies, nothing to ask", async () => {
    await load("");
    renderChrome();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button", { name: copy.settings })).toBeNull();
  });
});
