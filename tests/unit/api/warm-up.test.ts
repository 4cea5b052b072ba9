import { afterEach, describe, expect, it, vi } from 'vitest';
import { services, warmUpTokens } from '@/lib/api/services';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmUpTokens', () => {
  it('returns at once while the back end is down, and keeps trying in the background', async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        attempts += 1;
        return Promise.reject(new TypeError('fetch failed'));
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = vi.spyOn(services().panel.keeper, 'warmUp');
    expect(warmUpTokens()).toBeUndefined();
    expect(pending).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(4), { timeout: 3000 });
    expect(error).not.toHaveBeenCalled();
  });
});
