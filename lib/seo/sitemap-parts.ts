import 'server-only';
import type { SitemapEntry } from './crawler-text';
import { getTalentsPage } from '@/lib/api';
import { categories, type Category } from '@/lib/talent/category';
import { localizedEntries, postEntries, talentEntries } from './sitemap-entries';

// The sitemap in parts of at most 10,000 URLs (the protocol allows 50,000 and 50 MB; smaller parts stay
// quick to render and to crawl): the site's pages, the posts, and each roster in blocks of talents. A talent
// has three URLs (es, en, pt), so a block of 3,000 talents is 9,000 URLs.

export const TALENTS_PER_PART = 3000;

const pages = ['/', '/news', '/reachout', '/contact', '/about', '/be-a-model', '/privacy'] as const;

function staticEntries(): SitemapEntry[] {
  return [
    ...pages.flatMap((href) => localizedEntries(href, { priority: href === '/' ? 1 : 0.7 })),
    ...categories.flatMap((category) =>
      localizedEntries({ pathname: '/[category]', params: { category } }, { priority: 0.9 }),
    ),
  ];
}

const talentPart = /^(models|talents)-([1-9]\d{0,5})$/;

/** The parts' ids: `pages`, `posts`, `models-1`, `models-2`, …, `talents-1`, … */
export async function sitemapParts(): Promise<string[]> {
  // A back end that is down must not take the site's own pages out of the sitemap.
  const totals = await Promise.all(
    categories.map((category) =>
      getTalentsPage({ category, page: 1, perPage: 1 })
        .then((first) => first.total)
        .catch(() => 0),
    ),
  );
  const talentParts = categories.flatMap((category, index) =>
    Array.from(
      { length: Math.ceil((totals[index] ?? 0) / TALENTS_PER_PART) },
      (_, n) => `${category}-${n + 1}`,
    ),
  );
  return ['pages', 'posts', ...talentParts];
}

/** The URLs of one part; null for an id that names no part. */
export async function partEntries(id: string): Promise<SitemapEntry[] | null> {
  if (id === 'pages') return staticEntries();
  if (id === 'posts') return postEntries().catch(() => []);
  const match = talentPart.exec(id);
  if (!match) return null;
  const entries = await talentEntries(match[1] as Category, Number(match[2]), TALENTS_PER_PART);
  return entries.length === 0 ? null : entries;
}
