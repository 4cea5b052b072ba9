import { expect, msg, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { localeOfPath } from '@/lib/i18n/locale-routes';
import { foreignPath, pageName, pagePath } from '@/tests/support/paths';
import { defaultPrefixRedirects, spanishNames } from '@/tests/support/routing-table';

// Redirects are asserted on the raw answer (no redirect following), so the status is the proxy's own.
test.describe('locale routing', () => {
  for (const [from, to] of [
    ['/es/models', '/models'],
    [foreignPath('/contact', 'en', 'es')!, pagePath('/contact', 'en')],
    [foreignPath('/contact', 'es', 'en')!, pagePath('/contact', 'es')],
    [foreignPath('/about', 'pt', 'en')!, pagePath('/about', 'pt')],
    [foreignPath('/favorites', 'es', 'en')!, pagePath('/favorites', 'es')],
    [foreignPath('/favorites', 'en', 'es')!, pagePath('/favorites', 'en')],
    ['/es', '/'],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  // docs/decisions/0042: the names es had before its Spanish ones land on the Spanish pages.
  for (const [from, status, to] of spanishNames) {
    test(`${from} answers ${status}${status === 308 ? ` to ${to}` : ''}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      if (status === 308) {
        const location = new URL(response.headers()['location']!, 'http://x');
        expect(location.pathname + location.search).toBe(to);
      } else {
        expect(await response.text()).toContain(`<html lang="${localeOfPath(from)}"`);
      }
    });
  }

  for (const [from, to] of defaultPrefixRedirects) {
    test(`${from} redirects to ${to} in one hop`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    });
  }

  test('an Accept-Language header does not redirect /', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.status()).not.toBe(307);
    expect(response.status()).not.toBe(308);
  });
});

test.describe('404 pages', () => {
  for (const [path, locale] of [
    ['/fr', 'es'],
    ['/xx/models', 'es'],
    ['/models/abc/x', 'es'],
    ['/en/no-such-page', 'en'],
    ['/pt/no-such-page/at-all', 'pt'],
  ] as const) {
    test(`${path} answers 404 with the ${locale} page text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: msg(locale, 'NotFound.message') }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }

  test('the English 404 reads the specification text, with Return and HOME', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('link', { name: msg('en', 'Common.back') })).toBeVisible();
    await page.getByRole('link', { name: msg('en', 'Common.home'), exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('Return goes back to the previous page of the site, and home without one', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/no-such-page$/);
    await page.getByRole('link', { name: msg('pt', 'Common.back') }).click();
    await expect(page).toHaveURL(/\/en\/no-such-page$/);

    await page.goto('/pt/other-missing-page');
    await page.getByRole('link', { name: msg('pt', 'Common.back') }).click();
    await expect(page).toHaveURL(/\/pt$/);
  });

  test('a path outside the locale tree answers 404', async ({ request }) => {
    const response = await request.get('/missing-file.php');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });
});

test.describe('behind any proxy', () => {
  for (const path of ['/', pagePath('/about', 'es'), '/models', '/news', '/en', pagePath('/about', 'pt')]) {
    test(`${path} renders in process whatever X-Forwarded-Proto and -Port say`, async ({ request }) => {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-port': '8443',
          'x-site-rewritten': '1',
        },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<html lang="(es|en|pt)"/);
    });
  }

  test('a Host or X-Forwarded-Host that is not the site’s is refused before routing', async ({ request }) => {
    // Behind nginx a forwarded host is nginx's own, replacing the visitor's: only Host can be foreign there.
    const forged = behindNginx ? [] : [{ 'x-forwarded-host': 'evil.example' }];
    for (const headers of [{ host: 'agency.example' }, ...forged]) {
      const response = await request.get(pagePath('/about', 'es'), { maxRedirects: 0, headers });
      const which = JSON.stringify(headers);
      expect(response.status(), which).toBe(421);
      expect(response.headers()['set-cookie'], which).toBeUndefined();
      expect(response.headers()['x-frame-options'], which).toBe('DENY');
      expect(response.headers()['content-security-policy'], which).toBeTruthy();
    }
  });

  test('a redirect never names a host, only a path', async ({ request }) => {
    const response = await request.get(`/es${pageName('/about', 'en')}`, {
      maxRedirects: 0,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).not.toContain('evil.example');
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(pagePath('/about', 'es'));
  });

  test('the image optimizer fetches only the media origins: any other URL is a 400 with the security headers', async ({
    request,
  }) => {
    for (const url of [
      'http://127.0.0.1:22/x.png',
      'http://127.0.0.1:4100/panel/api/slides/home',
      '//evil.example/a.png',
      'file:///etc/passwd',
    ]) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(response.status(), url).toBe(400);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
