import { crawlerRewrites, crawlerRouteRewrites } from './crawler-routes';
import { localeRedirects, localeRewrites, rosterFilterRedirects } from './locale-routes';

// The site's routing rules in the shape and order `lib/site-next-config.ts` hands them to Next, in one place
// for the config, the production front that applies the locale rules itself (lib/i18n/locale-router.ts), the
// tests that route URLs through them and the bench that times them.

/** A redirect or rewrite of the locales, as Next reads it. */
export type LocaleRule = {
  source: string;
  destination: string;
  missing?: readonly { type: 'query'; key: string }[];
};

/** The locales' rules: their redirects (page-name aliases, the roster's search path), then their rewrites. */
export function localeRules(): { redirects: LocaleRule[]; rewrites: LocaleRule[] } {
  return { redirects: nextRedirects(), rewrites: localeRewrites() };
}

/** Next's redirects: the locales' when Next routes them (`withLocales`), none otherwise. */
export function nextRedirects({ withLocales = true } = {}) {
  return withLocales ? [...localeRedirects(), ...rosterFilterRedirects()] : [];
}

/**
 * The crawler files before the file system; after it, the crawler route first (lib/i18n/crawler-routes.ts),
 * then, when Next routes the locales (`withLocales`), their rules in their own order
 * (lib/i18n/locale-routes.ts).
 */
export function nextRewrites({ withLocales = true } = {}) {
  return {
    beforeFiles: crawlerRewrites(),
    afterFiles: [...crawlerRouteRewrites(), ...(withLocales ? localeRewrites() : [])],
    fallback: [],
  };
}
