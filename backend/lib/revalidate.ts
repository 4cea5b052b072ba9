import type { Config } from '../config';
import { cacheTags, type CacheTag } from '../../lib/contract/cache-tags';

/**
 * Asks the site to drop its cached content; a site that is down or refuses is not an error here. `now`: the
 * next visitor gets the page rendered afresh rather than the old one once more (the staff area's saves).
 */
export async function notifySite(
  config: Config,
  tags: readonly CacheTag[] = cacheTags,
  options: { now?: boolean } = {},
): Promise<boolean> {
  try {
    const response = await fetch(`${config.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
      body: JSON.stringify(options.now ? { tags, expire: 'now' } : { tags }),
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
