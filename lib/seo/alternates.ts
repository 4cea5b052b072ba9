import { locales, type Locale } from '../locales';

export const seoLocales = locales;
export type SeoLocale = Locale;

export interface Alternates {
  canonical: string;
  languages: Record<SeoLocale | 'x-default', string>;
}

/** Joins the site origin and a path; the home path '/' of the default locale stays the bare origin + '/'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Canonical URL and hreflang alternates of one page in the three locales, with x-default pointing at the
 * Spanish (default, unprefixed) version. `pathFor` gives the localized path of the page in a locale.
 */
export function buildAlternates(
  siteUrl: string,
  locale: SeoLocale,
  pathFor: (locale: SeoLocale) => string,
): Alternates {
  const languages = Object.fromEntries(
    seoLocales.map((l) => [l, absoluteUrl(siteUrl, pathFor(l))]),
  ) as Record<SeoLocale, string>;
  return {
    canonical: languages[locale],
    languages: { ...languages, 'x-default': languages.es },
  };
}

/** Open Graph locale tags (`es_MX`, `en_US`, `pt_BR`): the agency's market is Mexico. */
export const ogLocales: Record<SeoLocale, string> = { es: 'es_MX', en: 'en_US', pt: 'pt_BR' };
