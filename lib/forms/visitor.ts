import { isIPv6 } from 'node:net';
import { visitorAddressHeader } from '@/lib/http/visitor-address-header';

/**
 * An IPv6 address's /64, the block a provider gives one home or phone: one visitor, however many of its
 * addresses it sends from. Keyed by address alone, a visitor could hand the in-memory limiter a new key
 * for every request and grow it without end (each key is kept for its whole window).
 */
function network(address: string): string {
  const plain = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(plain) || plain.includes('.')) return address;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who is asking, for rate limiting: the address the front server resolved (the socket's, or the one a
 * trusted proxy named), an IPv6 one by its /64.
 */
export function visitorKey(headers: Headers): string {
  const address = headers.get(visitorAddressHeader)?.trim();
  return address ? network(address) : 'unknown';
}
