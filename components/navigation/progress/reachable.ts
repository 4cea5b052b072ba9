/** How long a retry waits for the site before it counts as still unreachable. */
export const REACHABLE_TIMEOUT_MS = 5000;

/**
 * Whether the site answers at `href` at all, whatever the status: a 404 or a 503 page is the site's own
 * answer, which the router then shows. Only a network failure or no answer in time counts as unreachable.
 */
export async function isReachable(href: string, timeoutMs = REACHABLE_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetch(href, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
