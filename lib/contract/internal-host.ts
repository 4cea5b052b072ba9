import { isLoopbackHost } from './published-secrets';

// Which hosts a visitor's browser can never reach: this machine, the unspecified address, and the private and
// link-local ranges, written as addresses (IPv4-mapped IPv6 ones too). Those are every address the embedded
// backend can bind to, so every origin it writes into its media URLs by default (`BACKEND_PUBLIC_URL` unset).
// A name other than `localhost` is not looked up: a public name is for the agency to choose. Plain string
// work, no Node module: the browser's favorites read it too (lib/favorites/favorite.ts).

/** The host as the WHATWG URL parser writes it (IPv4 dotted, IPv6 compressed), without brackets; null if none. */
function parsedHost(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '');
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`http://${bracketed}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

function internalIpv4(host: string): boolean {
  const parts = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (!parts) return false;
  const [a, b] = [Number(parts[1]), Number(parts[2])];
  return (
    a === 0 || // "this network", 0.0.0.0 among it
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) // link-local
  );
}

/** The eight groups of a compressed IPv6 address as the URL parser writes it, or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(':')) return null;
  const [head = '', tail] = host.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function internalIpv6(host: string): boolean {
  const groups = ipv6Groups(host);
  if (!groups) return false;
  const [first = 0, , , , , sixth, seventh = 0, eighth = 0] = groups;
  const zeroes = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroes(5) && sixth === 0xffff)
    return internalIpv4(`${seventh >> 8}.${seventh & 0xff}.${eighth >> 8}.${eighth & 0xff}`);
  return (
    (zeroes(7) && eighth <= 1) || // :: and ::1
    (first & 0xfe00) === 0xfc00 || // fc00::/7, unique local
    (first & 0xffc0) === 0xfe80 // fe80::/10, link-local
  );
}

/**
 * True for a host a visitor's browser can never reach: loopback (names and addresses), the unspecified
 * addresses (0.0.0.0, ::), private IPv4 (10/8, 172.16/12, 192.168/16) and IPv6 (fc00::/7), link-local.
 */
export function isInternalHost(hostname: string): boolean {
  if (isLoopbackHost(hostname)) return true;
  const host = parsedHost(hostname);
  return host !== null && (isLoopbackHost(host) || internalIpv4(host) || internalIpv6(host));
}
