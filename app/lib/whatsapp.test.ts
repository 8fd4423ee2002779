import { describe, expect, it } from "vitest";

import { whatsAppUrl } from "./whatsapp";

describe("whatsAppUrl", () => {
  it("links the international number's digits with the message encoded", () => {
    expect(whatsAppUrl("+44 7700 900789", "Hi, a quote for a patio & steps?")).toBe(
      "https://wa.me/447700900789?text=Hi%2C%20a%20quote%20for%20a%20patio%20%26%20steps%3F",
    );
  });

  it.each(["", "   ", "07700", "+0 7700 900789", "+44 7700 900789 ext 2", "not a number"])("refuses %j", (number) => {
    expect(whatsAppUrl(number, "Hi")).toBeNull();
  });
});
