// The pages the benchmark measures: every indexable page type (home, rosters, a profile, news, a post and
// the plain pages). The profile and the post are the first ones the site's own routes list, so the choice
// follows the data. Favorites and roster searches are left out: they are noindex on purpose, which
// Lighthouse's SEO category counts against them. The form pages (`budget: 'forms'`) are held to the
// accessibility, SEO and JavaScript budgets; their Lighthouse performance and best-practices scores are
// reported, not budgeted.
import { visiblePath } from '../../lib/i18n/pathnames';

export type BenchPage = { name: string; path: string; budget?: 'forms' };

export async function benchPages(siteUrl: string): Promise<BenchPage[]> {
  const talents = (await (await fetch(`${siteUrl}/api/talents?category=models&page=1`)).json()) as {
    items?: { id: number; slug: string }[];
  };
  const talent = talents.items?.[0];
  const posts = (await (await fetch(`${siteUrl}/api/posts?locale=es&page=1`)).json()) as {
    items?: { slug: string }[];
  };
  const post = posts.items?.[0];
  if (!talent || !post) throw new Error('The demo data has no talent or no post to measure');
  return [
    { name: 'home', path: '/' },
    { name: 'roster', path: '/models' },
    { name: 'profile', path: `/models/${talent.id}/${talent.slug}` },
    { name: 'news', path: '/news' },
    { name: 'post', path: `/news/${post.slug}` },
    { name: 'about', path: visiblePath('/about', 'en') },
    { name: 'reach out', path: visiblePath('/reachout', 'es') },
    { name: 'contact', path: visiblePath('/contact', 'pt'), budget: 'forms' },
    { name: 'apply', path: visiblePath('/be-a-model', 'es'), budget: 'forms' },
    { name: 'privacy', path: visiblePath('/privacy', 'en') },
  ];
}
