import { cleanup, fireEvent, render as renderAlone, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import business from "@content/business.yml";
import privacy from "@content/pages/privacy.yml";
import { paths } from "@content/site-pages";
import copy from "@content/quote-form.yml";
import fallbackWords from "@content/quote-form.yml?part=fallback";
import mail from "@content/quote-form.yml?part=mail";
import { crlf, encodeComponent } from "~/lib/mailto";
import { webhookSettingKey } from "~/lib/webhook-setting";

import { openMailApp } from "./open-mail-app";
import { honeypotField, quoteSubmissionPath } from "./quote-post";
import { draftKey } from "./quote-draft";
import { QuoteForm } from "./quote-form";
// Loaded up front, as the page does soon after a webhook is found, so tests need not wait on it.
import "./webhook-sender";

/** The form where the site draws it: inside the router, which its link to the privacy notice needs. */
const render = (form: ReactElement) => renderAlone(form, { wrapper: MemoryRouter });

/** The number and address the business publishes, as the owner wrote them in content/business.yml. */
const mainLine = business.phones.main;
const mailbox = business.email;

// The hand-off is a browser navigation, which jsdom cannot do: the test stands in for it.
vi.mock("./open-mail-app", () => ({ openMailApp: vi.fn() }));
const handOff = vi.mocked(openMailApp);

/** The service `fillIn` chooses: the last the owner offers in content/quote-form.yml (there is always one). */
const chosenService = copy.services.at(-1)!;

/** The control whose label holds a field's name: the label goes on to mark it required or optional. */
const field = (name: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText((label) => label.includes(name));

type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  delete (window as TestWindow).dataLayer;
  delete (window as TestWindow).gtag;
  handOff.mockReset();
  // The site's function as a host without it answers, unless a test says otherwise.
  vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 404 })));
  // jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  // Unmounting saves any pending draft, so it comes before storage is cleared.
  cleanup();
  vi.unstubAllGlobals();
  // The sending code keeps the proof it found for the next request: each test loads it anew.
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
});

function gtagEvents() {
  return ((window as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter((call) => call[0] === "event");
}

/** What `fillIn` types, as the form reads it. */
const ann = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  phone: "07700 900999",
  service: chosenService.value,
  message: "A new patio",
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.fields.firstName), "Ann");
  await user.type(field(copy.fields.lastName), "Lee");
  await user.type(field(copy.fields.email), "ann@example.org");
  await user.type(field(copy.fields.phone), "07700 900999");
  await user.selectOptions(field(copy.fields.service), chosenService.label);
  await user.type(field(copy.fields.message), "A new patio");
}

/**
 * Submits and waits until the form is idle again: Send waits up to a second to hear that the
 * owner's phone has the request before the mail app opens (within the tests' 5 s wait, vitest.setup.ts).
 */
