import type { Page } from "@playwright/test";

type Shifting = { layoutShifts: number[] };

/**
 * Records every layout shift not caused by input from the page's first paint on, as the CLS
 * metric counts them. Call before `page.goto`; read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Shifting).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far, each a CLS score. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as Shifting).layoutShifts);
}
