import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { budgetLeftMs, callTimer } from '@/lib/api/budget';

const callTimeoutMs = (timeoutMs: number, now?: number) => callTimer(timeoutMs, now).ms;
import { apiFetch } from '@/lib/api/fetch';
import type { ApiRequest } from '@/lib/api/request';
import { requestContext } from '@/lib/ops/request-context';
import { apiFailure } from '../../support/api-failure';

const schema = z.object({ ok: z.boolean() });
const slowCall: ApiRequest = { baseUrl: 'http://backend.test/mf', path: '/api/slow', timeoutMs: 200 };

/** A back end that never answers: each call ends when its timer aborts it. */
function neverAnswering() {
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the back-end budget of a page', () => {
  it('keeps the per-call timeout outside a page', () => {
    expect(budgetLeftMs()).toBe(Infinity);
    expect(callTimeoutMs(8000)).toBe(8000);
    expect(requestContext.run({ requestId: 'api-route' }, () => callTimeoutMs(8000))).toBe(8000);
  });

  it('starts at the first call and cuts the later ones to what is left', () => {
    const context = { requestId: 'page', backendBudget: { ms: 8000 } };
    requestContext.run(context, () => {
      expect(callTimeoutMs(8000, 1000)).toBe(8000);
      expect(callTimeoutMs(8000, 6000)).toBe(3000);
      expect(callTimeoutMs(1000, 6000)).toBe(1000);
      expect(callTimeoutMs(8000, 9500)).toBe(0);
    });
    expect(context.backendBudget).toEqual({ ms: 8000, endsAt: 9000 });
  });

  it('ends calls made one after another within the budget together, not one timeout each', async () => {
    // A clock of the test's own: the budget reads performance.now(), the calls' timers setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const fetch = neverAnswering();
      const work = requestContext.run({ requestId: 'page', backendBudget: { ms: 300 } }, async () => {
        const found: string[] = [];
        for (let i = 0; i < 4; i++) found.push((await apiFailure(apiFetch(slowCall, schema))).message);
        return found;
      });
      await vi.advanceTimersByTimeAsync(300);
      // 200 ms, then the 100 ms left; the calls after that are not sent at all (four timeouts of 200 ms
      // each would still be waiting).
      expect(await work).toEqual([
        expect.stringMatching(/did not answer within 200 ms$/),
        expect.stringMatching(/did not answer within 100 ms$/),
        expect.stringMatching(/not sent: the page's back-end time is up$/),
        expect.stringMatching(/not sent: the page's back-end time is up$/),
      ]);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends when the call that had the rest of it times out, even before the clock says so', async () => {
    // Node's timers run on the event loop's cached clock and can fire a few milliseconds before
    // performance.now() reaches the budget's end; here the timers are fake and the clock does not move at all.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = neverAnswering();
      const work = requestContext.run({ requestId: 'page', backendBudget: { ms: 150 } }, async () => [
        (await apiFailure(apiFetch(slowCall, schema))).kind,
        (await apiFailure(apiFetch(slowCall, schema))).kind,
      ]);
      await vi.advanceTimersByTimeAsync(150);
      expect(await work).toEqual(['timeout', 'timeout']);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
