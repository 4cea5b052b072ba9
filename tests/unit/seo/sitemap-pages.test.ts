import { describe, expect, it, vi } from 'vitest';

const site = 'https://agency.test';
vi.mock('@/lib/env', () => ({ env: { SITE_URL: 'https://agency.test' } }));
// The pages part reads no back end; the other parts' getters are not called here.
vi.mock('@/lib/api', () => ({ getPost: vi.fn(), getPostsPage: vi.fn(), getTalentsPage: vi.fn() }));

const { partEntries } = await import('@/lib/seo/sitemap-parts');

describe("the sitemap's pages part", () => {
  it('lists the Spanish pages under their Spanish names, each with its pt and en alternates', async () => {
    const entries = (await partEntries('pages')) ?? [];
    const urls = entries.map(({ url }) => url.slice(site.length));
    expect(urls).toEqual(
      expect.arrayContaining(['/contacto', '/nosotros', '/quiero-ser-modelo', '/alcanzar']),
    );
    expect(urls).toEqual(expect.arrayContaining(['/pt/contato', '/pt/sobre', '/pt/seja-um-modelo']));
    for (const old of ['/contato', '/sobre', '/seja-um-modelo']) expect(urls).not.toContain(old);

    const about = entries.find(({ url }) => url === `${site}/nosotros`);
    expect(about?.alternates?.languages).toEqual({
      es: `${site}/nosotros`,
      en: `${site}/en/about`,
      pt: `${site}/pt/sobre`,
      'x-default': `${site}/nosotros`,
    });
  });
});
