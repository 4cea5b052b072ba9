import { sitemapPartXml } from '@/lib/seo/crawler-files';

// The sitemap's parts, /sitemaps/sitemap/{id}.xml (lib/seo/sitemap-parts.ts), rendered and kept as the
// crawler files are (app/crawlers/[file]/route.ts); an unknown part is a 404, which is never kept.
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
