import type { MetadataRoute } from 'next';
import { localizedEntries, postEntries, talentEntries } from '@/lib/seo/sitemap-entries';

// Rendered when requested, never at build time (the build has no backend); the data comes through the
// cached getters of lib/api.
export const dynamic = 'force-dynamic';

const pages = ['/', '/news', '/reachout', '/contact', '/about', '/be-a-model', '/privacy'] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const statics = [
    ...pages.flatMap((href) => localizedEntries(href, { priority: href === '/' ? 1 : 0.7 })),
    ...localizedEntries({ pathname: '/[category]', params: { category: 'models' } }, { priority: 0.9 }),
    ...localizedEntries({ pathname: '/[category]', params: { category: 'talents' } }, { priority: 0.9 }),
  ];
  // A back end that is down must not take the static part of the sitemap with it.
  const [talents, posts] = await Promise.all([talentEntries().catch(() => []), postEntries().catch(() => [])]);
  return [...statics, ...talents, ...posts];
}
