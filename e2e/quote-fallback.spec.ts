import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { gtagEvents } from "./support/analytics";
import { content } from "./support/content";
import { recordCspViolations } from "./support/csp";
import { whenHydrated } from "./support/hydration";
import {
  chosenService,
  configureWebhook,
  corsHeaders,
  decodeMailto,
  field,
  fillIn,
  form,
  recordAlerts,
  recordNavigations,
  submitButton,
  visitorFields,
  webhook,
} from "./support/quote-form";
import { expect, phone, test } from "./support/test";
import { literally } from "./support/text";

/**
 * A visitor whose computer has no mail app: the `mailto:` hand-off opens nothing, so the request
 * must stay on the page with other ways to send it, and a half-written one must survive a reload.
 */

const { quoteForm: quoteFormCopy } = content;
const copy = quoteFormCopy.fallback;
const panel = (page: Page) => page.getByRole("region", { name: copy.title });
const mailtoMaxLength = 2000;
/** How the request's lines name the message, as the email words it. */
const messageLabel = quoteFormCopy.mail.labels.message;

/** The email a compose link carries, as the service reads it. */
function composeParts(href: string, subjectKey: string) {
  const params = new URL(href).searchParams;
  return { to: params.get("to"), subject: params.get(subjectKey), body: params.get("body") };
}

async function submit(page: Page, message: string) {
  await fillIn(page, message);
  await submitButton(page).click();
  await expect(panel(page)).toBeVisible();
  // The panel's title comes with the form; its ways to send come with their own code (decision 146).
  await expect(panel(page).getByRole("button", { name: copy.copy })).toBeVisible();
}

