import { describe, expect, it } from 'vitest';
import { localeRouter } from '@/lib/i18n/locale-router';
import { locales } from '@/lib/i18n/pathnames';
import { routeFolderTemplate, visiblePathOf } from '@/lib/i18n/rendered-path';
import { pagePath, staticPagePaths } from '@/tests/support/paths';

// The production front has Next render a page with its route folder's path; the browser shows the visible
// one. Both must read as the same page and address, or the server's language links differ from the browser's.
const routeFolderOf = (visible: string) => {
  const routed = localeRouter()(visible);
  return routed && 'rewrite' in routed ? routed.rewrite.split('?')[0]! : visible;
};

describe('a page rendered under its route folder’s path reads as its visible address', () => {
  it.each(staticPagePaths())('$path', ({ pathname, locale, path }) => {
    const folder = routeFolderOf(path);
    expect(visiblePathOf(folder, locale)).toBe(path);
    expect(visiblePathOf(path, locale)).toBe(path);
    expect(routeFolderTemplate(folder, locale) ?? pathname).toBe(pathname);
  });

  it.each(locales)('the filtered roster in %s reads as the roster', (locale) => {
    const roster = pagePath('/[category]', locale, { category: 'models' });
    const folder = routeFolderOf(`${roster}?q=ana`);
    expect(folder).toMatch(/\/models\/search$/);
    expect(visiblePathOf(folder, locale)).toBe(roster);
    expect(routeFolderTemplate(folder, locale)).toBe('/[category]');
  });

  it.each([
    ['/es/nothing', 'es', '/nothing'],
    ['/es/nosotros/x', 'es', '/nosotros/x'],
    ['/en/nothing', 'en', '/en/nothing'],
    ['/es', 'es', '/'],
    ['/pt', 'pt', '/pt'],
    ['/es/models/12/ana', 'es', '/models/12/ana'],
    ['/pt/news/x', 'pt', '/pt/news/x'],
  ] as const)('an unknown or dynamic page: %s (%s) → %s', (folder, locale, visible) => {
    expect(visiblePathOf(folder, locale)).toBe(visible);
  });

  // Where the visible and the route folder's path differ only by the default prefix, next-intl reads the route.
  it.each([
    ['/models', 'es'],
    ['/models/12/ana', 'es'],
    ['/en/news/x', 'en'],
    ['/espanol', 'es'],
    ['/models/search/x', 'es'],
  ] as const)('leaves %s (%s) to next-intl', (path, locale) => {
    expect(routeFolderTemplate(path, locale)).toBeNull();
  });
});
