import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { webhookSettingKey } from "~/lib/webhook-setting";

import { useWebhookEndpoint } from "./use-webhook-endpoint";

const { fromContent } = vi.hoisted(() => ({ fromContent: "https://hooks.example.com/from-the-editor" }));

// The owner's setting as the site editor writes it into content/business.yml.
vi.mock("@content/business.yml", async (importOriginal) => {
  const { default: business } = await importOriginal<{ default: object }>();
  return { default: { ...business, quoteWebhookUrl: fromContent } };
});

afterEach(() => localStorage.clear());

describe("the quote webhook's address", () => {
  it("is the one set in the business details", async () => {
    const { result } = renderHook(() => useWebhookEndpoint());
    await waitFor(() => expect(result.current).toBe(fromContent));
  });

  it("is this browser's own setting where it has one", async () => {
    localStorage.setItem(webhookSettingKey, "https://hooks.example.com/this-browser");
    const { result } = renderHook(() => useWebhookEndpoint());
    await waitFor(() => expect(result.current).toBe("https://hooks.example.com/this-browser"));
  });
});
