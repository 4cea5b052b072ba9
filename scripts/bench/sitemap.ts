// The sitemap as a crawler reads it: the index, then each part's URL count and size.
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

type SitemapPart = { path: string; status: number; urls: number; bytes: number; ms: number };

export type Sitemap = { parts: SitemapPart[]; urls: number };

export async function measureSitemap(siteUrl: string): Promise<Sitemap> {
  const index = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const parts: SitemapPart[] = [];
  for (const url of locs(index)) {
    const started = Date.now();
    const answer = await fetch(`${siteUrl}${new URL(url).pathname}`);
    const xml = await answer.text();
    parts.push({
      path: new URL(url).pathname,
      status: answer.status,
      urls: locs(xml).length,
      bytes: Buffer.byteLength(xml),
      ms: Date.now() - started,
    });
  }
  return { parts, urls: parts.reduce((sum, part) => sum + part.urls, 0) };
}
