import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson } from '../../support/json';

// The route handler called directly; only next/cache is replaced, to see which tags it revalidates.
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag, unstable_cache: (fn: unknown) => fn }));

const { POST } = await import('@/app/api/revalidate/route');
const { env } = await import('@/lib/env');

function call(body: unknown, secret: string | null = env.REVALIDATE_SECRET) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (secret !== null) headers.set('x-revalidate-secret', secret);
  return POST(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  revalidateTag.mockClear();
});

describe('POST /api/revalidate', () => {
  it('refuses a missing or wrong secret with 401 and revalidates nothing', async () => {
    for (const secret of [null, '', 'wrong', `${env.REVALIDATE_SECRET}x`]) {
      const response = await call({ tags: ['posts'] }, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toHaveProperty('message');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body that is not a list of known tags with 400', async () => {
    for (const body of [
      'not json',
      {},
      { tags: [] },
      { tags: ['posts', 'passwords'] },
      { tags: 'posts' },
      { tags: ['posts'], expire: 'later' },
    ]) {
      const response = await call(body);
      expect(response.status).toBe(400);
      expect((await readJson<{ message: string }>(response)).message).toContain('tags');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates each known tag once, serving stale content meanwhile', async () => {
    const response = await call({ tags: ['posts', 'talents', 'posts'] });
    expect(response.status).toBe(200);
    expect((await readJson<{ revalidated: string[] }>(response)).revalidated).toEqual(['posts', 'talents']);
    expect(revalidateTag.mock.calls).toEqual([
      ['posts', 'max'],
      ['talents', 'max'],
    ]);
  });

  it('expires at once when asked, so the next request renders afresh', async () => {
    const response = await call({ tags: ['talents'], expire: 'now' });
    expect(response.status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([['talents', { expire: 0 }]]);
  });
});
