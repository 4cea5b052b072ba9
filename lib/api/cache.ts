import 'server-only';
import { unstable_cache } from 'next/cache';
import { env, insideNext } from '@/lib/env';
import type { CacheTag } from '@/lib/contract/cache-tags';

/** Seconds a cached answer stays fresh (docs/caching.md); `revalidateTag` ends it earlier. */
export const cacheLifetimes: Record<CacheTag, number> = {
  posts: 300,
  slides: 300,
  'social-media': 300,
  talents: 60,
  attributes: 86_400,
};

/**
 * Wraps a getter in Next's data cache under `tag`, keyed by `name` and the getter's arguments.
 *
 * Why `unstable_cache` and not `fetch(…, {next: {tags, revalidate}})`: Next's fetch cache keys include the
 * request headers, so every token renewal would orphan the cache; it caches raw answers before our zod check;
 * and the sign-in/401-retry around a call would sit outside it. `unstable_cache` caches the parsed, reshaped
 * result of the whole getter, for GET and POST calls alike (the talents list is a POST), and propagates its
 * tag and lifetime to the ISR page that uses it. `'use cache'` would need `cacheComponents`, which this project
 * keeps off. A failed background revalidation keeps the stale entry (and the stale page).
 *
 * The key names the services' URLs: Next keeps its data cache in `.next/cache` across builds and restarts, and
 * answers of one back end (another port, another seed, other media URLs) must never be served for another.
 *
 * Outside a Next server (contract tests, scripts) there is no data cache and the getter runs uncached.
 */
export function cached<A extends unknown[], R>(
  tag: CacheTag,
  name: string,
  getter: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  // A `null` answer (no post by that slug, no talent by that id) leaves the cache as an exception does, so
  // every unknown slug a crawler or a script tries does not add an entry on disk.
  const inCache = unstable_cache(
    async (...args: A) => {
      const result = await getter(...args);
      if (result === null) throw new NothingFound();
      return result;
    },
    ['api', name, env.PANEL_API_URL, env.MF_API_URL],
    { tags: [tag], revalidate: cacheLifetimes[tag] },
  );
  return async (...args: A) => {
    if (!insideNext) return getter(...args);
    try {
      return await inCache(...args);
    } catch (error) {
      if (error instanceof NothingFound) return null as R;
      throw error;
    }
  };
}

class NothingFound extends Error {}
