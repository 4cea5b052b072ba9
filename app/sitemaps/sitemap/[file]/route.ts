import { sitemapPartXml } from '@/lib/seo/crawler-files';

// The sitemap's parts, /sitemaps/sitemap/{id}.xml (lib/seo/sitemap-parts.ts). Rendered on the first ask,
// never at build (the build has no back end), then kept in the page cache under the tags and the lifetime of
// the getters they call (docs/caching.md); an unknown part is a 404, which is never kept.
// At most the shortest lifetime of the data they list (talents, 60 s): a file rendered while the back end
// failed is not kept longer than that.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await sitemapPartXml((await params).file);
  if (xml === null) return new Response('Not Found', { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
