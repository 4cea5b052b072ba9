import { robotsTxt, sitemapIndexXml } from '@/lib/seo/crawler-files';

// /robots.txt and /sitemap.xml, rewritten here by lib/site-next-config.ts: rendered on the first ask, never at
// build, then kept like a page (docs/caching.md, "Crawler files"); at most the shortest lifetime of the data
// they list (talents, 60 s), so a file rendered while the back end failed is not kept longer than that.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const files: Record<string, { type: string; body: () => string | Promise<string> }> = {
  'robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt },
  'sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapIndexXml },
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = files[(await params).file];
  if (!file) return new Response('Not Found', { status: 404 });
  return new Response(await file.body(), { headers: { 'Content-Type': file.type } });
}
