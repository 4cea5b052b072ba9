import { crawlerRewrites, crawlerRouteRewrites } from './crawler-routes';
import { localeRedirects, localeRewrites, rosterFilterRedirects } from './locale-routes';

// The site's routing rules in Next's rule syntax: the crawler files' rewrites, which
// `lib/site-next-config.ts` hands to Next, and the locales' rules, which the front applies before Next
// (lib/i18n/locale-router.ts) and the tests and the bench read in the same shape.

/** A redirect or rewrite of the locales, as Next reads it. */
export type LocaleRule = {
  source: string;
  destination: string;
  missing?: readonly { type: 'query'; key: string }[];
};

/** The locales' rules: their redirects (page-name aliases, the roster's search path), then their rewrites. */
export function localeRules(): { redirects: LocaleRule[]; rewrites: LocaleRule[] } {
  return { redirects: [...localeRedirects(), ...rosterFilterRedirects()], rewrites: localeRewrites() };
}

/** Next's rewrites: the crawler files before the file system, the crawler route after it (crawler-routes.ts). */
export function nextRewrites() {
  return { beforeFiles: crawlerRewrites(), afterFiles: crawlerRouteRewrites(), fallback: [] };
}
