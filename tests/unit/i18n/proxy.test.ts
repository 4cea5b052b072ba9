import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server.js';
import { NextRequest } from 'next/server.js';
import { describe, expect, it } from 'vitest';
import { localeRoutedHeader } from '@/lib/i18n/locale-router';
import { staffPaths } from '@/lib/staff/paths';
import { staffUploads } from '@/lib/staff/uploads';
import { config, proxy } from '@/proxy';
import { pageName, pagePath } from '@/tests/support/paths';
import { defaultPrefixRedirects } from '@/tests/support/routing-table';

function call(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers }));
}

function pathOf(location: string | null): string | null {
  return location && new URL(location).pathname + new URL(location).search;
}

describe('the proxy strips the default locale prefix', () => {
  it.each([
    ['/es', '/'],
    ['/es/', '/'],
    ['/es/models', '/models'],
    [`/es${pageName('/about', 'es')}`, pagePath('/about', 'es')],
    // A page name of another locale after the prefix: the canonical URL in one hop.
    [`/es${pageName('/about', 'en')}`, pagePath('/about', 'es')],
    [`/es${pageName('/contact', 'en')}`, pagePath('/contact', 'es')],
    [`/es${pageName('/favorites', 'en')}`, pagePath('/favorites', 'es')],
    ['/es/news?page=2', '/news?page=2'],
    ['/es/models/12/ana-torres', '/models/12/ana-torres'],
    // The names es had before its Spanish ones, and their subpages.
    ...defaultPrefixRedirects,
  ])('%s answers a permanent redirect to %s', (from, to) => {
    const response = call(from);
    expect(response.status).toBe(308);
    expect(pathOf(response.headers.get('location'))).toBe(to);
  });

  it.each(['/es//evil.example', '/es/\\evil.example', '/es///evil.example/x'])(
    'never redirects %s off the site',
    (from) => {
      const location = new URL(call(from).headers.get('location') ?? '');
      expect(location.hostname).not.toContain('evil');
      expect(location.pathname).toMatch(/^\/[^/\\]/);
    },
  );

  it('sets no cookie', () => {
    expect(call('/es/models').headers.get('set-cookie')).toBeNull();
  });
});

describe('proxy matcher: only the paths that need code', () => {
  it.each(['/es', '/es/models', '/es/news/x'])('runs on %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it.each([
    '/',
    '/models',
    '/en',
    pagePath('/contact', 'en'),
    pagePath('/about', 'pt'),
    '/especial',
    '/api/contact',
    '/_next/static/chunks/a.js',
    '/robots.txt',
  ])('skips %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
  });

  // The production front hands Next a page's route folder (`/nosotros` as `/es/about`), marked.
  it.each(['/es', '/es/about', '/es/models/12/ana-torres'])('skips %s routed by the front', (url) => {
    const headers = { [localeRoutedHeader]: '1' };
    expect(unstable_doesMiddlewareMatch({ config, url, headers })).toBe(false);
  });

  it('still guards the staff area, marked or not', () => {
    const headers = { [localeRoutedHeader]: '1' };
    expect(unstable_doesMiddlewareMatch({ config, url: '/staff/talents', headers })).toBe(true);
  });

  // Next reads the whole body of a request its proxy runs on, and keeps a copy, before the route sees it:
  // an upload route must get its body as it streams in, to refuse it unread (lib/staff/route-handler.ts).
  const uploads = Object.values(staffUploads).map(({ route }) => route.replace('[id]', '12'));

  it.each(uploads)('skips the upload route %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
  });

  it.each([
    '/staff',
    '/staff/',
    '/staff/talents/12',
    '/staff/files/12',
    '/staff/api/sign-in',
    staffPaths.api.uploadTooLarge,
    ...uploads.map((url) => `${url}/`),
  ])('runs on the rest of the staff area: %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });
});
