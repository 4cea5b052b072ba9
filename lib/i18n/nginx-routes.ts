import { defaultLocale, localePrefix, locales, otherLocales, type Locale } from './pathnames';

// The part of the nginx front that names locales, generated from the route table (pathnames.ts) into
// deploy/routes.conf, which deploy/nginx.conf includes: `npm run routes:nginx` writes it, and a unit test
// fails while the checked-in file differs from what the table makes.

/** The route folder of the not-found page nginx answers 404s with (app/[lang]/page-not-found). */
export const notFoundPage = '/page-not-found';

/** deploy/routes.conf: nginx `map` blocks (http context) keyed by the request's path. */
export function nginxRoutes(): string {
  const byPrefix = (value: (locale: Locale) => string) =>
    otherLocales.map((locale) => `  "~^/${locale}(/|$)"  ${value(locale)};`);
  return [
    '# Generated from lib/i18n/pathnames.ts by `npm run routes:nginx`: change the table, not this file.',
    '',
    "# The language of an address, for the pages nginx answers in the site's place.",
    'map $uri $agency_locale {',
    `  default  ${defaultLocale};`,
    ...byPrefix((locale) => locale),
    '}',
    '',
    "# The site's not-found page for that language: a whole document, answered with the 404 status.",
    'map $uri $agency_not_found_page {',
    `  default  ${localePrefix(defaultLocale)}${notFoundPage};`,
    ...byPrefix((locale) => `${localePrefix(locale)}${notFoundPage}`),
    '}',
    '',
    '# That page has no public address: its route answers 404 like any unknown page.',
    'map $uri $agency_internal_page {',
    '  default  "";',
    `  "~^(/(${locales.join('|')}))?${notFoundPage}/?$"  1;`,
    '}',
    '',
  ].join('\n');
}
