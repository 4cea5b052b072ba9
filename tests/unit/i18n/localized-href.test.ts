import { describe, expect, it } from 'vitest';
import { isAppPathname, localizedHref } from '@/lib/i18n/localized-href';
import { withoutLocalePrefix } from '@/lib/i18n/locale-routes';
import { locales, pathnames, routing } from '@/lib/i18n/routing';

describe('routing', () => {
  it('has es (default, unprefixed), en and pt, with no detection and no cookie', () => {
    expect(locales).toEqual(['es', 'en', 'pt']);
    expect(routing.defaultLocale).toBe('es');
    expect(routing.localePrefix).toBe('as-needed');
    expect(routing.localeDetection).toBe(false);
    expect(routing.localeCookie).toBe(false);
  });

  it('gives every page of docs/routes.md its localized names', () => {
    expect(pathnames['/reachout']).toEqual({ es: '/alcanzar', en: '/reachout', pt: '/alcanzar' });
    expect(pathnames['/contact']).toEqual({ es: '/contato', en: '/contact', pt: '/contato' });
    expect(pathnames['/about']).toEqual({ es: '/sobre', en: '/about', pt: '/sobre' });
    expect(pathnames['/be-a-model']).toEqual({
      es: '/seja-um-modelo',
      en: '/be-a-model',
      pt: '/seja-um-modelo',
    });
    expect(pathnames['/favorites']).toEqual({ es: '/favoritos', en: '/favorites', pt: '/favoritos' });
  });
});

describe('localizedHref', () => {
  it.each([
    ['/about', {}, 'es', '/sobre'],
    ['/about', {}, 'en', '/en/about'],
    ['/about', {}, 'pt', '/pt/sobre'],
    ['/', {}, 'es', '/'],
    ['/', {}, 'en', '/en'],
    ['/reachout', { locale: 'pt' }, 'en', '/en/reachout'],
    ['/favorites', { locale: 'en' }, 'es', '/favoritos'],
    ['/favorites', { locale: 'es' }, 'en', '/en/favorites'],
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
    expect(isAppPathname('/sobre')).toBe(false);
    expect(isAppPathname('toString')).toBe(false);
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
