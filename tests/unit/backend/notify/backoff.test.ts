import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '@/backend/notify/backoff';

const minute = 60_000;

describe('the outbox backs off after each failed send', () => {
  it('waits 1, 5, 15 and 60 minutes, 3 hours, then every 6 hours', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 50].map((attempts) => retryDelayMs(attempts, minute) / minute);
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 360, 360]);
  });

  it('scales from the first wait (NOTIFY_FIRST_RETRY_SECONDS)', () => {
    expect(retryDelayMs(1, 1000)).toBe(1000);
    expect(retryDelayMs(3, 1000)).toBe(15_000);
  });
});
