// Next.js marks its cached pages and their RSC payloads `s-maxage=N, stale-while-revalidate=M` with no
// max-age. A browser reads that as "reusable for about a year, revalidated in the background": on a repeat
// visit Chromium answered the header links' prefetches from its cache and kept their background revalidations
// open about 25 s on a locked cache entry, so the page never went idle and a click on such a link could wait
// (docs/caching.md). Browsers are told to check before every reuse; shared caches keep reading s-maxage. Next
// overwrites a page's Cache-Control whatever lib/site-next-config.ts says, so the front sets it as the
// answer's head leaves (SiteResponse), as deploy/nginx.conf does behind nginx.

const browserRule = 'max-age=0, must-revalidate';

/** The Cache-Control to send: `value` with the browser's rule added when it is shared-only, else unchanged. */
export function withBrowserRule(value: string): string {
  if (!/(^|[,\s])s-maxage=/i.test(value) || /(^|[,\s])max-age=/i.test(value)) return value;
  return `${value}, ${browserRule}`;
}
