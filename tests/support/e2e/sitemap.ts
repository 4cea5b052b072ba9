import type { APIRequestContext } from '@playwright/test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The sitemap index's parts, each with its XML: what a crawler reads. */
export async function sitemapParts(request: APIRequestContext): Promise<{ url: string; xml: string }[]> {
  const index = await request.get('/sitemap.xml');
  if (!index.ok()) throw new Error(`/sitemap.xml answered ${index.status()}`);
  const parts = locs(await index.text());
  return Promise.all(
    parts.map(async (url) => {
      const answer = await request.get(new URL(url).pathname);
      if (!answer.ok()) throw new Error(`${url} answered ${answer.status()}`);
      return { url, xml: await answer.text() };
    }),
  );
}

/** Every page URL of every part. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  return (await sitemapParts(request)).flatMap(({ xml }) => locs(xml));
}
