import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For each test of the calling suite: a fresh mock in the global fetch's place, and fake timers that still
 * move with the real clock, so a form's waits can be skipped while user events run as usual.
 */
export function mockFetchOnFakeTimers() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
