import type { MetadataRoute } from 'next';
import { partEntries, sitemapParts } from '@/lib/seo/sitemap-parts';

// The sitemap's parts, at /sitemaps/sitemap/{id}.xml, each at most 10,000 URLs however big the roster grows;
// /sitemap.xml is their index (app/sitemap.xml/route.ts; Next's own /sitemap.xml cannot be an index). Rendered when requested, never at build time (the
// build has no backend); the data comes through the cached getters of lib/api.
export const dynamic = 'force-dynamic';

export async function generateSitemaps() {
  return (await sitemapParts()).map((id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return partEntries(await props.id);
}
