import { visitorAddressHeader } from '@/lib/http/visitor-address-header';

/**
 * Who is asking, for rate limiting: the address the front server resolved (the socket's, or the one a
 * trusted proxy named). Without the front (`next dev`) every request shares one bucket.
 */
export function visitorKey(headers: Headers): string {
  return headers.get(visitorAddressHeader)?.trim() || 'unknown';
}
