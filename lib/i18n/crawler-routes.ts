import { crawlerFiles } from './pathnames';

// The crawler files' public names, rewritten to the route that renders and caches them
// (app/crawlers/[file]). Before the file system: no other route may take these names.
export function crawlerRewrites() {
  return crawlerFiles.map((file) => ({
    source: `/${file}`,
    destination: `/crawlers/${file}`,
  }));
}

/**
 * The crawler files' route taken as it is, first among the rewrites after the file system. Once a crawler
 * file's rewrite above has taken it, Next's route module tries those rewrites again for the route's own path
 * (`/crawlers/robots.txt`), which no locale rule takes: without this one it would try, and compile, them all
 * on every request (docs/performance.md, "The rewrites' order").
 */
export function crawlerRouteRewrites() {
  return [{ source: '/crawlers/:file', destination: '/crawlers/:file' }];
}
