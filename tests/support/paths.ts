import {
  defaultLocale,
  localePrefix,
  locales,
  pathnames,
  visiblePath,
  type AppPathname,
  type Locale,
} from '@/lib/i18n/pathnames';

// Tests name pages by their route (`'/about'`) and read the visible URL from the route table, so renaming a
// localized name is one edit in `lib/i18n/pathnames.ts` (docs/routes.md) and no test changes with it.

/** The pages whose visible name differs by locale. */
type LocalizedPathname = {
  [Key in AppPathname]: (typeof pathnames)[Key] extends string ? never : Key;
}[AppPathname];

/** A page's name in a locale, without the locale prefix: `pageName('/about', 'es')` → `/nosotros`. */
export function pageName(pathname: AppPathname, locale: Locale = defaultLocale): string {
  const names = pathnames[pathname];
  return typeof names === 'string' ? names : names[locale];
}

/**
 * The URL a visitor sees for a page: `pagePath('/about')` → `/nosotros`, `pagePath('/about', 'en')` →
 * `/en/about`, `pagePath('/', 'pt')` → `/pt`; dynamic segments filled from `params`.
 */
export const pagePath = visiblePath;

/**
 * A localized page's name from another locale under this locale's prefix, which redirects to this locale's
 * name: `foreignPath('/about', 'en', 'es')` → `/en/nosotros`. Undefined when both locales use the same
 * name.
 */
export function foreignPath(pathname: LocalizedPathname, locale: Locale, from: Locale): string | undefined {
  const name = pageName(pathname, from);
  if (name === pageName(pathname, locale)) return undefined;
  return `${localePrefix(locale)}${name}`;
}

/** Every page without dynamic segments, in every locale, as visitors see them. */
export function staticPagePaths(): { pathname: AppPathname; locale: Locale; path: string }[] {
  const statics = (Object.keys(pathnames) as AppPathname[]).filter((pathname) => !pathname.includes('['));
  return statics.flatMap((pathname) =>
    locales.map((locale) => ({ pathname, locale, path: pagePath(pathname, locale) })),
  );
}

/**
 * `text` as a RegExp source that matches only itself. Assertions on an address put a path from the table
 * into a pattern (`^`, a query after it): escaped, a `.` or `?` a future name may hold cannot widen it.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An address that ends in `path`, then `tail` (a RegExp source: `'\\?id=[0-9a-f-]{36}'`), as `toHaveURL`
 * checks the page a visitor landed on: `endsWithPath(pagePath('/about', 'en'))` for `/\/en\/about$/`.
 */
export function endsWithPath(path: string, tail = ''): RegExp {
  return new RegExp(`${escapeRegExp(path)}${tail}$`);
}
