import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type business from "@content/business.yml";

import { WhatsAppLink } from "./whatsapp-link";

const config = vi.hoisted(() => ({ whatsapp: null as string | null }));
// Each test sets the number (or none), as an owner would, whatever the content holds.
vi.mock("@content/business.yml", async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof business }>()).default;
  return {
    default: {
      ...original,
      get whatsapp() {
        return config.whatsapp ?? original.whatsapp;
      },
    },
  };
});

describe("WhatsAppLink", () => {
  it("is absent while the config sets no WhatsApp number", () => {
    config.whatsapp = "";
    const { container } = render(<WhatsAppLink label="Message us on WhatsApp" message="Hello" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links to the configured number with the message filled in", () => {
    config.whatsapp = "+44 7700 900789";
    render(<WhatsAppLink label="Message us on WhatsApp" message="Hello, a quote please" />);
    expect(screen.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/447700900789?text=Hello%2C%20a%20quote%20please",
    );
  });
});
