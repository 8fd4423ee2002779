import { afterEach, describe, expect, it, vi } from "vitest";

import {
  getWebhookSetting,
  setWebhookSetting,
  subscribeWebhookSetting,
  webhookEndpoint,
  webhookSettingKey,
} from "./webhook-setting";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setWebhookSetting("");
});

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe("webhook setting", () => {
  it("defaults to empty and stores what is set under its one key", () => {
    expect(getWebhookSetting()).toBe("");
    setWebhookSetting("https://hooks.example.com/quote");
    expect(localStorage.getItem(webhookSettingKey)).toBe("https://hooks.example.com/quote");
    expect(getWebhookSetting()).toBe("https://hooks.example.com/quote");
    setWebhookSetting("");
    expect(localStorage.getItem(webhookSettingKey)).toBeNull();
  });

  it("tells subscribers about changes, here and from other tabs, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeWebhookSetting(listener);
    setWebhookSetting("https://a.example.com/");
    window.dispatchEvent(new StorageEvent("storage", { key: webhookSettingKey }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setWebhookSetting("https://b.example.com/");
    window.dispatchEvent(new StorageEvent("storage", { key: webhookSettingKey }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("works for the visit when every storage call throws", () => {
    vi.stubGlobal("localStorage", throwingStorage());
    expect(getWebhookSetting()).toBe("");
    expect(() => setWebhookSetting("https://hooks.example.com/quote")).not.toThrow();
    expect(getWebhookSetting()).toBe("https://hooks.example.com/quote");
  });

  it("survives even reading `localStorage` throwing", () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied", "SecurityError");
      },
    });
    try {
      expect(getWebhookSetting()).toBe("");
      expect(() => setWebhookSetting("x")).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, "localStorage", original);
    }
  });
});

describe("webhookEndpoint", () => {
  it.each([
    ["https://hooks.example.com/catch/1?x=1", "", "https://hooks.example.com/catch/1?x=1"],
    ["  https://hooks.example.com/a  ", "", "https://hooks.example.com/a"],
    ["", "https://build.example.com/hook", "https://build.example.com/hook"],
    ["https://stored.example.com/", "https://build.example.com/", "https://stored.example.com/"],
    ["junk", "https://build.example.com/", "https://build.example.com/"],
  ])("uses %j (default %j) as %j", (setting, fallback, expected) => {
    expect(webhookEndpoint(setting, fallback)).toBe(expected);
  });

  it.each([
    "",
    "junk",
    '{"url":1}',
    "http://hooks.example.com/",
    "javascript:alert(1)",
    "https://user:pass@hooks.example.com/",
    "//hooks.example.com",
    "ftp://x.example.com",
  ])("refuses %j", (value) => {
    expect(webhookEndpoint(value)).toBeNull();
  });
});
