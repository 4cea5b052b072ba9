import { isCategory } from '../talent/category';
import { localePrefix, pathnames, visiblePath, type AppPathname, type Locale } from './pathnames';

// Under the production front, Next renders a page with its route folder's path (`/es/about` for `/nosotros`,
// lib/i18n/locale-router.ts) while the browser shows the visible one; `next dev` renders with the visible
// one. next-intl reads the route from the path Next renders with, and misreads a route folder's: `/es/about`
// becomes the roster's `/[category]`. These read either, so the server's HTML and the browser agree.

/** The path after the locale's prefix; the default locale's `/es` too, which only a route folder's has. */
function withoutPrefix(path: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/** A route template without dynamic segments (`/about`, `/contact/sent`), named as its folder is. */
function isStaticPathname(path: string): path is AppPathname {
  return Object.hasOwn(pathnames, path) && !path.includes('[');
}

/**
 * The route template of a page rendered under its route folder's path where next-intl would misread it
 * (`/es/about`, `/pt/about` → `/about`; the filtered roster `/es/models/search` → `/[category]`), or null:
 * then next-intl's reading stands. A visible path is never one of these: another locale's page name and
 * the filtered view's own path redirect (lib/i18n/locale-routes.ts), and a name shared by the visible and the
 * internal path reads the same either way.
 */
export function routeFolderTemplate(path: string, locale: Locale): AppPathname | null {
  return templateOf(withoutPrefix(path, locale));
}

/** routeFolderTemplate of the path after the locale's prefix. */
function templateOf(rest: string): AppPathname | null {
  if (isStaticPathname(rest)) return rest;
  const [, category, last, ...more] = rest.split('/');
  return last === 'search' && more.length === 0 && isCategory(category ?? '') ? '/[category]' : null;
}

/**
 * The address bar's path for the path a page was rendered with: `/es/about` → `/nosotros`, `/pt/about` →
 * `/pt/sobre`, `/es/models/search` → `/models`, `/es/x` → `/x`; a visible path as it is.
 */
export function visiblePathOf(path: string, locale: Locale): string {
  const rest = withoutPrefix(path, locale);
  const template = templateOf(rest);
  if (template === '/[category]') return visiblePath(template, locale, { category: rest.split('/')[1]! });
  if (template) return visiblePath(template, locale);
  const prefix = localePrefix(locale);
  return rest === '/' ? prefix || '/' : `${prefix}${rest}`;
}
