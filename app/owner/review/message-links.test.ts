import { describe, expect, it } from "vitest";

import { textMessageUrl, whatsAppMessageUrl } from "./message-links";

const message = "Hi Sam, thanks & see you? https://g.page/r/x/review";

describe("message links", () => {
  it("opens WhatsApp with the message and no number", () => {
    const url = new URL(whatsAppMessageUrl(message));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(message);
  });

  it("opens a text message with the body and no number, as both kinds of phone read it", () => {
    const link = textMessageUrl(message);
    expect(link.startsWith("sms:?&body=")).toBe(true);
    expect(new URLSearchParams(link.slice("sms:?".length)).get("body")).toBe(message);
  });
});
