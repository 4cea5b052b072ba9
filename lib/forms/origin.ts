import { isSiteOrigin } from '@/lib/contract/hosts';

/**
 * True when a browser's POST comes from a page of this site: its `Origin` is the origin of SITE_URL or of one
 * of its ALLOWED_HOSTS (lib/contract/hosts.ts), never merely the host the request was addressed to, which
 * the sender chooses. A missing Origin is refused (browsers send one on POST).
 */
export function isSameOrigin(
  headers: Headers,
  site: { SITE_URL: string; ALLOWED_HOSTS: readonly string[] },
): boolean {
  return isSiteOrigin(headers.get('origin'), site.SITE_URL, site.ALLOWED_HOSTS);
}
