// Browsers are told to check a cached page before every reuse (`max-age=0, must-revalidate` beside Next's
// `s-maxage`), while shared caches keep reading s-maxage: why, docs/caching.md. Next overwrites a page's
// Cache-Control whatever lib/site-next-config.ts says, so the front sets it as the answer's head leaves
// (SiteResponse), as deploy/nginx.conf does behind nginx.

const browserRule = 'max-age=0, must-revalidate';

/** The Cache-Control to send: `value` with the browser's rule added when it is shared-only, else unchanged. */
export function withBrowserRule(value: string): string {
  if (!/(^|[,\s])s-maxage=/i.test(value) || /(^|[,\s])max-age=/i.test(value)) return value;
  return `${value}, ${browserRule}`;
}
