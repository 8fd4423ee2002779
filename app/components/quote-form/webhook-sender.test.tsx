import { act, render } from "@testing-library/react";
import { createRef, type RefObject } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { QuoteRequest } from "~/lib/quote-request-fields";

import WebhookSender, { type QueuedQuote, type SendQuote } from "./webhook-sender";

const quote: QuoteRequest = {
  firstName: "Ann",
  lastName: "Lee",
  email: "a@example.org",
  phone: "",
  service: "patio",
  message: "Hi",
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(pendingQuotes: QueuedQuote[] = []) {
  const sendRef = createRef<SendQuote | null>() as RefObject<SendQuote | null>;
  const pending = { current: pendingQuotes };
  const view = render(<WebhookSender endpoint="https://hooks.example.com/quote" sendRef={sendRef} pending={pending} />);
  return { sendRef, view };
}

describe("WebhookSender", () => {
  it("retries a failing endpoint 3 times, after 1 s, 2 s and 4 s, then stops", async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response("down", { status: 503 }));
    vi.stubGlobal("fetch", fetchSpy);
    const { sendRef } = mount();
    const delivered = vi.fn();
    act(() => sendRef.current!({ quote, delivered }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(delivered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    // Only once every retry has failed does the form hear it could not be delivered.
    expect(delivered.mock.calls).toEqual([[false]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it("stops retrying once the endpoint accepts", async () => {
    vi.useFakeTimers();
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchSpy);
    const { sendRef } = mount();
    const delivered = vi.fn();
    act(() => sendRef.current!({ quote, delivered }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(delivered.mock.calls).toEqual([[true]]);
  });

  it("sends quotes submitted before it loaded, and keeps retrying after it unmounts", async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchSpy);
    const { view } = mount([{ quote, delivered: () => {} }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual(quote);
    view.unmount();
    await vi.advanceTimersByTimeAsync(7_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });
});
