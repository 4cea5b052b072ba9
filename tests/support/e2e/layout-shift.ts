import type { Page } from '@playwright/test';

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/**
 * The page's layout shift since it started loading, and for `settleMs` more: every shift summed, as the
 * browser reports them (Cumulative Layout Shift without its session windows, so never less than CLS). As in
 * CLS, what moves within half a second of the visitor's own click or key is their doing, not counted.
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settleMs,
  );
}
