import type { Config } from '../config';
import { cacheTags, type CacheTag } from '../../lib/contract/cache-tags';

/**
 * Asks the site to drop its cached content (after a seed); a site that is down or refuses is not an error
 * here. The staff area's changes need no call: the site made them, and drops its cache itself
 * (lib/staff/form-action.ts, lib/staff/action.ts).
 */
export async function notifySite(config: Config, tags: readonly CacheTag[] = cacheTags): Promise<boolean> {
  try {
    const response = await fetch(`${config.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
