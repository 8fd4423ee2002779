import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { webhookSettingKey } from "~/lib/webhook-setting";

import { useWebhookEndpoint } from "./use-webhook-endpoint";

afterEach(() => localStorage.clear());

describe("the quote webhook's address in the page", () => {
  it("is this browser's own setting where it has one", async () => {
    localStorage.setItem(webhookSettingKey, "https://hooks.example.com/this-browser");
    const { result } = renderHook(() => useWebhookEndpoint());
    await waitFor(() => expect(result.current).toBe("https://hooks.example.com/this-browser"));
  });

  it("is none without it: the owner's own webhook is posted by the site's function", async () => {
    const { result } = renderHook(() => useWebhookEndpoint());
    // Hydrated first, so a null below is the answer and not the prerendered one.
    await waitFor(() => expect(result.current).toBeNull());
    localStorage.setItem(webhookSettingKey, "https://hooks.example.com/later");
    window.dispatchEvent(new StorageEvent("storage", { key: webhookSettingKey }));
    await waitFor(() => expect(result.current).toBe("https://hooks.example.com/later"));
  });
});
