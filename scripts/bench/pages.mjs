// The pages the benchmark measures: home, a roster, a profile, the news list and a post. The profile and
// the post are the first ones the site's own routes list, so the choice follows the data.
export async function benchPages(siteUrl) {
  const talents = await (await fetch(`${siteUrl}/api/talents?category=models&page=1`)).json();
  const talent = talents.items?.[0];
  const posts = await (await fetch(`${siteUrl}/api/posts?locale=es&page=1`)).json();
  const post = posts.items?.[0];
  if (!talent || !post) throw new Error('The demo data has no talent or no post to measure');
  return [
    { name: 'home', path: '/' },
    { name: 'roster', path: '/models' },
    { name: 'profile', path: `/models/${talent.id}/${talent.slug}` },
    { name: 'news', path: '/news' },
    { name: 'post', path: `/news/${post.slug}` },
  ];
}
