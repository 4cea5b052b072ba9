/**
 * Who is asking, for rate limiting: the last address of `X-Forwarded-For`, else `X-Real-IP`, else one
 * shared bucket. The last one is the address the nearest proxy (the CDN in front, or Next's own server
 * when nothing is in front and the visitor sent no header) saw connect; earlier entries are whatever the
 * visitor wrote, so a script cannot pick a fresh bucket per request through a proxy that appends.
 */
export function visitorKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
