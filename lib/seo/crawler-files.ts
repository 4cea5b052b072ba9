import 'server-only';
import { env } from '@/lib/env';
import { staffRoot } from '@/lib/i18n/pathnames';
import { absoluteUrl } from './alternates';
import { robotsText, sitemapIndexText, sitemapXml } from './crawler-text';
import { partEntries, sitemapParts } from './sitemap-parts';

// The files crawlers read: /robots.txt, the sitemap index /sitemap.xml and its parts, from route handlers
// the site controls, so they are rendered on the first ask and then served from the page cache
// (app/crawlers, app/sitemaps).

/** `/robots.txt`: everything but the API and the staff area, and the sitemap index on SITE_URL. */
export function robotsTxt(): string {
  return robotsText(
    [{ userAgent: '*', allow: ['/'], disallow: ['/api/', staffRoot] }],
    [absoluteUrl(env.SITE_URL, '/sitemap.xml')],
  );
}

/** `/sitemap.xml`: one entry per part. */
export async function sitemapIndexXml(): Promise<string> {
  const parts = await sitemapParts();
  return sitemapIndexText(parts.map((id) => absoluteUrl(env.SITE_URL, `/sitemaps/sitemap/${id}.xml`)));
}

/** One part, `{id}.xml`; null when the name is no part. */
export async function sitemapPartXml(file: string): Promise<string | null> {
  const id = /^(.+)\.xml$/.exec(file)?.[1];
  if (!id) return null;
  const entries = await partEntries(id);
  return entries ? sitemapXml(entries) : null;
}
