// Next.js marks its cached pages and their RSC payloads (navigations, link prefetches) shareable with
// `s-maxage=N, stale-while-revalidate=M` and no `max-age`. A browser reads that as "stale at once, but usable
// for M seconds (about a year) while revalidated in the background": on a repeat visit Chromium answered the
// header links' prefetches from its disk cache and sent a background revalidation of the same URL, which
// stayed open about 25 s (its cache entry was still locked by the first answer), so the page never went idle
// and a click on one of those links could wait. `max-age=0, must-revalidate` tells browsers to check with the
// site before every reuse (a fresh answer, never a year-old one); shared caches keep reading `s-maxage`,
// which for them already meant "revalidate once stale" (docs/caching.md).
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The Cache-Control a browser should get for `value`: unchanged unless it is shareable with no max-age. */
export function browserSafeCacheControl(value: string): string {
  const directives = value.split(',').map((directive) => directive.trim().toLowerCase());
  const shared = directives.some((directive) => directive.startsWith('s-maxage='));
  const browserLifetime = directives.some((directive) => directive.startsWith('max-age='));
  if (!shared || browserLifetime) return value;
  return `max-age=0, must-revalidate, ${value}`;
}

/**
 * Rewrites the response's Cache-Control with `browserSafeCacheControl` when its head is written, whichever
 * way it was set (setHeader, or writeHead's own headers), so Next.js's own value is what gets adjusted.
 */
export function keepBrowsersFromReusingStale(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (...args: unknown[]) => {
    const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) {
      const record = headers as OutgoingHttpHeaders;
      for (const key of Object.keys(record)) {
        const value = record[key];
        if (key.toLowerCase() === 'cache-control' && typeof value === 'string') {
          record[key] = browserSafeCacheControl(value);
        }
      }
    }
    const value = response.getHeader('cache-control');
    if (typeof value === 'string') response.setHeader('cache-control', browserSafeCacheControl(value));
    return writeHead(...args);
  };
}
