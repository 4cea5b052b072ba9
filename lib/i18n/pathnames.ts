// The route table: the site's locales, localized page names and reserved first segments as plain data, with
// no framework import, so that the locale rules built from them (locale-routes.ts, which the front applies),
// the front's route kinds (server/route-kind.ts), nginx's maps (nginx-routes.ts) and `proxy.ts` share them
// with next-intl's routing.
// The routes are described in docs/routes.md.

import { defaultLocale, locales, type Locale } from '../locales';

export { defaultLocale, locales, type Locale };
/** The locales with a URL prefix: all but the default one. */
export const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * Keys are the internal pathnames (the route folders under `app/[lang]`); values are what a visitor sees in
 * each locale. A locale's URL with another locale's name redirects to its own name (locale-routes.ts): es had
 * pt's names before its Spanish ones, so `/contato`, `/sobre` and `/seja-um-modelo` still land
 * (docs/decisions/0042).
 */
export const pathnames = {
  '/': '/',
  '/reachout': { es: '/alcanzar', en: '/reachout', pt: '/alcanzar' },
  '/contact': { es: '/contacto', en: '/contact', pt: '/contato' },
  '/contact/sent': { es: '/contacto/enviado', en: '/contact/sent', pt: '/contato/enviado' },
  '/contact/review': { es: '/contacto/revisar', en: '/contact/review', pt: '/contato/revisar' },
  '/about': { es: '/nosotros', en: '/about', pt: '/sobre' },
  '/be-a-model': { es: '/quiero-ser-modelo', en: '/be-a-model', pt: '/seja-um-modelo' },
  '/be-a-model/sent': {
    es: '/quiero-ser-modelo/enviado',
    en: '/be-a-model/sent',
    pt: '/seja-um-modelo/enviado',
  },
  '/be-a-model/review': {
    es: '/quiero-ser-modelo/revisar',
    en: '/be-a-model/review',
    pt: '/seja-um-modelo/revisar',
  },
  '/favorites': { es: '/favoritos', en: '/favorites', pt: '/favoritos' },
  '/favorites/shared': {
    es: '/favoritos/compartidos',
    en: '/favorites/shared',
    pt: '/favoritos/compartilhados',
  },
  '/privacy': { es: '/aviso-de-privacidad', en: '/privacy', pt: '/aviso-de-privacidade' },
  '/news': '/news',
  '/news/[slug]': '/news/[slug]',
  '/[category]': '/[category]',
  '/[category]/[id]/[name]': '/[category]/[id]/[name]',
} as const;

export type AppPathname = keyof typeof pathnames;

/**
 * First path segments that are no page of a locale: the top-level route folders beside `app/[lang]` and
 * Next's own files. Every other first segment is a page of the default locale (locale-routes.ts).
 */
export const reservedSegments = ['api', '_next', 'crawlers', 'media', 'og', 'sitemaps', 'staff'] as const;
export type ReservedSegment = (typeof reservedSegments)[number];

/** The staff area's root (app/staff, docs/staff.md): outside the locales, never indexed. */
export const staffRoot = '/staff';

/** The crawler files' public names, served by `app/crawlers/[file]`; the sitemap's parts live under `/sitemaps/`. */
export const crawlerFiles = ['robots.txt', 'sitemap.xml'] as const;

/** The URL prefix of a locale: none for the default one. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * The address a visitor of `locale` sees for a page: `visiblePath('/about', 'en')` → `/en/about`,
 * `visiblePath('/', 'pt')` → `/pt`, dynamic segments filled from `params`
 * (`visiblePath('/news/[slug]', 'en', { slug: 'x' })` → `/en/news/x`). For the scripts and tests, which
 * run without next-intl; pages build their links with `lib/i18n/navigation.ts`, from the same table.
 */
export function visiblePath(
  pathname: AppPathname,
  locale: Locale = defaultLocale,
  params: Record<string, string> = {},
): string {
  const names = pathnames[pathname];
  const name = (typeof names === 'string' ? names : names[locale]).replace(
    /\[([^\]]+)\]/g,
    (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`visiblePath(${pathname}): no value for [${key}]`);
      return value;
    },
  );
  const prefix = localePrefix(locale);
  return name === '/' ? prefix || '/' : `${prefix}${name}`;
}

/** The pages whose name differs by locale, as [internal path, name per locale]. */
export function localizedNames(): [string, Record<Locale, string>][] {
  return Object.entries(pathnames).flatMap(([internal, names]) =>
    typeof names === 'string' ? [] : [[internal, names]],
  );
}
