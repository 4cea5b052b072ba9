import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/alternates';
import { sitemapParts } from '@/lib/seo/sitemap-parts';

export const dynamic = 'force-dynamic';

/** The sitemap index: one entry per part (app/sitemaps/sitemap.ts). */
export async function GET() {
  const parts = await sitemapParts();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (id) => `<sitemap><loc>${absoluteUrl(env.SITE_URL, `/sitemaps/sitemap/${id}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=3600',
    },
  });
}
