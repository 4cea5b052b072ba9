// @vitest-environment node
import { getHeapStatistics } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { idleHeapDefaults, returnHeapWhenIdle, shouldCollect } from '@/server/idle-heap';

const MB = 1024 * 1024;

describe('when the heap is given back', () => {
  it('collects only when the server was quiet and the heap grew by the threshold', () => {
    const grown = { heapBytes: 200 * MB, heapAfterLastCollection: 100 * MB };
    expect(shouldCollect({ ...grown, utilization: 0.01 })).toBe(true);
    // Busy: V8 collects on its own, and a full collection would stall visitors.
    expect(shouldCollect({ ...grown, utilization: 0.5 })).toBe(false);
    expect(shouldCollect({ ...grown, utilization: idleHeapDefaults.quietUtilization })).toBe(false);
    // Quiet, but nothing worth returning.
    expect(shouldCollect({ heapBytes: 120 * MB, heapAfterLastCollection: 100 * MB, utilization: 0 })).toBe(
      false,
    );
    expect(shouldCollect({ heapBytes: 132 * MB, heapAfterLastCollection: 100 * MB, utilization: 0 })).toBe(
      true,
    );
  });
});

describe('returnHeapWhenIdle', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('shrinks a heap that a burst grew, once the event loop is quiet', async () => {
    stop = returnHeapWhenIdle({ intervalMs: 100, quietUtilization: 0.5, minGrowthBytes: 16 * MB });
    // A burst: objects that live long enough to reach the old generation, then are dropped.
    const burst: { values: number[]; label: string }[][] = [];
    for (let round = 0; round < 8; round++) {
      burst.push(Array.from({ length: 50_000 }, (_, i) => ({ values: [i, round], label: `item ${i}` })));
    }
    const grown = getHeapStatistics().total_heap_size;
    // Dropped: nothing refers to the burst's objects any more.
    burst.length = 0;

    const deadline = Date.now() + 5_000;
    while (getHeapStatistics().total_heap_size > grown - 16 * MB && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(getHeapStatistics().total_heap_size).toBeLessThanOrEqual(grown - 16 * MB);
  });
});
