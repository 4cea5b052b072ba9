import 'server-only';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { nameSlug } from '@/lib/talent/slug';
import type { Category } from '@/lib/vocabulary/categories';

// The public pages of what the staff edit, for the editors' "View on site": in the staff member's language
// for a talent (every profile is in every language), in its own for a post (written in one).

export function talentPage(talent: { id: number; category: Category; name: string }, locale: Locale): string {
  const params = { category: talent.category, id: String(talent.id), name: nameSlug(talent.name) };
  return getPathname({ href: { pathname: '/[category]/[id]/[name]', params }, locale });
}

export function postPage(post: { slug: string; language: Locale }): string {
  return getPathname({
    href: { pathname: '/news/[slug]', params: { slug: post.slug } },
    locale: post.language,
  });
}