test.describe("quote fallback", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a reload keeps every field of a half-written request", async ({ page }) => {
    await page.goto("/contact");
    await whenHydrated(page);
    await fillIn(page, "Two gates\nand a fence");
    // At once: the draft is also saved when the page is left, not only after a pause in typing.
    await page.reload();
    await whenHydrated(page);
    for (const [name, value] of visitorFields) await expect(field(page, name)).toHaveValue(value);
    await expect(field(page, "service")).toHaveValue(chosenService.value);
    await expect(field(page, "message")).toHaveValue("Two gates\nand a fence");
  });

  test("after the hand-off the same request is on the page, in the clipboard and in the Gmail and Outlook.com links, and each fallback is counted once", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const navigations = await recordNavigations(page);
    const alerts = recordAlerts(page);
    await page.goto("/contact");
    await whenHydrated(page);
    await submit(page, 'Two gates & 20m of fence? #3, 50% + "soon"\nThanks 🌿');
    expect(alerts).toHaveLength(1);
    for (const [name] of visitorFields) await expect(field(page, name)).toHaveValue("");

    const mailto = navigations.filter((url) => url.startsWith("mailto:"));
    expect(mailto).toHaveLength(1);
    const { address, values } = decodeMailto(mailto[0]!);
    const request = { to: address, subject: values.subject, body: values.body };
    const asText = `${copy.to}: ${request.to}\n${copy.subject}: ${request.subject}\n\n${request.body!.replace(/\r\n/g, "\n")}`;

    await expect(panel(page).getByLabel(copy.request)).toHaveValue(asText);
    const gmail = panel(page).getByRole("link", { name: new RegExp(literally(copy.gmail)) });
    const outlook = panel(page).getByRole("link", { name: new RegExp(literally(copy.outlook)) });
    expect(composeParts((await gmail.getAttribute("href"))!, "su")).toEqual(request);
    expect(composeParts((await outlook.getAttribute("href"))!, "subject")).toEqual(request);
    expect(new URL((await gmail.getAttribute("href"))!).origin).toBe("https://mail.google.com");
    expect(new URL((await outlook.getAttribute("href"))!).origin).toBe("https://outlook.live.com");
    const main = content.business.phones.main;
    await expect(panel(page).getByRole("link", { name: main.display })).toHaveAttribute("href", `tel:${main.e164}`);

    await panel(page).getByRole("button", { name: copy.copy }).click();
    await expect(panel(page).getByText(copy.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(asText);

    // The services open in new tabs, which the offline test browser stops at once.
    for (const link of [gmail, outlook]) {
      const popup = page.waitForEvent("popup");
      await link.click();
      await (await popup).close();
    }
    const fallbackLabels = (await gtagEvents(page))
      .filter((call) => call[1] === "quote_fallback")
      .map((call) => (call[2] as { event_category: string; event_label: string }).event_label);
    expect(fallbackLabels).toEqual(["Quote Fallback - Copy", "Quote Fallback - Gmail", "Quote Fallback - Outlook"]);
    expect(violations).toEqual([]);

    // Starting again closes the panel and puts the visitor in the first field.
    await panel(page).getByRole("button", { name: copy.newRequest }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(field(page, "firstName")).toBeFocused();
  });

  test("a 5,000-character message: the link stays under the limit, the page and clipboard keep it whole", async ({
    page,
  }) => {
    const navigations = await recordNavigations(page);
    recordAlerts(page);
    const message = "Paving & patio? 50% + 🌿 new steps\n".repeat(160).slice(0, 5000);
    await page.goto("/contact");
    await whenHydrated(page);
    await submit(page, message);
    const mailto = navigations.find((url) => url.startsWith("mailto:"))!;
    expect(mailto.length).toBeLessThanOrEqual(mailtoMaxLength);
    const { values } = decodeMailto(mailto);
    expect(values.body!.endsWith(quoteFormCopy.mail.shortenedNote)).toBe(true);
    const text = await panel(page).getByLabel(copy.request).inputValue();
    expect(text).toContain(`${messageLabel}: ${message}`);
    await panel(page).getByRole("button", { name: copy.copy }).click();
    await expect(panel(page).getByText(copy.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const gmail = await panel(page)
      .getByRole("link", { name: new RegExp(literally(copy.gmail)) })
      .getAttribute("href");
    expect(new URL(gmail!).searchParams.get("body")).toContain(`${messageLabel}: ${message.replace(/\n/g, "\r\n")}`);
  });

  for (const [name, breakStorage] of [
    [
      "full storage",
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      },
    ],
    [
      "blocked storage",
      () => {
        for (const area of ["localStorage", "sessionStorage"]) {
          Object.defineProperty(window, area, {
            get() {
              throw new DOMException("Access is denied", "SecurityError");
            },
          });
        }
      },
    ],
  ] as const) {
    test(`${name} leaves the form working`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      // Errors thrown by the site's own bundles (React Router's inline scroll-restoration script
      // rethrows when storage is blocked; that one is the framework's, not the form's).
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        if (error.stack?.includes("/assets/")) errors.push(error.stack);
      });
      const navigations = await recordNavigations(page);
      recordAlerts(page);
      await page.goto("/contact");
      await whenHydrated(page);
      await fillIn(page, "Hello");
      await page.reload();
      await whenHydrated(page);
      // Nothing could be kept, and nothing broke.
      await expect(field(page, "firstName")).toHaveValue("");
      await submit(page, "Hello");
      expect(navigations.filter((url) => url.startsWith("mailto:"))).toHaveLength(1);
      await expect(panel(page).getByLabel(copy.request)).toHaveValue(
        new RegExp(`${literally(`${messageLabel}: Hello`)}$`),
      );
      expect(errors).toEqual([]);
    });
  }

  test("with a webhook, the panel says when the request has reached the business", async ({ page }) => {
    await configureWebhook(page);
    await page.route(webhook, (route) => route.fulfill({ status: 200, headers: corsHeaders }));
    recordAlerts(page);
    await page.goto("/contact");
    await whenHydrated(page);
    await submit(page, "Hello");
    await expect(panel(page).getByRole("status").first()).toHaveText(copy.delivery.received);
  });

  test("the contact page links to WhatsApp exactly when the config sets a number", async ({ page }) => {
    const { business, pages } = content;
    const whatsapp = pages.contact.infoCards.whatsapp;
    await page.goto("/contact");
    const chats = page.locator("a[href^='https://wa.me/']");
    if (!business.whatsapp) {
      await expect(chats).toHaveCount(0);
      return;
    }
    await expect(chats).toHaveCount(1);
    await expect(page.getByRole("link", { name: whatsapp.label })).toHaveAttribute(
      "href",
      `https://wa.me/${business.whatsapp.replace(/^\+/, "")}?text=${encodeURIComponent(whatsapp.message)}`,
    );
  });
});

for (const layout of ["desktop", "phone"] as const) {
  test.describe(`quote fallback panel at ${layout} size`, () => {
    if (layout === "phone") test.use(phone);

    test("has no axe violations and is in view", async ({ page }) => {
      recordAlerts(page);
      await page.goto("/contact");
      await whenHydrated(page);
      await submit(page, "A patio\nabout 20 square metres");
      await expect(panel(page).getByRole("heading", { name: copy.title })).toBeInViewport();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  });
}

test.describe("submit button", () => {
  for (const width of [320, 360, 390, 640, 768, 1024, 1280, 1440]) {
    test(`stays on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const button = submitButton(page);
      const { lines, overflows } = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { lines: tops.size, overflows: element.scrollWidth > element.clientWidth };
      });
      expect({ lines, overflows }).toEqual({ lines: 1, overflows: false });
      const formBox = (await form(page).boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width);
    });
  }
});
