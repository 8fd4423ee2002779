import type { BrowserContext, Locator, Page } from "@playwright/test";
import jsQR from "jsqr";

import { words } from "../app/owner/new-job/words";
import { content } from "./support/content";
import { fillInJob, jobPhones } from "./support/new-job";
import { passkeySite } from "./support/passkey-site";
import { phonePhoto } from "./support/phone-photo";
import { expect, test, waitForHydration } from "./support/test";

/**
 * Asking the customer for a Google review from the job page's sent screen, on a phone signed in
 * with its passkey: the job is sent to GitHub's stand-in once, then each test opens the sent
 * screen again on the same phone. The QR code is read back from the pixels on the screen; the
 * phone's share sheet is a stand-in at the test's edge, and taken away for the fallbacks.
 */
const owner = passkeySite(76);
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];
const { business, reviewRequest } = content;
const firstName = "Priya";
const messageTo = (name: string) => `${reviewRequest.greeting(name)} ${reviewRequest.message}`;

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await owner.start();
  context = await browser.newContext({ ...phone?.use, baseURL: owner.site });
  const page = await context.newPage();
  await owner.enrol(page, "Phone at a finished job");
  await waitForHydration(page);
  // The page's offline worker keeps its files, the review's chunk among them.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 15_000 })
    .toMatch(/\/admin\/new-job-worker\.js$/);
  await fillInJob(page, {
    kind: "projects",
    photos: [await phonePhoto()],
    what: "Resin drive",
    town: "Marlow",
    alt: "A resin drive",
  });
  await page.getByRole("button", { name: words.send }).click();
  await expect(sentScreen(page)).toBeVisible({ timeout: 30_000 });
  await page.close();
});
test.afterAll(async () => {
  await context?.close();
  await owner.stop();
});

const sentScreen = (page: Page) => page.getByRole("status").filter({ hasText: words.published });

/** The job page on the phone, which opens on the sent job. */
async function openSentJob(page: Page) {
  await page.goto("/admin/new-job");
  await waitForHydration(page);
  await expect(sentScreen(page)).toBeVisible();
  await expect(page.getByRole("button", { name: words.another })).toBeVisible();
}

const askForReview = (page: Page) => page.getByRole("button", { name: reviewRequest.ask, exact: true }).click();

/** The text a QR code on the screen holds, read from a screenshot of it as a phone's camera would. */
async function readQrCode(page: Page, image: Locator) {
  const png = (await image.screenshot()).toString("base64");
  const pixels = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const drawing = canvas.getContext("2d");
    drawing?.drawImage(bitmap, 0, 0);
    const data = drawing?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray();
    // The pixels come back as base64: a few MB as one string, not millions of numbers.
    let binary = "";
    for (let start = 0; start < data.length; start += 0x8000)
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
  }, png);
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels.rgba, "base64")), pixels.width, pixels.height)?.data;
}

test("the sent screen shows a large QR code of the review link in one tap with no signal, and it reads back as the link", async () => {
  test.setTimeout(60_000);
  const page = await context.newPage();
  await openSentJob(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(sentScreen(page)).toBeVisible();
    await askForReview(page);
    const code = page.getByRole("img", { name: reviewRequest.codeAlt });
    await expect(code).toBeVisible();
    await expect(page.getByRole("heading", { name: reviewRequest.ask })).toBeFocused();
    const box = await code.boundingBox();
    // Most of the phone's width, for a camera held at arm's length.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual((phone?.viewport.width ?? 0) * 0.8);
    expect(await readQrCode(page, code)).toBe(business.reviewLink);
    await expect(page.getByText(reviewRequest.rules)).toBeVisible();
    await page.getByRole("button", { name: reviewRequest.back }).click();
    await expect(sentScreen(page)).toBeVisible();
  } finally {
    await context.setOffline(false);
    await page.close();
  }
});

test("Send the link opens the phone's share sheet with the message, the customer's first name and the link", async () => {
  const page = await context.newPage();
  const shared: unknown[] = [];
  await page.exposeFunction("shareSheet", (data: unknown) => shared.push(data));
  await page.addInitScript(() => {
    const sheet = (window as unknown as { shareSheet: (data: ShareData) => Promise<void> }).shareSheet;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => void (await sheet(data)),
    });
  });
  await openSentJob(page);
  await askForReview(page);
  await page.getByLabel(reviewRequest.firstName).fill(firstName);
  await page.getByRole("button", { name: reviewRequest.sendLink }).click();
  await expect
    .poll(() => shared)
    .toEqual([{ title: business.name, text: messageTo(firstName), url: business.reviewLink }]);
  await expect(page.getByRole("link", { name: reviewRequest.whatsApp })).toHaveCount(0);
  await page.close();
});

test("without a share sheet, WhatsApp and a text message carry the message and the link", async () => {
  const page = await context.newPage();
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await openSentJob(page);
  await askForReview(page);
  await expect(page.getByRole("button", { name: reviewRequest.sendLink })).toHaveCount(0);
  const whatsApp = page.getByRole("link", { name: reviewRequest.whatsApp });
  const textMessage = page.getByRole("link", { name: reviewRequest.textMessage });
  // Without a name, the message alone; with one, greeted by it.
  const whatsAppText = async () => new URL((await whatsApp.getAttribute("href")) ?? "").searchParams.get("text");
  expect(await whatsAppText()).toBe(`${reviewRequest.message} ${business.reviewLink}`);
  await page.getByLabel(reviewRequest.firstName).fill(firstName);
  const whole = `${messageTo(firstName)} ${business.reviewLink}`;
  await expect.poll(whatsAppText).toBe(whole);
  expect(new URL((await whatsApp.getAttribute("href")) ?? "").origin).toBe("https://wa.me");
  const textHref = (await textMessage.getAttribute("href")) ?? "";
  expect(textHref.startsWith("sms:?&body=")).toBe(true);
  expect(new URLSearchParams(textHref.slice("sms:?".length)).get("body")).toBe(whole);
  await page.close();
});
