import type { Page } from "@playwright/test";

/** One layout shift: its CLS score, when it happened, and what moved from where to where. */
export type LayoutShift = { value: number; at: number; moved: string[] };
type Shifting = { layoutShifts: LayoutShift[] };

/**
 * Records every layout shift not caused by input from the page's first paint on, as the CLS
 * metric counts them. Call before `page.goto`; read them with `layoutShifts`. Each shift names
 * the elements that moved, so a failing assertion says what to fix.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: LayoutShift[] = [];
    (window as unknown as Shifting).layoutShifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(removed)";
      const classes = [...node.classList].slice(0, 3).join(".");
      const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `<${node.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}"`;
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      [x, y, width, height].map((n) => Math.round(n)).join(",");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as Shifting).layoutShifts);
}
