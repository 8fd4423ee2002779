import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import words from "@content/review-request.yml";

import { ReviewRequest } from "./review-request";

const code = { link: "https://g.page/r/CdE4review/review", image: "data:image/svg+xml,%3Csvg%3E%3C/svg%3E" };
const businessName = "A business";

function drawn(firstName?: string) {
  return render(
    <ReviewRequest
      code={code}
      businessName={businessName}
      onBack={() => undefined}
      {...(firstName ? { firstName } : {})}
    />,
  );
}

const textParam = () =>
  new URL(screen.getByRole("link", { name: words.whatsApp }).getAttribute("href") ?? "").searchParams.get("text");

describe("asking a customer for a review", () => {
  afterEach(() => {
    delete (navigator as Partial<Navigator>).share;
  });

  it("shows the link's QR code, with what it is for people who cannot see it", () => {
    drawn();
    expect(screen.getByRole("img", { name: words.codeAlt })).toHaveAttribute("src", code.image);
  });

  it("greets the customer by the first name it is given, which the owner can change", () => {
    drawn("Sam");
    expect(textParam()).toBe(`${words.greeting("Sam")} ${words.message} ${code.link}`);
    fireEvent.change(screen.getByLabelText(words.firstName), { target: { value: "  " } });
    expect(textParam()).toBe(`${words.message} ${code.link}`);
  });

  it("opens the phone's share sheet where there is one, and falls back to the links if it fails", async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValue(new DOMException("no", "NotAllowedError"));
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    drawn();
    expect(screen.queryByRole("link", { name: words.whatsApp })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: words.sendLink }));
    expect(share).toHaveBeenCalledWith({ title: businessName, text: words.message, url: code.link });
    expect(await screen.findByRole("link", { name: words.textMessage })).toHaveAttribute(
      "href",
      `sms:?&body=${encodeURIComponent(`${words.message} ${code.link}`)}`,
    );
  });

  it("keeps the share button when the owner closes the sheet", async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValue(new DOMException("closed", "AbortError"));
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    drawn();
    fireEvent.click(screen.getByRole("button", { name: words.sendLink }));
    // The sheet's answer handled, the page is as it was.
    await act(() => share.mock.results[0]?.value.catch(() => undefined));
    expect(screen.getByRole("button", { name: words.sendLink })).toBeInTheDocument();
  });
});
