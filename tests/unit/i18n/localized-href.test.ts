import { describe, expect, it } from 'vitest';
import { isAppPathname, localizedHref } from '@/lib/i18n/localized-href';
import { withoutLocalePrefix } from '@/lib/i18n/locale-routes';
import { locales, pathnames, routing, type AppPathname } from '@/lib/i18n/routing';
import { pageName, pagePath, staticPagePaths } from '@/tests/support/paths';

describe('routing', () => {
  it('has es (default, unprefixed), en and pt, with no detection and no cookie', () => {
    expect(locales).toEqual(['es', 'en', 'pt']);
    expect(routing.defaultLocale).toBe('es');
    expect(routing.localePrefix).toBe('as-needed');
    expect(routing.localeDetection).toBe(false);
    expect(routing.localeCookie).toBe(false);
  });

  it('gives every page of docs/routes.md its localized names: one in each locale, each naming one page', () => {
    expect(routing.pathnames).toEqual(pathnames);
    for (const pathname of ['/reachout', '/contact', '/about', '/be-a-model', '/favorites'] as const) {
      expect(Object.keys(pathnames[pathname]).sort(), pathname).toEqual([...locales].sort());
    }
    for (const locale of locales) {
      const names = staticPagePaths()
        .filter((page) => page.locale === locale)
        .map((page) => pageName(page.pathname, locale));
      expect(new Set(names).size, locale).toBe(names.length);
      for (const name of names) expect(name, locale).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });
});

describe('localizedHref', () => {
  it.each([
    ['/about', {}, 'es', pagePath('/about', 'es')],
    ['/about', {}, 'en', pagePath('/about', 'en')],
    ['/about', {}, 'pt', pagePath('/about', 'pt')],
    ['/', {}, 'es', '/'],
    ['/', {}, 'en', '/en'],
    ['/reachout', { locale: 'pt' }, 'en', pagePath('/reachout', 'en')],
    ['/favorites', { locale: 'en' }, 'es', pagePath('/favorites', 'es')],
    ['/favorites', { locale: 'es' }, 'en', pagePath('/favorites', 'en')],
    ['/news/[slug]', { locale: 'es', slug: 'semana-de-la-moda' }, 'pt', '/pt/news/semana-de-la-moda'],
    ['/[category]', { locale: 'en', category: 'models' }, 'es', '/models'],
    [
      '/[category]/[id]/[name]',
      { locale: 'es', category: 'talents', id: '12', name: 'ana-torres' },
      'en',
      '/en/talents/12/ana-torres',
    ],
  ] as const)('%s %o in %s is %s', (pathname, params, locale, expected) => {
    expect(localizedHref({ pathname, params, locale })).toBe(expected);
  });

  it('keeps a path that is no route, with the other locale prefix', () => {
    expect(
      localizedHref({
        pathname: '/xx/models',
        params: { locale: 'es', rest: ['xx', 'models'] },
        locale: 'en',
      }),
    ).toBe('/en/xx/models');
    expect(localizedHref({ pathname: '/xx/models', params: null, locale: 'es' })).toBe('/xx/models');
  });

  it('keeps the visible path of a page that only looks like a route (the 404 page of /en/nothing)', () => {
    // next-intl matches `/nothing` against `/[category]`, but the page has no category param.
    expect(
      localizedHref({
        pathname: '/[category]',
        params: { locale: 'en' },
        locale: 'pt',
        visiblePath: '/nothing',
      }),
    ).toBe('/pt/nothing');
    expect(
      localizedHref({
        pathname: '/[category]',
        params: { locale: 'en' },
        locale: 'es',
        visiblePath: '/nothing',
      }),
    ).toBe('/nothing');
    expect(
      localizedHref({
        pathname: '/news/[slug]',
        params: { locale: 'en' },
        locale: 'pt',
        visiblePath: '/news/x/y',
      }),
    ).toBe('/pt/news/x/y');
  });

  it('knows which pathnames are routes', () => {
    expect(isAppPathname('/news/[slug]')).toBe(true);
    expect(isAppPathname(pageName('/about', 'es'))).toBe(false);
    expect(isAppPathname('toString')).toBe(false);
  });
});

// The tests read visible URLs from tests/support/paths.ts; here that helper is held to next-intl's own
// getPathname (through localizedHref), which the site's links use, so the two cannot drift apart.
describe('pagePath agrees with the site’s links', () => {
  it.each(staticPagePaths())('$pathname in $locale is $path', ({ pathname, locale, path }) => {
    expect(localizedHref({ pathname, params: {}, locale })).toBe(path);
  });

  it.each([
    ['/news/[slug]', { slug: 'semana-de-la-moda' }],
    ['/[category]', { category: 'models' }],
    ['/[category]/[id]/[name]', { category: 'talents', id: '12', name: 'ana-torres' }],
  ] as [AppPathname, Record<string, string>][])('fills %s from %o in every locale', (pathname, params) => {
    for (const locale of locales) {
      expect(localizedHref({ pathname, params, locale }), locale).toBe(pagePath(pathname, locale, params));
    }
  });
});

describe('withoutLocalePrefix', () => {
  it.each([
    ['/en/models', '/models'],
    ['/pt', '/'],
    ['/models', '/models'],
    ['/', '/'],
    ['/english', '/english'],
    ['/es/x', '/es/x'],
  ])('%s → %s', (path, expected) => {
    expect(withoutLocalePrefix(path)).toBe(expected);
  });
});
