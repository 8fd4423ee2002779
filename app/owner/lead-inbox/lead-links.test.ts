import { describe, expect, it } from "vitest";

import { callUrl, type KeptLead, replyMailto, whatsAppLeadUrl } from "./lead-links";

const lead = (quote: Partial<KeptLead["quote"]> = {}): KeptLead => ({
  id: "lead-1",
  receivedAt: "2026-06-01T09:30:00.000Z",
  serviceLabel: "Fencing & Gates",
  done: false,
  quote: {
    firstName: "Ann & Bo",
    lastName: "Price+Lee",
    email: "ann+quotes@example.com",
    phone: "07700 900123",
    service: "fencing",
    message: "New fence & gate\nplease 🌳",
    ...quote,
  },
});

describe("the inbox's links for a quote request", () => {
  it("calls the number in E.164, or as typed when it is not a UK one", () => {
    expect(callUrl("07700 900123")).toBe("tel:+447700900123");
    expect(callUrl("+33 1 23 45 67 89")).toBe("tel:+33123456789");
    expect(callUrl("call me")).toBeNull();
  });

  it("offers WhatsApp for a UK mobile only", () => {
    expect(whatsAppLeadUrl(lead())).toBe(
      `https://wa.me/447700900123?text=${encodeURIComponent("Hello Ann & Bo, thank you for your quote request.")}`,
    );
    expect(whatsAppLeadUrl(lead({ phone: "01632 960001" }))).toBeNull();
    expect(whatsAppLeadUrl(lead({ phone: "" }))).toBeNull();
  });

  it("replies to the visitor's address with the request quoted exactly, encoded as RFC 6068 asks", () => {
    const href = replyMailto(lead()) ?? "";
    expect(href.startsWith("mailto:ann%2Bquotes@example.com?subject=")).toBe(true);
    const body = decodeURIComponent(/body=([^&]*)/.exec(href)?.[1] ?? "");
    expect(body).toBe(
      "Hello Ann & Bo,\r\n\r\nThank you for your quote request.\r\n\r\n\r\n--- Your request ---\r\n" +
        "Name: Ann & Bo Price+Lee\r\nPhone: 07700 900123\r\nService: Fencing & Gates\r\nMessage: New fence & gate\r\nplease 🌳",
    );
    expect(decodeURIComponent(/subject=([^&]*)/.exec(href)?.[1] ?? "")).toBe("Your quote request: Fencing & Gates");
    expect(replyMailto(lead({ email: "" }))).toBeNull();
  });
});
