import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { alertLines, alertsSwitch } from "./alerts-switch-script.mjs";

/**
 * The devices page's switch for lead alerts, as its page runs it: the page's requests and the
 * browser's push subscription are played by the test, so each outcome's line can be read.
 */
type Push = {
  canPush(): boolean;
  inIosBrowser(): boolean;
  subscribe(key: string): Promise<unknown>;
  unsubscribe(): Promise<void>;
};

const subscriptionJson = { endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } };

function switchOn(page: { on?: boolean; permission?: NotificationPermission; push?: Partial<Push> } = {}) {
  document.body.innerHTML = `<button type="button" id="alerts" data-on="${page.on ?? false}">${page.on ? "Turn off alerts" : "Turn on alerts"}</button>
<p id="alerts-status" role="status"></p>`;
  const requestPermission = vi.fn(async () => page.permission ?? "granted");
  vi.stubGlobal("Notification", { requestPermission });
  const calls = {
    call: vi.fn(async (_path: string, method: string) => (method === "GET" ? { applicationServerKey: "key" } : {})),
    withFaceId: vi.fn(async () => ({ on: true })),
    confirm: vi.fn(),
    failed: vi.fn(),
  };
  const push = {
    canPush: () => true,
    inIosBrowser: () => false,
    subscribe: vi.fn(async () => ({ toJSON: () => subscriptionJson })),
    unsubscribe: vi.fn(async () => undefined),
    ...page.push,
  };
  // Only `toJSON` of the subscription is read.
  alertsSwitch()(calls, push as Parameters<ReturnType<typeof alertsSwitch>>[1], alertLines);
  return { calls, push, requestPermission };
}

const status = () => screen.getByRole("status");

describe("the devices page's switch for lead alerts", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("turns them on: permission from the tap, the site's key, a subscription, then the PUT through Face ID", async () => {
    const { calls, push, requestPermission } = switchOn();
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    expect(await screen.findByRole("button", { name: "Turn off alerts" })).toBeVisible();
    expect(status()).toHaveTextContent(alertLines.on);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(push.subscribe).toHaveBeenCalledWith("key");
    expect(calls.withFaceId).toHaveBeenCalledWith("/api/owner/alerts", "PUT", { subscription: subscriptionJson });
  });

  it("turns them off: the DELETE, then the subscription dropped", async () => {
    const { calls, push } = switchOn({ on: true });
    await userEvent.click(screen.getByRole("button", { name: "Turn off alerts" }));
    expect(await screen.findByRole("button", { name: "Turn on alerts" })).toBeVisible();
    expect(status()).toHaveTextContent(alertLines.off);
    expect(calls.call).toHaveBeenCalledWith("/api/owner/alerts", "DELETE");
    expect(push.unsubscribe).toHaveBeenCalledOnce();
  });

  it("says how to allow notifications when they were refused, and changes nothing", async () => {
    const { calls, push } = switchOn({ permission: "denied" });
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.refused));
    expect(alertLines.refused).toMatch(/browser's settings/);
    expect(calls.call).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it("tells an iPhone's Safari that only the home-screen app receives alerts, on opening and on a tap", async () => {
    const { requestPermission } = switchOn({ push: { canPush: () => false, inIosBrowser: () => true } });
    expect(status()).toHaveTextContent(
      "On an iPhone only the home-screen app can receive alerts: tap Share, then Add to Home Screen, and turn them on there",
    );
    status().textContent = "";
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.iPhoneBrowser));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("says so in a browser with no Push API", async () => {
    switchOn({ push: { canPush: () => false } });
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.noPush));
  });

  it("says one plain line for a failed request or subscription, never the browser's error text", async () => {
    const { calls } = switchOn();
    calls.call.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.noSignal));
    status().textContent = "";
    calls.withFaceId.mockRejectedValueOnce(new DOMException("signal timed out", "TimeoutError"));
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.noSignal));
    switchOn({ push: { subscribe: async () => Promise.reject(new DOMException("push service error", "AbortError")) } });
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.pushFailed));
    expect(screen.getByRole("button", { name: "Turn on alerts" })).toBeVisible();
  });

  it("says the site's own refusal, and why nothing changed when Face ID was not confirmed", async () => {
    const { calls } = switchOn();
    const refusal = "This device was removed from the site's devices: sign in from a device on the list.";
    calls.withFaceId.mockRejectedValueOnce(new Error(refusal));
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(refusal));
    calls.withFaceId.mockRejectedValueOnce(
      new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await vi.waitFor(() => expect(status()).toHaveTextContent(alertLines.faceId));
  });
});
