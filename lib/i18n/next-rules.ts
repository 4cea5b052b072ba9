import { crawlerRewrites, crawlerRouteRewrites } from '../seo/crawler-routes';
import { localeRedirects, localeRewrites, rosterFilterRedirects } from './locale-routes';

// The site's routing rules in the shape and order `lib/site-next-config.ts` hands them to Next, in one place
// for the config, the tests that route URLs through them and the bench that times them.

export function nextRedirects() {
  return [...localeRedirects(), ...rosterFilterRedirects()];
}

/**
 * The crawler files before the file system; after it, the crawler route first (lib/seo/crawler-routes.ts),
 * then the locales' rules in their own order (lib/i18n/locale-routes.ts).
 */
export function nextRewrites() {
  return {
    beforeFiles: crawlerRewrites(),
    afterFiles: [...crawlerRouteRewrites(), ...localeRewrites()],
    fallback: [],
  };
}
