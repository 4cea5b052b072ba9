import { defaultLocale } from '@/lib/i18n/pathnames';
import { foreignPath, pageName, pagePath, staticPagePaths } from './paths';

// The routing test's table: visible URLs and what the locale routing makes of them. The unit test routes
// each through the front's router and through Next's own reading of the same rules
// (tests/unit/i18n/locale-routes.test.ts); the dev-and-start test asks each of `npm run dev` and
// `npm start` over HTTP and compares the answers (tests/multi/dev-and-start.test.ts).

/** Localized pages named in another locale's words: [page, the locale's prefix, the other locale]. */
const aliases = [
  ['/contact', 'es', 'en'],
  ['/about', 'es', 'en'],
  ['/reachout', 'es', 'en'],
  ['/be-a-model', 'es', 'en'],
  ['/favorites', 'es', 'en'],
  ['/contact', 'en', 'es'],
  ['/reachout', 'en', 'es'],
  ['/be-a-model', 'en', 'es'],
  ['/favorites', 'en', 'es'],
  ['/about', 'pt', 'en'],
  ['/be-a-model', 'pt', 'en'],
  ['/favorites', 'pt', 'en'],
] as const;

/** Page names from another locale: a permanent redirect to the canonical one, the query kept. */
export const aliasRedirects: [from: string, to: string][] = [
  ...aliases.map(([page, locale, from]): [string, string] => [
    foreignPath(page, locale, from)!,
    pagePath(page, locale),
  ]),
  [`${foreignPath('/about', 'es', 'en')}?x=1`, `${pagePath('/about', 'es')}?x=1`],
];

/**
 * The Spanish pages' Spanish names, and the Portuguese names they had before (docs/decisions/0042), written
 * out rather than read from the route table: bookmarks and search engines hold these addresses. Each URL with
 * its status and, for a page, the route folder it renders; for a permanent redirect, its Location.
 */
export const spanishNames: (
  [url: string, status: 200, folder: string] | [url: string, status: 308, to: string]
)[] = [
  ['/contacto', 200, '/es/contact'],
  ['/contacto/enviado', 200, '/es/contact/sent'],
  ['/nosotros', 200, '/es/about'],
  ['/quiero-ser-modelo', 200, '/es/be-a-model'],
  ['/quiero-ser-modelo/enviado', 200, '/es/be-a-model/sent'],
  ['/alcanzar', 200, '/es/reachout'],
  ['/contato', 308, '/contacto'],
  ['/contato/enviado', 308, '/contacto/enviado'],
  ['/contato/revisar?id=x', 308, '/contacto/revisar?id=x'],
  ['/sobre', 308, '/nosotros'],
  ['/seja-um-modelo', 308, '/quiero-ser-modelo'],
  ['/seja-um-modelo/enviado', 308, '/quiero-ser-modelo/enviado'],
  ['/seja-um-modelo/revisar?id=x', 308, '/quiero-ser-modelo/revisar?id=x'],
  // pt keeps its names, en its own; each redirects the other locales' names.
  ['/pt/contato', 200, '/pt/contact'],
  ['/pt/sobre', 200, '/pt/about'],
  ['/pt/seja-um-modelo', 200, '/pt/be-a-model'],
  ['/pt/contacto', 308, '/pt/contato'],
  ['/pt/nosotros', 308, '/pt/sobre'],
  ['/pt/quiero-ser-modelo/enviado', 308, '/pt/seja-um-modelo/enviado'],
  ['/en/contact', 200, '/en/contact'],
  ['/en/contacto', 308, '/en/contact'],
  ['/en/contato', 308, '/en/contact'],
  ['/en/nosotros', 308, '/en/about'],
  ['/en/quiero-ser-modelo', 308, '/en/be-a-model'],
];

/**
 * `/es/...` with a page's name from any locale: Next's proxy (proxy.ts) redirects it to the canonical
 * unprefixed URL in one hop. The front leaves these paths to it.
 */
export const defaultPrefixRedirects: [from: string, to: string][] = [
  ['/es/contacto', '/contacto'],
  ['/es/contato', '/contacto'],
  ['/es/sobre', '/nosotros'],
  ['/es/about', '/nosotros'],
  ['/es/seja-um-modelo/enviado', '/quiero-ser-modelo/enviado'],
];

