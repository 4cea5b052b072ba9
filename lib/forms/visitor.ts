/**
 * Who is asking, for rate limiting: the first address of `X-Forwarded-For` (set by Next's server and by
 * the CDN in front of it), else `X-Real-IP`, else one shared bucket.
 */
export function visitorKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
