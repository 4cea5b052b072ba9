import type { Config } from '../config';

// The same tags as the site's lib/api/cache-tags.ts (the backend cannot import the site's code).
export const contentTags = ['posts', 'slides', 'social-media', 'talents', 'attributes'];

/**
 * Asks the site to drop its cached content; a site that is down or refuses is not an error here. `now`: the
 * next visitor gets the page rendered afresh rather than the old one once more (the staff area's saves).
 */
export async function notifySite(
  config: Config,
  tags: string[] = contentTags,
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
