import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx, e2eSiteUrl } from '../../support/e2e/servers';
import { escapeRegExp, pagePath } from '@/tests/support/paths';

// What the shipped nginx front (deploy/nginx.conf) adds, checked through it in the second run.
test.describe('the nginx front', () => {
  test.skip(!behindNginx, 'only through nginx');

  test('moves plain HTTP to HTTPS, and tells the site the request came over HTTPS', async ({
    request,
    page,
  }) => {
    const about = pagePath('/about', 'en');
    const plain = await request.get(
      `http://127.0.0.1:${process.env.E2E_NGINX_HTTP_PORT ?? 3080}${about}?x=1`,
      { maxRedirects: 0 },
    );
    expect(plain.status()).toBe(301);
    expect(plain.headers()['location']).toMatch(
      new RegExp(`^https://127\\.0\\.0\\.1(:\\d+)?${escapeRegExp(about)}\\?x=1$`),
    );
    // The forms' origin check accepts the HTTPS origin it sees through the forwarded headers.
    await page.goto(pagePath('/contact', 'en'));
    expect(page.url().startsWith(e2eSiteUrl)).toBe(true);
  });

  test('compresses text and keeps hashed assets for a long time', async ({ request }) => {
    const html = await request.get('/en', { headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    await request.get(script!);
    const again = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers()['x-cache']).toBe('HIT');
    expect(again.headers()['cache-control']).toContain('immutable');
    expect(again.headers()['content-encoding']).toBe('gzip');
  });

  test('answers what it refuses itself with the security headers', async ({ request }) => {
    const tooLarge = await request.post('/api/contact', {
      data: 'x'.repeat(100_000),
      headers: { 'content-type': 'text/plain' },
    });
    expect(tooLarge.status()).toBe(413);
    expect(tooLarge.headers()['x-content-type-options']).toBe('nosniff');
    const trace = await request.fetch('/en', { method: 'TRACE' });
    expect(trace.status()).toBe(405);
    expect(trace.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
    expect(trace.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('keeps its internal pages to itself: asked from outside, a 404 with the security headers', async ({
    request,
  }) => {
    for (const path of [
      '/.agency-not-found/en',
      '/.agency-unavailable/en.html',
      '/.agency-error/503',
      '/page-not-found',
      '/en/page-not-found',
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(404);
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('tells browsers to check a page before reusing it, beside what Next.js tells shared caches', async ({
    request,
  }) => {
    const page = await request.get(pagePath('/about', 'en'));
    expect(page.headers()['cache-control']).toContain('s-maxage=');
    expect(page.headers()['cache-control']).toContain('max-age=0, must-revalidate');
    const form = await request.post('/api/contact', { data: {}, headers: { origin: e2eSiteUrl } });
    expect(form.headers()['cache-control'] ?? '').not.toContain('must-revalidate');
  });
});
