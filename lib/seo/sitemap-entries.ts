import 'server-only';
import type { SitemapEntry } from './crawler-text';
import { getPost, getPostsPage, getTalentsPage } from '@/lib/api';
import { categoryOf, type Category } from '@/lib/talent/category';
import { nameSlug } from '@/lib/talent/slug';
import { seoLocales, type SeoLocale } from './alternates';
import { pageUrl } from './metadata';

type Entry = SitemapEntry;
type Href = Parameters<typeof pageUrl>[1];

/**
 * One URL per locale, each listing every locale (and x-default) as its alternates. `href` is the page's
 * internal href, or its href in each locale when that differs (a post's translations have their own slugs).
 */
export function localizedEntries(
  href: Href | ((locale: SeoLocale) => Href),
  options: { locales?: readonly SeoLocale[]; lastModified?: string; priority?: number } = {},
): Entry[] {
  const locales = options.locales ?? seoLocales;
  const urlIn = (l: SeoLocale) => pageUrl(l, typeof href === 'function' ? href(l) : href);
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = urlIn(l);
  if (locales.includes('es')) languages['x-default'] = urlIn('es');
  return locales.map((l) => ({
    url: urlIn(l),
    alternates: { languages },
    ...(options.lastModified ? { lastModified: options.lastModified } : {}),
    ...(options.priority ? { priority: options.priority } : {}),
  }));
}

// Talents are read from the roster call 1,000 at a time.
const PER_PAGE = 1000;

/** The `block`-th run of `size` talents of a roster (from 1), each at its canonical category and slug. */
export async function talentEntries(category: Category, block: number, size: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  const first = ((block - 1) * size) / PER_PAGE + 1;
  for (let page = first, last = first; page < first + size / PER_PAGE && page <= last; page++) {
    const result = await getTalentsPage({ category, page, perPage: PER_PAGE });
    last = result.lastPage;
    for (const talent of result.items) {
      // A talent in both rosters is listed once, under the roster its profile lives in.
      if (categoryOf(talent.categoryIds) !== category) continue;
      entries.push(
        ...localizedEntries({
          pathname: '/[category]/[id]/[name]',
          params: { category, id: String(talent.id), name: nameSlug(talent.name) },
        }),
      );
    }
  }
  return entries;
}

/**
 * Every post, each language version listing the others it was translated into (and x-default, the Spanish
 * one) as its alternates. The lists do not carry translations, so each post's own answer is read (cached).
 */
export async function postEntries(): Promise<Entry[]> {
  const groups = new Map<string, { slugs: Partial<Record<SeoLocale, string>>; lastModified: string }>();
  for (const locale of seoLocales) {
    for (let page = 1, last = 1; page <= last; page++) {
      const result = await getPostsPage({ locale, page, perPage: 50 });
      last = result.lastPage;
      for (const summary of result.items) {
        const post = await getPost({ locale, slug: summary.slug }).catch(() => null);
        const slugs = post?.slugs ?? { [locale]: summary.slug };
        // The same translations give the same key from whichever language they are read.
        const key = seoLocales.map((l) => `${l}:${slugs[l] ?? ''}`).join('|');
        if (!groups.has(key)) groups.set(key, { slugs, lastModified: summary.createdAt });
      }
    }
  }
  return [...groups.values()].flatMap(({ slugs, lastModified }) => {
    const locales = seoLocales.filter((l) => slugs[l]);
    return localizedEntries((l) => ({ pathname: '/news/[slug]', params: { slug: slugs[l]! } }), {
      locales,
      lastModified,
    });
  });
}
