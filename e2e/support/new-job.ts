import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { jobKinds, type JobKind } from "../../app/owner/new-job/job";
import { words } from "../../app/owner/new-job/words";
import { galleryFields } from "../../app/content/schema/galleries";

/** The phone sizes the job page is designed for, narrowest first. */
export const jobPhones = [
  { name: "360x780", viewport: { width: 360, height: 780 } },
  { name: "390x844", viewport: { width: 390, height: 844 } },
].map((each) => ({ ...each, use: { viewport: each.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } }));

export type JobInput = {
  kind: JobKind;
  photos: Buffer[];
  what: string;
  town: string;
  alt: string;
  focus?: keyof typeof words.focuses;
};

/** What the owner sees on each step: nothing wider than the phone, and nothing axe finds. */
export async function expectStepFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "sideways scroll").toBe(0);
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

const stepHeading = (page: Page, step: number) => page.getByRole("heading", { level: 2, name: words.steps[step] });
export const nextButton = (page: Page) => page.getByRole("button", { name: words.next, exact: true });

/** Steps one and two: the kind, then each photo from the phone's library, prepared. */
export async function pickKindAndPhotos(page: Page, job: JobInput) {
  await page.getByRole("button", { name: new RegExp(`^${words.kinds[job.kind].name}`) }).click();
  await expect(stepHeading(page, 1)).toBeFocused();
  for (const [index, shot] of jobKinds[job.kind].shots.entries()) {
    const group = page.getByRole("group", { name: words.shots[shot] });
    await group
      .getByLabel(words.choosePhoto)
      .setInputFiles({ name: `IMG_04${index}.JPG`, mimeType: "image/jpeg", buffer: job.photos[index] as Buffer });
    await expect(group.getByText(words.removed)).toBeVisible({ timeout: 20_000 });
  }
  await expectStepFits(page);
  await nextButton(page).click();
}

/** Step three: the caption from its words and a town offered, and the alt text; ends on step four. */
export async function writeWords(page: Page, job: JobInput) {
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByLabel(galleryFields.caption.label).fill(job.what);
  // A town the captions use less sits behind "More towns".
  const town = page.getByRole("button", { name: job.town, exact: true });
  if (!(await town.isVisible())) await page.getByRole("button", { name: /^More towns/ }).click();
  await town.click();
  await expect(page.getByLabel(galleryFields.caption.label)).toHaveValue(`${job.what}, ${job.town}`);
  await page.getByLabel(galleryFields.alt.label).fill(job.alt);
  await expectStepFits(page);
  await nextButton(page).click();
  // The words are checked before the next step shows: a Next pressed before then is this step's.
  await expect(stepHeading(page, 3)).toBeVisible();
}

/** Steps four and five: the part to keep, and first in the gallery as it comes. */
async function keepPartAndPlace(page: Page, job: JobInput) {
  await expect(stepHeading(page, 3)).toBeVisible();
  if (job.focus) await page.getByRole("radio", { name: words.focuses[job.focus] }).check({ force: true });
  await expectStepFits(page);
  await nextButton(page).click();
  await expect(stepHeading(page, 4)).toBeVisible();
  // First by default, among every job of its gallery and itself.
  const order = page.getByRole("list", { name: words.steps[4] }).getByRole("listitem");
  await expect(order.first()).toContainText(words.position(1, await order.count()));
  await expectStepFits(page);
  await nextButton(page).click();
  await expect(stepHeading(page, 5)).toBeVisible();
}

/** Every step from the kind of job to the last, where the job is ready to send. */
export async function fillInJob(page: Page, job: JobInput) {
  await pickKindAndPhotos(page, job);
  await writeWords(page, job);
  await keepPartAndPlace(page, job);
}

/** Whether the page's send and its worker's have both finished: no one holds or waits for the send's lock. */
export const sendsSettled = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return held.length + pending.length;
  });
