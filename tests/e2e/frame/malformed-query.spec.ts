import { rawRequest, requestBytes, type RawAnswer } from '../../support/raw-http';
import { expect, msg, test, type Locale } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// A page address with a query parameter nobody can read (a control character, broken percent-encoding) once
// got a bare English `400 text/plain`. It now redirects permanently to the same page without that parameter
// (server/query-redirect.ts, docs/routes.md): the page in its language, with its chrome and every parameter
// that could be read. Route handlers keep their JSON 400, Next's own paths their plain one. Raw requests, so
// the target is sent exactly as written.
const host = new URL(e2eSiteUrl).host;

function get(target: string, method = 'GET'): Promise<RawAnswer> {
  return rawRequest(
    e2eSiteUrl,
    requestBytes(`${method} ${target} HTTP/1.1`, [
      ['Host', host],
      ['Connection', 'close'],
    ]),
  );
}

function expectSecurityHeaders(answer: RawAnswer, target: string) {
  expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
  expect(answer.headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
}

test.describe('a malformed query parameter on a page', () => {
  for (const [target, to, locale, heading] of [
    ['/models?hair=%00', '/models', 'es', msg('es', 'Roster.models.title')],
    ['/en/models?eyes=%00', '/en/models', 'en', msg('en', 'Roster.models.title')],
    ['/models?hair=%ZZ', '/models', 'es', msg('es', 'Roster.models.title')],
    [`${pagePath('/about', 'es')}?x=%00`, pagePath('/about', 'es'), 'es', msg('es', 'About.heading')],
    [
      `${pagePath('/about', 'pt')}?x=%E0%A4%A&y=1`,
      `${pagePath('/about', 'pt')}?y=1`,
      'pt',
      msg('pt', 'About.heading'),
    ],
  ] as [string, string, Locale, string][]) {
    test(`${target} redirects to ${to}, the page in its language with its chrome`, async ({ page }) => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(target, method);
        expect(answer.status, `${method} ${target}`).toBe(308);
        expect(answer.fields.filter(([name]) => name === 'location')).toEqual([['location', to]]);
        expectSecurityHeaders(answer, target);
      }

      const response = await page.goto(target);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the filters that can be read are kept and applied', async ({ page }) => {
    await page.goto('/en/models?letter=a&hair=%00');
    expect(new URL(page.url()).search).toBe('?letter=a');
    await expect(
      page.getByRole('heading', { level: 1, name: msg('en', 'Roster.models.title') }),
    ).toBeVisible();
  });

  test('a route handler keeps its JSON 400 naming the parameter', async () => {
    for (const target of ['/api/talents?category=models&search=%00', '/api/posts?locale=%ZZ&page=1']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers['content-type'], target).toContain('application/json');
      expect(answer.headers.location, target).toBeUndefined();
      expectSecurityHeaders(answer, target);
    }
  });

  test('Next’s own paths keep their plain 400', async () => {
    for (const target of ['/_next/image?url=%00&w=64&q=75', '/_next/static/x.js?v=%ZZ']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers.location, target).toBeUndefined();
      expectSecurityHeaders(answer, target);
    }
  });
});