async function submitAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: copy.submit }));
  await waitFor(() => expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled());
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
  it("labels every field, marks what is required and offers the content's services after the placeholder", () => {
    render(<QuoteForm />);
    const form = screen.getByRole("form", { name: copy.formLabel });
    expect(field(copy.fields.firstName, form)).toBeRequired();
    expect(field(copy.fields.lastName, form)).toBeRequired();
    expect(field(copy.fields.email, form)).toHaveAttribute("type", "email");
    expect(field(copy.fields.email, form)).toBeRequired();
    expect(field(copy.fields.phone, form)).toHaveAttribute("type", "tel");
    expect(field(copy.fields.phone, form)).not.toBeRequired();
    expect(field(copy.fields.message, form)).not.toBeRequired();
    const service = field(copy.fields.service, form);
    expect(service).toBeRequired();
    const options = within(service).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["", copy.servicePlaceholder],
      ...copy.services.map((service) => [service.value, service.label]),
    ]);
  });

  it("hands off the mailto, says it is sending while it runs, alerts success, clears and returns to idle", async () => {
    const user = userEvent.setup();
    const alerts = alertSpy();
    render(<QuoteForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));

    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toEqual({ message: copy.success, button: copy.sending, disabled: true });
    expect(handOff).toHaveBeenCalledOnce();
    const href = handOff.mock.calls[0]![0];
    // The owner's words encoded as the link carries them; what the form adds is spelled out.
    const { subject, labels } = mail;
    const subjectField = `subject=${encodeComponent(subject("Ann", "Lee"))}`;
    const bodyFirstLine = `body=${encodeComponent(labels.name)}%3A%20Ann%20Lee%0D%0A`;
    const start = `mailto:${mailbox}?${subjectField}&${bodyFirstLine}`;
    expect(href.slice(0, start.length)).toBe(start);
    expect(decodeURIComponent(href.split("body=")[1]!)).toContain(
      `${labels.service}: ${chosenService.label}\r\n${labels.message}: A new patio`,
    );

    await waitFor(() => expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled());
    expect(field(copy.fields.firstName)).toHaveValue("");
    expect(field(copy.fields.service)).toHaveValue("");
    expect(field(copy.fields.message)).toHaveValue("");
  });

  it("sends the conversion event on submit", async () => {
    const user = userEvent.setup();
    alertSpy();
    render(<QuoteForm />);
    await fillIn(user);
    await submitAndSettle(user);
    expect(gtagEvents()).toEqual([
      ["event", "generate_lead", { event_category: "Contact", event_label: "Contact Form Submission" }],
    ]);
  });

  it("asks the visitor to call, keeping their answers, when the mail app cannot be opened", async () => {
    const user = userEvent.setup();
    const alerts = alertSpy();
    handOff.mockImplementation(() => {
      throw new Error("no handler");
    });
    render(<QuoteForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]?.message).toBe(copy.failure);
    await waitFor(() => expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled());
    expect(field(copy.fields.firstName)).toHaveValue("Ann");
    expect(screen.queryByRole("heading", { name: fallbackWords.title })).toBeNull();
  });

  /** The fetch calls to one address, by their JSON bodies. */
  const postsTo = (fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>, url: string) =>
    fetchSpy.mock.calls.filter(([to]) => to === url).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  it("posts the request to the site's function beside the hand-off, and shows no delivery when no device has it", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ devices: 0, webhook: "sent" }));
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    alertSpy();
    render(<QuoteForm />);
    await fillIn(user);
    await submitAndSettle(user);
    await waitFor(() => expect(postsTo(fetchSpy, quoteSubmissionPath)).toEqual([{ ...ann, [honeypotField]: "" }]));
    expect(handOff).toHaveBeenCalledOnce();
    for (const delivery of Object.values(fallbackWords.delivery)) expect(screen.queryByText(delivery)).toBeNull();
  });

  it("sends what a robot put in the field people never see, for the function to drop it", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ devices: 0, webhook: "none" }));
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    alertSpy();
    const { container } = render(<QuoteForm />);
    await fillIn(user);
    const trap = container.querySelector(`input[name="${honeypotField}"]`);
    expect(trap).toHaveAttribute("tabindex", "-1");
    fireEvent.change(trap!, { target: { value: "https://spam.example" } });
    await submitAndSettle(user);
    await waitFor(() =>
      expect(postsTo(fetchSpy, quoteSubmissionPath)).toEqual([{ ...ann, [honeypotField]: "https://spam.example" }]),
    );
  });

  it("with a webhook set in this browser also posts the quote there as JSON, without holding up the hand-off", async () => {
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    localStorage.setItem(webhookSettingKey, "https://hooks.example.com/quote");
    const user = userEvent.setup();
    const alerts = alertSpy();
    render(<QuoteForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    await waitFor(() => expect(postsTo(fetchSpy, "https://hooks.example.com/quote")).toEqual([ann]));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(handOff).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled());
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === "https://hooks.example.com/quote")!;
    expect(init?.method).toBe("POST");
  });

  it("links to the privacy notice beside Send", () => {
    render(<QuoteForm />);
    const form = screen.getByRole("form", { name: copy.formLabel });
    expect(within(form).getByRole("link", { name: privacy.meta.menuLabel })).toHaveAttribute("href", paths.privacy);
    expect(within(form).getByText(copy.privacyNote, { exact: false })).toBeInTheDocument();
  });

  it("offers email and phone instead, and explains the plain submission for when JavaScript is off", () => {
    const { container } = render(<QuoteForm />);
    expect(screen.getByRole("link", { name: mailbox })).toHaveAttribute("href", `mailto:${mailbox}`);
    expect(screen.getByRole("link", { name: mainLine.display })).toHaveAttribute("href", `tel:${mainLine.e164}`);
    const form = container.querySelector("form")!;
    // Posted as the browser's default encoding to the site's function, which answers with the mailto link.
    expect(form).toHaveAttribute("action", quoteSubmissionPath);
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("enctype");
  });

  describe("after the hand-off", () => {
    /** The panel's words, as the owner wrote them in content/quote-form.yml. */
    const panelCopy = fallbackWords;
    const webmailName = (service: string) => `${service} ${panelCopy.newTab}`;

    async function sendAnn(user: ReturnType<typeof userEvent.setup>) {
      alertSpy();
      render(<QuoteForm />);
      await fillIn(user);
      await submitAndSettle(user);
      // The panel's code loads after the hand-off: the first send of a run waits for it.
      await screen.findByRole("region", { name: panelCopy.title });
      return handOff.mock.calls[0]![0];
    }

    function mailtoParts(href: string) {
      const [address, query = ""] = href.slice("mailto:".length).split("?");
      const values = Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
      return { to: address, subject: values.subject, body: values.body };
    }

    it("keeps the exact request on the page, in a panel whose title is announced politely", async () => {
      const user = userEvent.setup();
      const href = await sendAnn(user);
      const panel = screen.getByRole("region", { name: panelCopy.title });
      const title = within(panel).getByRole("heading", { name: panelCopy.title });
      expect(title.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
      // The panel is scrolled to on the frame after it appears.
      await waitFor(() => expect(panel.scrollIntoView).toHaveBeenCalled());
      const { to, subject, body } = mailtoParts(href);
      expect(within(panel).getByLabelText(panelCopy.request)).toHaveValue(
        `${panelCopy.to}: ${to}\n${panelCopy.subject}: ${subject}\n\n${body!.replace(/\r\n/g, "\n")}`,
      );
      expect(within(panel).getByText(panelCopy.call)).toContainElement(
        within(panel).getByRole("link", { name: mainLine.display }),
      );
      expect(within(panel).getByRole("link", { name: mainLine.display })).toHaveAttribute(
        "href",
        `tel:${mainLine.e164}`,
      );
    });

    it("opens Gmail and Outlook.com with the same email in a new tab, each sending its event once", async () => {
      const user = userEvent.setup();
      const href = await sendAnn(user);
      const expected = mailtoParts(href);
      const gmail = screen.getByRole("link", { name: webmailName(panelCopy.gmail) });
      const outlook = screen.getByRole("link", { name: webmailName(panelCopy.outlook) });
      for (const link of [gmail, outlook]) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const gmailUrl = new URL(gmail.getAttribute("href")!);
      expect(gmailUrl.origin + gmailUrl.pathname).toBe("https://mail.google.com/mail/");
      expect(Object.fromEntries(gmailUrl.searchParams)).toEqual({
        view: "cm",
        fs: "1",
        to: expected.to,
        su: expected.subject,
        body: expected.body,
      });
      const outlookUrl = new URL(outlook.getAttribute("href")!);
      expect(outlookUrl.origin + outlookUrl.pathname).toBe("https://outlook.live.com/mail/0/deeplink/compose");
      expect(Object.fromEntries(outlookUrl.searchParams)).toEqual({
        to: expected.to,
        subject: expected.subject,
        body: expected.body,
      });
      // Keep jsdom from trying to open the pages.
      for (const link of [gmail, outlook]) link.addEventListener("click", (event) => event.preventDefault());
      await user.click(gmail);
      await user.click(outlook);
      expect(gtagEvents().slice(1)).toEqual([
        ["event", "quote_fallback", { event_category: "Contact", event_label: "Quote Fallback - Gmail" }],
        ["event", "quote_fallback", { event_category: "Contact", event_label: "Quote Fallback - Outlook" }],
      ]);
    });

    it("copies the request to the clipboard and says so", async () => {
      const user = userEvent.setup();
      await sendAnn(user);
      await user.click(screen.getByRole("button", { name: panelCopy.copy }));
      await waitFor(() => expect(screen.getByText(panelCopy.copied)).toBeInTheDocument());
      expect(await navigator.clipboard.readText()).toBe(
        (screen.getByLabelText(panelCopy.request) as HTMLTextAreaElement).value,
      );
      expect(gtagEvents().slice(1)).toEqual([
        ["event", "quote_fallback", { event_category: "Contact", event_label: "Quote Fallback - Copy" }],
      ]);
    });

    it("selects the request for the visitor to copy when the clipboard is refused", async () => {
      const user = userEvent.setup();
      await sendAnn(user);
      vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
      await user.click(screen.getByRole("button", { name: panelCopy.copy }));
      const text = screen.getByLabelText(panelCopy.request) as HTMLTextAreaElement;
      await waitFor(() => expect(text).toHaveFocus());
      expect([text.selectionStart, text.selectionEnd]).toEqual([0, text.value.length]);
      expect(screen.getByText(panelCopy.selected)).toBeInTheDocument();
      expect(screen.queryByText(panelCopy.copied)).toBeNull();
    });

    // Typing the other fields and rendering 5,000 characters take a few seconds on a busy machine.
    it(
      "puts the whole of a long message in the panel while the link stays under 2,000 characters",
      { timeout: 30_000 },
      async () => {
        const user = userEvent.setup();
        alertSpy();
        render(<QuoteForm />);
        await fillIn(user);
        const message = "Paving, patio & steps? 50% + 🌿 ".repeat(160).slice(0, 5000);
        const details = field(copy.fields.message);
        await user.clear(details);
        // Typing 5,000 characters one by one is slow and proves nothing more.
        await user.click(details);
        await user.paste(message);
        await submitAndSettle(user);
        await screen.findByRole("region", { name: panelCopy.title });
        const href = handOff.mock.calls[0]![0];
        expect(href.length).toBeLessThanOrEqual(2000);
        // The cut body carries the owner's note, any line break in it spelled CRLF as in the whole body.
        expect(mailtoParts(href).body).toContain(crlf(mail.shortenedNote));
        expect((screen.getByLabelText(panelCopy.request) as HTMLTextAreaElement).value).toContain(
          `${mail.labels.message}: ${message}`,
        );
        expect(
          new URL(
            screen.getByRole("link", { name: webmailName(panelCopy.gmail) }).getAttribute("href")!,
          ).searchParams.get("body"),
        ).toContain(message);
      },
    );

    it("closes for a new request and moves focus to the first field", async () => {
      const user = userEvent.setup();
      await sendAnn(user);
      await user.click(screen.getByRole("button", { name: panelCopy.newRequest }));
      expect(screen.queryByRole("heading", { name: panelCopy.title })).toBeNull();
      expect(field(copy.fields.firstName)).toHaveFocus();
    });

    it("says received within the promised hours once the function says a device of the owner's has it", async () => {
      // No challenge handed out; the request's answer is held until the panel shows.
      let answer!: (response: Response) => void;
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>((url) =>
          url === quoteSubmissionPath
            ? new Promise((resolve) => (answer = resolve))
            : Promise.resolve(new Response(null, { status: 404 })),
        ),
      );
      const user = userEvent.setup();
      await sendAnn(user);
      expect(screen.queryByText(panelCopy.delivery.received)).toBeNull();
      answer(Response.json({ devices: 1, webhook: "none" }));
      expect(await screen.findByText(panelCopy.delivery.received)).toBeInTheDocument();
    });

    it("with no signal at Send, says the request is kept and goes by itself, and says received once it has gone", async () => {
      let signal = false;
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>(async (url) => {
          if (!signal) throw new TypeError("Failed to fetch");
          return url === quoteSubmissionPath
            ? Response.json({ devices: 1, webhook: "none" })
            : new Response(null, { status: 404 });
        }),
      );
      const user = userEvent.setup();
      const href = await sendAnn(user);
      // Today's hand-off runs all the same: the mail app, and the request on the page.
      expect(href).toMatch(/^mailto:/);
      const panel = await screen.findByRole("region", { name: panelCopy.title });
      expect(within(panel).getByText(panelCopy.delivery.waiting)).toHaveAttribute("role", "status");
      signal = true;
      window.dispatchEvent(new Event("online"));
      await waitFor(() => expect(within(panel).getByText(panelCopy.delivery.received)).toBeInTheDocument());
      expect(screen.queryByText(panelCopy.delivery.waiting)).toBeNull();
    });

    it("drops the no-signal line once the request has gone, when no device of the owner's took it", async () => {
      let signal = false;
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>(async () => {
          if (!signal) throw new TypeError("Failed to fetch");
          return Response.json({ devices: 0, webhook: "sent" });
        }),
      );
      const user = userEvent.setup();
      await sendAnn(user);
      expect(await screen.findByText(panelCopy.delivery.waiting)).toBeInTheDocument();
      signal = true;
      window.dispatchEvent(new Event("online"));
      await waitFor(() => expect(screen.queryByText(panelCopy.delivery.waiting)).toBeNull());
      expect(screen.queryByText(panelCopy.delivery.received)).toBeNull();
      expect(screen.getByRole("heading", { name: panelCopy.title })).toBeInTheDocument();
    });

    it("opens no mail app when a device of the owner's has the request at once: it says so, with a call button", async () => {
      // No challenge handed out; the request's answer: one device took it.
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>(async (url) =>
          url === quoteSubmissionPath
            ? Response.json({ devices: 1, webhook: "none" })
            : new Response(null, { status: 404 }),
        ),
      );
      const user = userEvent.setup();
      const alerts = alertSpy();
      render(<QuoteForm />);
      await fillIn(user);
      await submitAndSettle(user);
      const panel = await screen.findByRole("region", { name: panelCopy.reached.title });
      expect(handOff).not.toHaveBeenCalled();
      expect(alerts).toEqual([]);
      expect(within(panel).getByRole("status")).toHaveTextContent(panelCopy.delivery.received);
      expect(within(panel).getByRole("link", { name: business.phones.main.display })).toHaveAttribute(
        "href",
        `tel:${business.phones.main.e164}`,
      );
      const whatsapp = within(panel).queryByRole("link", { name: panelCopy.reached.whatsapp });
      if (business.whatsapp) expect(whatsapp).toHaveAttribute("href", expect.stringContaining("wa.me"));
      else expect(whatsapp).toBeNull();
      expect(field(copy.fields.firstName)).toHaveValue("");
      await user.click(within(panel).getByRole("button", { name: panelCopy.newRequest }));
      expect(screen.queryByRole("region", { name: panelCopy.reached.title })).toBeNull();
    });

    it("shows the delivery to this browser's webhook: sending, then received within the promised hours", async () => {
      const webhook = "https://hooks.example.com/quote";
      let answer!: (response: Response) => void;
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>((url) => {
          if (url === webhook) return new Promise((resolve) => (answer = resolve));
          return Promise.resolve(
            url === quoteSubmissionPath
              ? Response.json({ devices: 0, webhook: "none" })
              : new Response(null, { status: 404 }),
          );
        }),
      );
      localStorage.setItem(webhookSettingKey, webhook);
      const user = userEvent.setup();
      await sendAnn(user);
      expect(await screen.findByText(panelCopy.delivery.sending)).toBeInTheDocument();
      answer(new Response(null, { status: 200 }));
      expect(await screen.findByText(panelCopy.delivery.received)).toBeInTheDocument();
    });
  });

  describe("draft", () => {
    it("keeps every field in session storage while typing and restores them on return", async () => {
      const user = userEvent.setup();
      const { unmount } = render(<QuoteForm />);
      await fillIn(user);
      await waitFor(() => expect(sessionStorage.getItem(draftKey)).toContain("A new patio"));
      expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toEqual(ann);
      unmount();
      render(<QuoteForm />);
      expect(field(copy.fields.firstName)).toHaveValue("Ann");
      expect(field(copy.fields.service)).toHaveValue(chosenService.value);
      expect(field(copy.fields.message)).toHaveValue("A new patio");
    });

    it("saves what was typed last when the form goes away before the pause", async () => {
      const user = userEvent.setup();
      const { unmount } = render(<QuoteForm />);
      await user.type(field(copy.fields.firstName), "Ann");
      unmount();
      expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({ firstName: "Ann" });
    });

    it("is dropped once the request is handed off", async () => {
      const user = userEvent.setup();
      alertSpy();
      const { unmount } = render(<QuoteForm />);
      await fillIn(user);
      await submitAndSettle(user);
      expect(sessionStorage.getItem(draftKey)).toBeNull();
      unmount();
      render(<QuoteForm />);
      expect(field(copy.fields.firstName)).toHaveValue("");
    });

    it("ignores junk in storage and services it does not offer", () => {
      sessionStorage.setItem(draftKey, JSON.stringify({ firstName: 7, lastName: "Lee", service: "no-such" }));
      render(<QuoteForm />);
      expect(field(copy.fields.firstName)).toHaveValue("");
      expect(field(copy.fields.lastName)).toHaveValue("Lee");
      expect(field(copy.fields.service)).toHaveValue("");
      sessionStorage.setItem(draftKey, "{not json");
      expect(() => render(<QuoteForm />)).not.toThrow();
    });

    it("leaves the form working when storage throws", async () => {
      const fail = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
      vi.stubGlobal("sessionStorage", {
        getItem: fail,
        setItem: fail,
        removeItem: fail,
        clear: fail,
        key: fail,
        length: 0,
      });
      const user = userEvent.setup();
      alertSpy();
      const { unmount } = render(<QuoteForm />);
      await fillIn(user);
      await submitAndSettle(user);
      expect(handOff).toHaveBeenCalledOnce();
      expect(await screen.findByRole("heading", { name: fallbackWords.title })).toBeInTheDocument();
      expect(() => unmount()).not.toThrow();
    });
  });
});
