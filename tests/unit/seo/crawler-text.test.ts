import { describe, expect, it } from 'vitest';
import { robotsText, sitemapIndexText, sitemapXml } from '@/lib/seo/crawler-text';

describe('crawler files', () => {
  it('writes robots.txt groups and sitemaps', () => {
    expect(
      robotsText([{ userAgent: '*', allow: ['/'], disallow: ['/api/'] }], ['https://a.example/sitemap.xml']),
    ).toBe('User-Agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://a.example/sitemap.xml\n');
  });

  it('writes a urlset with alternates, dates and priorities, escaping URLs', () => {
    const xml = sitemapXml([
      {
        url: 'https://a.example/models?x=1&y=2',
        alternates: { languages: { es: 'https://a.example/', 'x-default': 'https://a.example/' } },
        lastModified: '2026-01-02',
        priority: 0.8,
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://a.example/models?x=1&#38;y=2</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/" />');
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>\n<priority>0.8</priority>');
    expect(sitemapXml([{ url: 'https://a.example/' }])).not.toContain('xmlns:xhtml');
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexText(['https://a.example/p.xml'])).toContain(
      '<sitemap><loc>https://a.example/p.xml</loc></sitemap>',
    );
  });
});
