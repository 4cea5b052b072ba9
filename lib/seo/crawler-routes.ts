import { crawlerFiles } from '../i18n/pathnames';

// The crawler files' public names, rewritten to the route that renders and caches them
// (app/crawlers/[file]). Before the file system: no other route may take these names.
export function crawlerRewrites() {
  return crawlerFiles.map((file) => ({
    source: `/${file}`,
    destination: `/crawlers/${file}`,
  }));
}
