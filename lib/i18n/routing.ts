import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, pathnames } from './pathnames';

export { defaultLocale, locales, pathnames, type AppPathname, type Locale } from './pathnames';

/**
 * next-intl's view of the routes, for links, `getPathname` and the language switch. Requests are routed by
 * the rewrites and redirects built in `locale-routes.ts` (docs/routes.md, "Who routes a request"), not by
 * next-intl's middleware, so a cached page is served without per-request code in the app.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The locale comes from the URL only, so every URL is stable for search engines.
  localeDetection: false,
  localeCookie: false,
  pathnames,
});
