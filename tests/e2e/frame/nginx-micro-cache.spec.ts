import type { APIResponse } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// The shipped nginx front keeps what the site marks shareable for a second (deploy/nginx.conf, location /)
// and says what it did in X-Cache-Status. Checked through it in the second run, against the real site.
test.describe('the nginx micro-cache', () => {
  test.skip(!behindNginx, 'only through nginx');

  const cacheStatus = (answer: APIResponse) => answer.headers()['x-cache-status'];

  test('serves a cached page from its cache', async ({ request }) => {
    await expect
      .poll(async () => {
        const answer = await request.get(pagePath('/about', 'en'));
        expect(answer.status()).toBe(200);
        return cacheStatus(answer);
      })
      .toBe('HIT');
  });

  test('never gives an RSC payload for a document, nor a document for an RSC request', async ({
    request,
  }) => {
    const seen = { html: new Set<string>(), rsc: new Set<string>() };
    // Alternating asks for the same URL: each kind comes from the cache at least once, and always as itself.
    for (let i = 0; i < 6; i++) {
      const html = await request.get('/en/news');
      expect(html.headers()['content-type']).toContain('text/html');
      expect(await html.text()).toMatch(/^<!DOCTYPE html>/i);
      seen.html.add(cacheStatus(html) ?? '');
      const rsc = await request.get('/en/news', { headers: { RSC: '1' } });
      expect(rsc.headers()['content-type']).toContain('text/x-component');
      expect(await rsc.text()).not.toMatch(/<!DOCTYPE html>/i);
      seen.rsc.add(cacheStatus(rsc) ?? '');
    }
    expect(seen.html).toContain('HIT');
    expect(seen.rsc).toContain('HIT');
  });

  test('never keeps a form answer, a 404 or a page rendered per request', async ({ request }) => {
    const twice = async (ask: () => Promise<APIResponse>) => [await ask(), await ask()];
    const posts = await twice(() => request.post('/api/contact', { data: {} }));
    const missing = await twice(() => request.get('/en/no-such-page-for-the-cache'));
    const searches = await twice(() => request.get('/en/models?q=ana'));
    for (const answer of [...posts, ...missing, ...searches]) expect(cacheStatus(answer)).not.toBe('HIT');
    expect(posts[1]!.status()).toBeGreaterThanOrEqual(400);
    expect(missing[1]!.status()).toBe(404);
    expect(searches[1]!.status()).toBe(200);
    expect(searches[1]!.headers()['cache-control']).toMatch(/private|no-store/);
    // The search's answer passed the cache and was refused by it: MISS, never HIT.
    expect(cacheStatus(searches[1]!)).toBe('MISS');
  });
});
