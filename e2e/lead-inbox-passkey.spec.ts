import type { PushServiceStandIn } from "../test-support/push-service";
import { content } from "./support/content";
import { recordCspViolations } from "./support/csp";
import type { GitHubStandIn } from "./support/github-stand-in";
import { inboxPath, leadAlertsSite, passkeysIn, shownNotifications } from "./support/lead-alerts";
import { jobPhones } from "./support/new-job";
import { pageProblems } from "./support/page-problems";
import { chosenService, decodeMailto, fillIn, recordAlerts, submitButton, visitor } from "./support/quote-form";
import { expect, test, waitForHydration } from "./support/test";

/**
 * Lead alerts on the owner's phone, on the shipped sign-in: the devices page turns them on (Face
 * ID, then the PUT), a visitor's request goes from the site's function to a push service's
 * stand-in over real HTTP, and the inbox's worker shows it and keeps it for the inbox page,
 * which lists it with no signal (the set-up: support/lead-alerts.ts).
 */
const owner = leadAlertsSite(80);
const phone = jobPhones.find((each) => each.name === "390x844") ?? jobPhones[0];

test.describe.configure({ mode: "serial" });
test.use({ ...phone?.use, baseURL: owner.site });

let github: GitHubStandIn;
let push: PushServiceStandIn;

test.beforeAll(async () => {
  ({ github, push } = await owner.start());
});

test.afterAll(() => owner.stop());

test("alerts turned on from the devices page bring a visitor's request to the inbox, exactly as typed and with no signal", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(["notifications"], { origin: owner.site });
  await owner.subscribeToStandIn(context, "owners-phone");
  const violations = await recordCspViolations(page);
  // What the inbox puts on the app's icon, recorded on its way to the browser's Badging API.
  await context.addInitScript(() => {
    const setAppBadge = Navigator.prototype.setAppBadge;
    Navigator.prototype.setAppBadge = function (count?: number) {
      sessionStorage.setItem(
        "badges",
        JSON.stringify([...JSON.parse(sessionStorage.getItem("badges") ?? "[]"), count]),
      );
      return setAppBadge ? setAppBadge.call(this, count) : Promise.resolve();
    };
  });
  const lastBadge = () =>
    page.evaluate(() => (JSON.parse(sessionStorage.getItem("badges") ?? "[]") as number[]).at(-1));
  await owner.enrol(page, "Owner's phone");
  await waitForHydration(page);

  const alerts = await owner.turnOnAlerts(page);
  await expect(alerts.getByRole("button", { name: "Turn off alerts" })).toBeVisible();
  expect(passkeysIn(github).find((key) => key.name === "Owner's phone")?.sealedPushSubscription).toEqual(
    expect.any(String),
  );
  expect(await pageProblems(page)).toEqual({ violations: [], sideways: 0 });

  // A visitor sends a request from the site; the site's function pushes it to the stand-in.
  const visitorPage = await context.newPage();
  const visitorAlerts = recordAlerts(visitorPage);
  const message = "Fence & gate + 2 posts\nSecond line 🌿";
  await visitorPage.goto("/contact");
  await waitForHydration(visitorPage);
  await fillIn(visitorPage, message);
  await submitButton(visitorPage).click();
  await expect.poll(() => push.messages("owners-phone"), { timeout: 20_000 }).toHaveLength(1);
  // The visitor is told it reached the business: at once, with no mail app, when the phone's push
  // service answered within a second; beside the mail hand-off when it answered later.
  await expect(visitorPage.getByText(content.quoteForm.fallback.delivery.received)).toBeVisible();
  expect(visitorAlerts.length).toBeLessThanOrEqual(1);
  await visitorPage.close();

  const [pushed = ""] = push.messages("owners-phone");
  expect(JSON.parse(pushed).quote).toEqual({ ...visitor, service: chosenService.value, message });
  await (
    await owner.pushToWorker(page)
  )(pushed);
  const name = `${visitor.firstName} ${visitor.lastName}`;
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: `${name}: ${chosenService.label}`,
        body: `${visitor.phone}\n${message.replace(/\s+/g, " ")}`,
        tag: expect.any(String),
      },
    ]);

  await alerts.getByRole("link", { name: "Quote requests" }).click();
  await expect(page).toHaveURL(`${owner.site}${inboxPath}`);
  const request = page.getByRole("list", { name: "Quote requests" }).getByRole("listitem");
  await expect(request.getByRole("heading", { name })).toBeVisible();
  expect(await request.getByText("Fence & gate").textContent()).toBe(message);
  expect(await pageProblems(page)).toEqual({ violations: [], sideways: 0 });

  // No signal: the page comes from the worker's cache and the request from this device.
  await context.setOffline(true);
  await page.reload();
  await expect(request.getByRole("heading", { name })).toBeVisible();
  expect(await request.getByText("Fence & gate").textContent()).toBe(message);
  await expect(request.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:+447700900999");
  await expect(request.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/447700900999\?text=/,
  );
  const reply = decodeMailto(
    (await request.getByRole("link", { name: `Reply by e-mail to ${name}` }).getAttribute("href")) ?? "",
  );
  expect(reply.address).toBe(visitor.email);
  expect(reply.values.body).toContain(`Message: ${message.replace("\n", "\r\n")}`);

  await expect.poll(lastBadge).toBe(1);
  await request.getByRole("button", { name: `Done with ${name}` }).click();
  await expect(page.getByText("None waiting.")).toBeVisible();
  await expect.poll(lastBadge).toBe(0);
  await expect(request).toHaveCount(0);
  await context.setOffline(false);
  // The devices page registered the inbox's worker, and the inbox ran its script, within their policies.
  expect(violations).toEqual([]);
});
