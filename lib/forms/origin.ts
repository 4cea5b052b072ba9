/**
 * True when a browser POST comes from this site: its `Origin` is the configured site URL's origin or the
 * origin of the host the request was addressed to. A missing Origin is refused (browsers send one on POST).
 */
export function isSameOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const allowed = new Set<string>([new URL(siteUrl).origin, new URL(requestUrl).origin]);
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (host) {
    const protocol = headers.get('x-forwarded-proto') ?? new URL(requestUrl).protocol.replace(':', '');
    allowed.add(`${protocol}://${host}`);
  }
  return allowed.has(origin);
}
