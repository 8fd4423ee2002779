import { afterEach, describe, expect, it, vi } from "vitest";

import { getWebhookSetting, subscribeWebhookSetting, webhookEndpoint, webhookSettingKey } from "./webhook-setting";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe("webhook setting", () => {
  it("defaults to empty and reads what is stored under its one key", () => {
    expect(getWebhookSetting()).toBe("");
    localStorage.setItem(webhookSettingKey, "https://hooks.example.com/quote");
    expect(getWebhookSetting()).toBe("https://hooks.example.com/quote");
    localStorage.removeItem(webhookSettingKey);
    expect(getWebhookSetting()).toBe("");
  });

  it("tells subscribers when another tab changes it (or clears storage), until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeWebhookSetting(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: webhookSettingKey }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: webhookSettingKey }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads as empty when every storage call throws", () => {
    vi.stubGlobal("localStorage", throwingStorage());
    expect(getWebhookSetting()).toBe("");
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
    } finally {
      if (original) Object.defineProperty(globalThis, "localStorage", original);
    }
  });
});

describe("webhookEndpoint", () => {
  it.each([
    ["https://hooks.example.com/catch/1?x=1", "https://hooks.example.com/catch/1?x=1"],
    ["  https://hooks.example.com/a  ", "https://hooks.example.com/a"],
  ])("uses %j as %j", (setting, expected) => {
    expect(webhookEndpoint(setting)).toBe(expected);
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
