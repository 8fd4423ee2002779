import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import business from "@content/business.yml";
import copy from "@content/quote-form.yml";
import { setWebhookSetting } from "~/lib/webhook-setting";

import { QuoteForm } from "./quote-form";

const successText = copy.success;
const mainLine = business.phones.main;

type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  delete (window as TestWindow).dataLayer;
  delete (window as TestWindow).gtag;
});
afterEach(() => {
  setWebhookSetting("");
  vi.unstubAllGlobals();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), "Ann");
  await user.type(screen.getByLabelText(/Last Name/), "Lee");
  await user.type(screen.getByLabelText(/Email Address/), "ann@example.org");
  await user.type(screen.getByLabelText(/Phone Number/), "07700 900999");
  await user.selectOptions(screen.getByLabelText(/Service Interest/), "Patio Installation");
  await user.type(screen.getByLabelText(/Project Details/), "A new patio");
}

/** Submits and waits until the form is idle again. */
async function submitAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Send Quote Request" })).toBeEnabled());
}

/** Records the submit button as it was when the alert appeared. */
function alertSpy() {
  const seen: { message: string; button: string; disabled: boolean }[] = [];
  vi.spyOn(window, "alert").mockImplementation((message) => {
    const button = screen.getByRole("button");
    seen.push({
      message: String(message),
      button: button.textContent ?? "",
      disabled: (button as HTMLButtonElement).disabled,
    });
  });
  return seen;
}

describe("QuoteForm", () => {
  it("labels every field, marks what is required and offers the seven services after the placeholder", () => {
    render(<QuoteForm />);
    const form = screen.getByRole("form", { name: "Free quote request" });
    expect(within(form).getByLabelText(/First Name/)).toBeRequired();
    expect(within(form).getByLabelText(/Last Name/)).toBeRequired();
    expect(within(form).getByLabelText(/Email Address/)).toHaveAttribute("type", "email");
    expect(within(form).getByLabelText(/Email Address/)).toBeRequired();
    expect(within(form).getByLabelText(/Phone Number/)).toHaveAttribute("type", "tel");
    expect(within(form).getByLabelText(/Phone Number/)).not.toBeRequired();
    expect(within(form).getByLabelText(/Project Details/)).not.toBeRequired();
    const service = within(form).getByLabelText(/Service Interest/);
    expect(service).toBeRequired();
    const options = within(service).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["", "Select a service"],
      ["driveway", "Driveway Installation"],
      ["patio", "Patio Installation"],
      ["landscaping", "Garden Landscaping"],
      ["fencing", "Fencing & Gates"],
      ["cleaning", "Exterior Cleaning"],
      ["maintenance", "Maintenance Services"],
      ["other", "Other, please specify"],
    ]);
  });

  it("hands off the mailto, says Sending... while it runs, alerts success, clears and returns to idle", async () => {
    const user = userEvent.setup();
    const openMailApp = vi.fn();
    const alerts = alertSpy();
    render(<QuoteForm openMailApp={openMailApp} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));

    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toEqual({ message: successText, button: "Sending...", disabled: true });
    expect(openMailApp).toHaveBeenCalledOnce();
    const href = openMailApp.mock.calls[0]![0] as string;
    const start = `mailto:${business.email}?subject=${encodeURIComponent(copy.mail.subject("Ann", "Lee"))}&body=${encodeURIComponent(`${copy.mail.labels.name}: Ann Lee`)}%0D%0A`;
    expect(href.slice(0, start.length)).toBe(start);
    expect(decodeURIComponent(href.split("body=")[1]!)).toContain(
      "Service: Patio Installation\r\nMessage: A new patio",
    );

    await waitFor(() => expect(screen.getByRole("button", { name: "Send Quote Request" })).toBeEnabled());
    expect(screen.getByLabelText(/First Name/)).toHaveValue("");
    expect(screen.getByLabelText(/Service Interest/)).toHaveValue("");
    expect(screen.getByLabelText(/Project Details/)).toHaveValue("");
  });

  it("sends the conversion event on submit", async () => {
    const user = userEvent.setup();
    alertSpy();
    render(<QuoteForm openMailApp={() => {}} />);
    await fillIn(user);
    await submitAndSettle(user);
    const events = ((window as TestWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === "event");
    expect(events).toEqual([
      ["event", "generate_lead", { event_category: "Contact", event_label: "Contact Form Submission" }],
    ]);
  });

  it("asks the visitor to call, keeping their answers, when the mail app cannot be opened", async () => {
    const user = userEvent.setup();
    const alerts = alertSpy();
    render(
      <QuoteForm
        openMailApp={() => {
          throw new Error("no handler");
        }}
      />,
    );
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]?.message).toBe(copy.failure);
    expect(copy.failure).toContain(mainLine.display);
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Quote Request" })).toBeEnabled());
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Ann");
  });

  it("without a webhook posts nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    alertSpy();
    render(<QuoteForm openMailApp={() => {}} />);
    await fillIn(user);
    await submitAndSettle(user);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with a webhook set also posts the quote as JSON, without holding up the hand-off", async () => {
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    setWebhookSetting("https://hooks.example.com/quote");
    const user = userEvent.setup();
    const alerts = alertSpy();
    const openMailApp = vi.fn();
    render(<QuoteForm openMailApp={openMailApp} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(openMailApp).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Quote Request" })).toBeEnabled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://hooks.example.com/quote");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.org",
      phone: "07700 900999",
      service: "patio",
      message: "A new patio",
    });
  });

  it("offers email and phone instead, and explains the plain submission for when JavaScript is off", () => {
    const { container } = render(<QuoteForm />);
    expect(screen.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
    expect(screen.getByRole("link", { name: mainLine.display })).toHaveAttribute("href", `tel:${mainLine.e164}`);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute(
      "action",
      `mailto:${business.email}?subject=${encodeURIComponent(copy.mail.fallbackSubject)}`,
    );
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
  });
});
