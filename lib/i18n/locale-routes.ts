import { defaultLocale, localePrefix, localizedNames, locales, type Locale } from './pathnames';

// Locale routing as `next.config.ts` rewrites and redirects: Next.js applies them inside the server, in the
// same process, before any page code runs, so a cached page needs no per-request code and no HTTP hop (a
// middleware rewrite under `next start -H 127.0.0.1` is sent back to the server over HTTP, which breaks
// behind a TLS proxy). docs/routes.md describes the resulting URLs.

type Redirect = { source: string; destination: string; permanent: true };
type Rewrite = { source: string; destination: string };

const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * A page's name from another locale (`/about` in es, `/en/sobre`) redirects permanently (308) to this
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

/**
 * Visible URLs to the route folders under `app/[locale]`: localized names to the internal ones, and every
 * unprefixed path to the default locale's folder. The last rule excludes the other locales' prefixes, the
 * route handlers, Next's own paths and names with a dot (files), which keep their own handling.
 */
export function localeRewrites(): Rewrite[] {
  const names = localizedNames().flatMap(([internal, byLocale]) =>
    locales
      .filter((locale) => byLocale[locale] !== internal || locale === defaultLocale)
      .map((locale): Rewrite => ({ source: `${localePrefix(locale)}${byLocale[locale]}`, destination: `/${locale}${internal}` })),
  );
  const reserved = [...locales, 'api', '_next'].join('|');
  return [
    ...names,
    { source: '/', destination: `/${defaultLocale}` },
    { source: `/:first((?!(?:${reserved})(?:/|$))[^/.]+)/:rest*`, destination: `/${defaultLocale}/:first/:rest*` },
  ];
}

/** The locale a visible path belongs to. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return otherLocales.find((locale) => locale === first) ?? defaultLocale;
}
