import type { Page } from '@playwright/test';

export type Shift = {
  /** Every shift summed. */
  total: number;
  /** What moved, for the failure's message: the element, its box before and after, when (ms since start). */
  moved: string[];
};

/**
 * The page's layout shift since it started loading, and for `settleMs` more: every shift summed, as the
 * browser reports them (Cumulative Layout Shift without its session windows, so never less than CLS). As in
 * CLS, what moves within half a second of the visitor's own click or key is their doing, not counted.
 */
export function layoutShift(page: Page, settleMs = 500): Promise<Shift> {
  return page.evaluate(
    (ms) =>
      new Promise<Shift>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const box = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${node.classList[0]}` : ''}`
            : (node?.nodeName ?? 'a removed node');
        const shift: Shift = { total: 0, moved: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            shift.total += entry.value;
            for (const source of entry.sources)
              shift.moved.push(
                `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shift), ms);
      }),
    settleMs,
  );
}
