import 'server-only';
import type { MetadataRoute } from 'next';
import { resolveRobots, resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { env } from '@/lib/env';
import { absoluteUrl } from './alternates';
import { partEntries, sitemapParts } from './sitemap-parts';

// The files crawlers read: /robots.txt, the sitemap index /sitemap.xml and its parts. Written as Next.js
// writes its own metadata files (the same serializers), but from route handlers the site controls, so they
// are rendered on the first ask and then served from the page cache (app/crawlers, app/sitemaps).

/** `/robots.txt`: everything but the API, and the sitemap index on SITE_URL. */
export function robotsTxt(): string {
  const robots: MetadataRoute.Robots = {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl(env.SITE_URL, '/sitemap.xml'),
  };
  return resolveRobots(robots);
}

/** `/sitemap.xml`: one entry per part. */
export async function sitemapIndexXml(): Promise<string> {
  const parts = await sitemapParts();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (id) => `<sitemap><loc>${absoluteUrl(env.SITE_URL, `/sitemaps/sitemap/${id}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One part, `{id}.xml`; null when the name is no part. */
export async function sitemapPartXml(file: string): Promise<string | null> {
  const id = /^(.+)\.xml$/.exec(file)?.[1];
  if (!id) return null;
  const entries = await partEntries(id);
  return entries ? resolveSitemap(entries) : null;
}
