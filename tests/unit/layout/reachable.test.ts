import { describe, expect, it, vi } from 'vitest';
import { isReachable } from '@/components/navigation/progress/reachable';

describe('isReachable', () => {
  it('counts any answer of the site as reachable, an error page too', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isReachable('/en/news')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/en/news',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store', redirect: 'manual' }),
    );
  });

  it('counts a network failure as unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await isReachable('/en/news')).toBe(false);
  });

  it('counts no answer within the time as unreachable', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    vi.stubGlobal('fetch', hanging);
    expect(await isReachable('/en/news', 20)).toBe(false);
  });
});