/** Visible URLs and the route folder under `app/[lang]` each renders. */
export const renderedFolders: [from: string, folder: string][] = [
  ['/', '/es'],
  [pagePath('/about', 'es'), '/es/about'],
  [pagePath('/reachout', 'es'), '/es/reachout'],
  [pagePath('/contact', 'es'), '/es/contact'],
  [pagePath('/favorites', 'es'), '/es/favorites'],
  [pagePath('/be-a-model', 'es'), '/es/be-a-model'],
  [pagePath('/about', 'pt'), '/pt/about'],
  [pagePath('/be-a-model', 'pt'), '/pt/be-a-model'],
  [pagePath('/favorites', 'pt'), '/pt/favorites'],
  ['/models', '/es/models'],
  ['/models/12/ana-torres', '/es/models/12/ana-torres'],
  ['/news', '/es/news'],
  ['/news/semana-de-la-moda?x=1', '/es/news/semana-de-la-moda?x=1'],
  // An unknown locale is an es page of that name, which answers the es 404.
  ['/fr', '/es/fr'],
  ['/xx/models', '/es/xx/models'],
  // Names that only start like a locale are pages too.
  ['/english', '/es/english'],
];

/**
 * Paths that render their own route folder: a localized page whose en or pt name is its folder's
 * (`/en/about`), which a rule takes unchanged, early, sparing Next the other rules (lib/i18n/locale-routes.ts).
 */
export const ownPaths: string[] = [
  '/en',
  ...staticPagePaths()
    .filter(
      ({ pathname, locale }) =>
        locale !== defaultLocale &&
        pageName(pathname, locale) === pathname &&
        pageName(pathname, defaultLocale) !== pathname,
    )
    .map(({ path }) => path),
  '/en/models/12/x',
  '/pt',
  '/pt/news',
  '/en/nothing-here',
];

/** Paths the locale routing leaves as they are: route handlers, Next's files, crawler files, media. */
export const untouchedPaths: string[] = [
  '/api/contact',
  '/_next/static/a.js',
  '/robots.txt',
  '/favicon.ico',
  '/sitemaps/sitemap/models-1.xml',
  '/og/about-en.png',
  '/staff/talents',
  '/media/a.jpg',
];

/**
 * An unknown page under a localized name is the default locale's, as every unknown page is; so is one under
 * a name es had before (only the names themselves redirect).
 */
export const unknownUnderLocalizedName: [from: string, folder: string][] = [
  ['/nosotros/x', '/es/nosotros/x'],
  ['/contacto/nada', '/es/contacto/nada'],
  ['/sobre/x', '/es/sobre/x'],
];

/** A roster URL with a search, a letter or a filter renders the filtered view. */
export const filteredRosters: [from: string, folder: string][] = [
  ['/models?q=ana', '/es/models/search?q=ana'],
  ['/talents?letter=b', '/es/talents/search?letter=b'],
  ['/models?q=ana&letter=a', '/es/models/search?q=ana&letter=a'],
  ['/en/models?q=ana', '/en/models/search?q=ana'],
  ['/pt/talents?letter=c', '/pt/talents/search?letter=c'],
  ['/en/models?height_min=170', '/en/models/search?height_min=170'],
  ['/pt/models?eyes=Amber&hair=Red', '/pt/models/search?eyes=Amber&hair=Red'],
  ['/talents?height_max=190', '/es/talents/search?height_max=190'],
];

/** Roster URLs whose query filters nothing (a page, an emptied box, another route's query). */
export const unfilteredRosters: [from: string, folder: string][] = [
  ['/models?page=2', '/es/models?page=2'],
  // An emptied search box: the whole roster.
  ['/models?q=', '/es/models?q='],
  ['/actors?q=ana', '/es/actors?q=ana'],
  ['/models/12/ana?q=x', '/es/models/12/ana?q=x'],
  ['/pt/talents?hair=', '/pt/talents?hair='],
];

/** Rosters of a prefixed locale, which stay the roster. */
export const plainRosters: string[] = ['/en/models', '/pt/talents?page=2'];

/** The filtered view has no URL of its own: its path redirects to the roster's. */
export const searchPathRedirects: [from: string, to: string][] = [
  ['/models/search?q=ana', '/models?q=ana'],
  ['/en/talents/search', '/en/talents'],
];

/** Every visible URL of the table, once. */
export function routingTableUrls(): string[] {
  return [
    ...new Set([
      ...aliasRedirects.map(([from]) => from),
      ...spanishNames.map(([from]) => from),
      ...defaultPrefixRedirects.map(([from]) => from),
      ...renderedFolders.map(([from]) => from),
      ...ownPaths,
      ...untouchedPaths,
      ...unknownUnderLocalizedName.map(([from]) => from),
      ...filteredRosters.map(([from]) => from),
      ...unfilteredRosters.map(([from]) => from),
      ...plainRosters,
      ...searchPathRedirects.map(([from]) => from),
    ]),
  ];
}
