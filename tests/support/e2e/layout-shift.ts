import type { Page } from '@playwright/test';

export type Shift = {
  /** Every shift summed. */
  total: number;
  /** What moved, for the failure's message: the element, its box before and after, when (ms since start). */
  moved: string[];
};

/**
 * The page's layout shift since it started loading, until it has settled, and for `settleMs` more: every
 * shift summed, as the browser reports them (Cumulative Layout Shift without its session windows, so never
 * less than CLS). As in CLS, what moves within half a second of the visitor's own click or key is their
 * doing, not counted.
 *
 * Settled is: the load is over, and then the page has passed rounds of two frames and an idle moment of its
 * main thread (no task waiting: hydration, its effects and the renders they cause run in tasks), until a
 * round brings no new shift and no new resource (a chunk or a picture fetched by what ran). A shift is
 * reported on the frame that paints it, so what the last work moved is counted in that round's frames.
 */
export function layoutShift(page: Page, settleMs = 0): Promise<Shift> {
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
        let entries = 0;
        const add = (list: PerformanceEntryList) => {
          for (const entry of list as Entry[]) {
            entries += 1;
            if (entry.hadRecentInput) continue;
            shift.total += entry.value;
            for (const source of entry.sources)
              shift.moved.push(
                `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              );
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });

        const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
        const idle = () =>
          new Promise<boolean>((done) =>
            requestIdleCallback((deadline) => done(!deadline.didTimeout), { timeout: 1000 }),
          );
        const loaded = () =>
          document.readyState === 'complete'
            ? Promise.resolve()
            : new Promise<void>((done) => addEventListener('load', () => done(), { once: true }));
        const resources = () => performance.getEntriesByType('resource').length;
        void (async () => {
          await loaded();
          let before = { entries: -1, resources: -1 };
          for (;;) {
            await frame();
            await frame();
            const quiet = await idle();
            add(observer.takeRecords());
            const now = { entries, resources: resources() };
            if (quiet && now.entries === before.entries && now.resources === before.resources) break;
            before = now;
          }
          if (ms > 0) await new Promise((done) => setTimeout(done, ms));
          add(observer.takeRecords());
          observer.disconnect();
          resolve(shift);
        })();
      }),
    settleMs,
  );
}
