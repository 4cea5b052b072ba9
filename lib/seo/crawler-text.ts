// The text of the crawler files, written by the site itself: the robots exclusion format (RFC 9309) and the
// sitemap protocol (sitemaps.org 0.9, with xhtml:link alternates for each language).

import { escapeMarkup } from '@/lib/text/escape-markup';

export type RobotsRule = { userAgent: string; allow?: string[]; disallow?: string[] };

/** A robots.txt: each rule as a group, then the sitemaps. */
export function robotsText(rules: readonly RobotsRule[], sitemaps: readonly string[]): string {
  const groups = rules.map((rule) =>
    [
      `User-Agent: ${rule.userAgent}`,
      ...(rule.allow ?? []).map((path) => `Allow: ${path}`),
      ...(rule.disallow ?? []).map((path) => `Disallow: ${path}`),
      '',
    ].join('\n'),
  );
  return [...groups, ...sitemaps.map((url) => `Sitemap: ${url}`)].join('\n') + '\n';
}

export type SitemapEntry = {
  url: string;
  /** Language (or `x-default`) → the same page's URL in it. */
  alternates?: { languages?: Record<string, string> };
  lastModified?: string;
  priority?: number;
};

/** A sitemap's `urlset`, with the xhtml namespace when any entry has alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const hasAlternates = entries.some((entry) => Object.keys(entry.alternates?.languages ?? {}).length > 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
      hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
    }>`,
  ];
  for (const entry of entries) {
    lines.push('<url>', `<loc>${escapeMarkup(entry.url)}</loc>`);
    for (const [language, href] of Object.entries(entry.alternates?.languages ?? {})) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${escapeMarkup(language)}" href="${escapeMarkup(href)}" />`,
      );
    }
    if (entry.lastModified) lines.push(`<lastmod>${escapeMarkup(entry.lastModified)}</lastmod>`);
    if (typeof entry.priority === 'number') lines.push(`<priority>${entry.priority}</priority>`);
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A sitemap index listing the parts' URLs. */
export function sitemapIndexText(partUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...partUrls.map((url) => `<sitemap><loc>${escapeMarkup(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
