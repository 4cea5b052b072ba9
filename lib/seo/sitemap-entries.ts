import 'server-only';
import type { MetadataRoute } from 'next';
import { getPostsPage, getTalentsPage } from '@/lib/api';
import { categoryOf, categories } from '@/lib/talent/category';
import { nameSlug } from '@/lib/talent/slug';
import { seoLocales, type SeoLocale } from './alternates';
import { pageUrl } from './metadata';

type Entry = MetadataRoute.Sitemap[number];
type Href = Parameters<typeof pageUrl>[1];

/** One URL per locale, each listing every locale (and x-default) as its alternates. */
export function localizedEntries(
  href: Href,
  options: { locales?: readonly SeoLocale[]; lastModified?: string; priority?: number } = {},
): Entry[] {
  const locales = options.locales ?? seoLocales;
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = pageUrl(l, href);
  if (locales.includes('es')) languages['x-default'] = pageUrl('es', href);
  return locales.map((l) => ({
    url: pageUrl(l, href),
    alternates: { languages },
    ...(options.lastModified ? { lastModified: options.lastModified } : {}),
    ...(options.priority ? { priority: options.priority } : {}),
  }));
}

const PER_PAGE = 1000;

/** Every talent of both rosters, at its canonical category and slug. */
export async function talentEntries(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const category of categories) {
    for (let page = 1, last = 1; page <= last; page++) {
      const result = await getTalentsPage({ category, page, perPage: PER_PAGE });
      last = result.lastPage;
      for (const talent of result.items) {
        if (categoryOf(talent.categoryIds) !== category) continue;
        entries.push(
          ...localizedEntries({
            pathname: '/[category]/[id]/[name]',
            params: { category, id: String(talent.id), name: nameSlug(talent.name) },
          }),
        );
      }
    }
  }
  return entries;
}

/** Every post, grouped by slug so a post translated under the same slug lists its languages together. */
export async function postEntries(): Promise<Entry[]> {
  const bySlug = new Map<string, { locales: SeoLocale[]; lastModified: string }>();
  for (const locale of seoLocales) {
    for (let page = 1, last = 1; page <= last; page++) {
      const result = await getPostsPage({ locale, page, perPage: 50 });
      last = result.lastPage;
      for (const post of result.items) {
        const seen = bySlug.get(post.slug) ?? { locales: [], lastModified: post.createdAt };
        seen.locales.push(locale);
        bySlug.set(post.slug, seen);
      }
    }
  }
  return [...bySlug].flatMap(([slug, { locales, lastModified }]) =>
    localizedEntries({ pathname: '/news/[slug]', params: { slug } }, { locales, lastModified }),
  );
}
