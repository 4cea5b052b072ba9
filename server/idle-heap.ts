// Gives the JavaScript heap back to the system once a burst of traffic is over.
//
// Under load V8 grows its heap to keep up and collects only when it runs out of room, so the garbage of the
// burst's last seconds stays in the heap, and in the process's resident memory, for as long as the server
// is quiet: nothing allocates, so nothing triggers a collection (Node gives V8 no idle notifications, so its
// memory reducer does not run). Measured after the bench's load: 201 MB of heap holding 165 MB of objects,
// unchanged after 30 quiet seconds, of which about 70 MB were alive (docs/performance.md).
//
// So a timer looks every few seconds: when the event loop was nearly idle over the last interval and the
// heap has grown well past what the previous collection left, it asks V8 for one full collection, which
// also returns the emptied pages. A busy server is never interrupted (V8 collects on its own then), and a
// quiet one with nothing to return is left alone.
import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

export type IdleHeapOptions = {
  /** How often the timer looks, in ms. */
  intervalMs: number;
  /** The event loop's busy share over an interval under which the server counts as quiet. */
  quietUtilization: number;
  /** How many bytes the heap must have grown since the last collection for one to be worth it. */
  minGrowthBytes: number;
};

export const idleHeapDefaults: IdleHeapOptions = {
  intervalMs: 5_000,
  quietUtilization: 0.05,
  minGrowthBytes: 32 * 1024 * 1024,
};

/** Whether a quiet interval should end in a collection (pure, for the tests). */
export function shouldCollect(
  {
    utilization,
    heapBytes,
    heapAfterLastCollection,
  }: {
    utilization: number;
    heapBytes: number;
    heapAfterLastCollection: number;
  },
  options: Pick<IdleHeapOptions, 'quietUtilization' | 'minGrowthBytes'> = idleHeapDefaults,
): boolean {
  return (
    utilization < options.quietUtilization && heapBytes - heapAfterLastCollection >= options.minGrowthBytes
  );
}

/**
 * V8's `gc()`: the one started with `--expose-gc`, or the same function exposed now. Node documents the flag
 * for V8 and leaves it to the embedder; setting it after start-up is honoured for contexts made afterwards.
 */
function exposedCollector(): Collect {
  const existing = (globalThis as { gc?: Collect }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Collect;
}

/** Starts the timer; returns a function that stops it. */
export function returnHeapWhenIdle(options: IdleHeapOptions = idleHeapDefaults): () => void {
  const collect = exposedCollector();
  let heapAfterLastCollection = getHeapStatistics().total_heap_size;
  let lastMark = performance.eventLoopUtilization();
  let collecting = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, lastMark);
    lastMark = now;
    const heapBytes = getHeapStatistics().total_heap_size;
    if (collecting || !shouldCollect({ utilization, heapBytes, heapAfterLastCollection }, options)) {
      // A heap that shrank on its own is the new reference.
      heapAfterLastCollection = Math.min(heapAfterLastCollection, heapBytes);
      return;
    }
    collecting = true;
    void collect({ type: 'major', execution: 'async' }).finally(() => {
      collecting = false;
      heapAfterLastCollection = getHeapStatistics().total_heap_size;
      // The collection's own time is not the visitors'.
      lastMark = performance.eventLoopUtilization();
    });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
