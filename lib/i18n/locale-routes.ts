import { categories } from '../talent/category';
import { filterKeys } from '../talent/roster-filter';
import {
  defaultLocale,
  localePrefix,
  localizedNames,
  locales,
  otherLocales,
  reservedSegments,
  type Locale,
} from './pathnames';

// Locale routing as redirects and rewrites in Next's rule syntax, which the front applies before Next in dev
// and production (lib/i18n/locale-router.ts): in the same process, before any page code runs, so a cached
// page needs no per-request code in the app and no HTTP hop (a middleware rewrite under `next start -H
// 127.0.0.1` is sent back to the server over HTTP, which breaks behind a TLS proxy). docs/routes.md
// describes the resulting URLs.

type Redirect = { source: string; destination: string; permanent: true };
type QueryKey = { type: 'query'; key: string };
type Rewrite = { source: string; destination: string; missing?: QueryKey[] };

/**
 * A page's name from another locale (`/about` in es, `/en/nosotros`) redirects permanently (308) to this
 * locale's name, so every page has one canonical URL that search engines keep.
 */
export function localeRedirects(): Redirect[] {
  return localizedNames().flatMap(([, names]) =>
    locales.flatMap((locale) => {
      const canonical = names[locale];
      const aliases = new Set(Object.values(names).filter((name) => name !== canonical));
      return [...aliases].map((alias): Redirect => ({
        source: `${localePrefix(locale)}${alias}`,
        destination: `${localePrefix(locale)}${canonical}`,
        permanent: true,
      }));
    }),
  );
}

const category = `:category(${categories.join('|')})`;

/** The roster's filtered view (`app/[lang]/[category]/search`) has no URL of its own: see rosterFilterRewrites. */
export function rosterFilterRedirects(): Redirect[] {
  return locales.map((locale) => ({
    source: `${localePrefix(locale)}/${category}/search`,
    destination: `${localePrefix(locale)}/:category`,
    permanent: true,
  }));
}

/**
 * A roster URL with any filter key (`/models?q=ana&letter=a`, `?height_min=170&hair=Black`) renders the
 * filtered view, which reads the query and is rendered per request, while the plain roster stays a cached
 * page. The filter lives in the URL, so a search can be shared and works as a plain GET form without
 * JavaScript. Next.js applies these before its dynamic routes; the query is passed on to the page.
 *
 * Two rules per prefix: a roster URL with none of the keys (`missing`, as Next reads an empty value: absent)
 * stays the roster, and any other is the filtered view. One rule per key would be one more rule Next
 * compiles on every request for each key and locale (docs/performance.md).
 */
function rosterFilterRewrites(): Rewrite[] {
  const missing = filterKeys.map((key) => ({ type: 'query' as const, key }));
  const prefixed = `/:lang(${otherLocales.join('|')})/${category}`;
  return [
    { source: prefixed, missing, destination: '/:lang/:category' },
    { source: prefixed, destination: '/:lang/:category/search' },
    { source: `/${category}`, missing, destination: `/${defaultLocale}/:category` },
    { source: `/${category}`, destination: `/${defaultLocale}/:category/search` },
  ];
}

/** First segments that are no page of the default locale: the other locales' prefixes and the route folders. */
const notDefaultLocalePages = [...locales, ...reservedSegments];

/** The first segments of `locale`'s page names that are not their route folder's (`nosotros` in es). */
function renamedSegments(locale: Locale): string[] {
  const renamed = localizedNames()
    .filter(([internal, byLocale]) => byLocale[locale] !== internal)
    .map(([, byLocale]) => byLocale[locale].split('/')[1] ?? '');
  return [...new Set(renamed)].filter(Boolean);
}

/** A path pattern's first segment: any name but `excluded` (whole segments), and no file name (a dot). */
function firstSegmentOtherThan(excluded: readonly string[]): string {
  const lookahead = excluded.length > 0 ? `(?!(?:${excluded.join('|')})(?:/|$))` : '';
  return `:first(${lookahead}[^/.]+)`;
}

/**
 * Each locale's pages whose first segment is not a localized name (`/news/x`, `/en/contact`,
 * `/pt/models/12/ana`) to the same path under the locale's folder, for the prefixed locales unchanged. They
 * only shorten the search: a path these take would be left as it is (prefixed) or taken by the last rule
 * (default locale) anyway.
 */
function pagesUnderTheirOwnName(): Rewrite[] {
  return [
    ...otherLocales.map((locale) => ({ source: `/${locale}`, destination: `/${locale}` })),
    {
      source: `/${firstSegmentOtherThan([...notDefaultLocalePages, ...renamedSegments(defaultLocale)])}/:rest*`,
      destination: `/${defaultLocale}/:first/:rest*`,
    },
    ...otherLocales.map((locale) => ({
      source: `/${locale}/${firstSegmentOtherThan(renamedSegments(locale))}/:rest*`,
      destination: `/${locale}/:first/:rest*`,
    })),
  ];
}

/**
 * Visible URLs to the route folders under `app/[lang]`: localized names to the internal ones, and every
 * unprefixed path to the default locale's folder. The last rule excludes the other locales' prefixes, the
 * route handlers, Next's own paths, the crawler files and the sitemap's parts, the sharing cards and names
 * with a dot (files), which keep their own handling.
 *
 * In the order the most visited pages find their rule soonest: on every page request Next tries them in
 * turn, compiling each pattern as it goes, until one takes the path, and a path no rule takes tries them all
 * (docs/performance.md, "The rewrites' order").
 */
export function localeRewrites(): Rewrite[] {
  const names = localizedNames().flatMap(([internal, byLocale]) =>
    locales
      .filter((locale) => byLocale[locale] !== internal || locale === defaultLocale)
      .map((locale): Rewrite => ({
        source: `${localePrefix(locale)}${byLocale[locale]}`,
        destination: `/${locale}${internal}`,
      })),
  );
  return [
    { source: '/', destination: `/${defaultLocale}` },
    ...rosterFilterRewrites(),
    ...pagesUnderTheirOwnName(),
    ...names,
    // A localized name's unknown subpage (`/nosotros/x`), which answers the default locale's 404.
    {
      source: `/${firstSegmentOtherThan(notDefaultLocalePages)}/:rest*`,
      destination: `/${defaultLocale}/:first/:rest*`,
    },
  ];
}

/** The locale a visible path belongs to. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return otherLocales.find((locale) => locale === first) ?? defaultLocale;
}

/** A visible path without its locale prefix: `/en/models` → `/models`, `/pt` → `/`. */
export function withoutLocalePrefix(path: string): string {
  const locale = localeOfPath(path);
  return locale === defaultLocale ? path : path.slice(locale.length + 1) || '/';
}
