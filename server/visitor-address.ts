// Who is connecting, for the rate limit. Only a proxy listed in TRUSTED_PROXIES may name the visitor in
// X-Forwarded-For; anything else a client writes there is ignored, so varying the header does not get a
// fresh rate-limit bucket.

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is `127.0.0.1`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** True when the connection comes from a proxy listed in TRUSTED_PROXIES. */
export function isTrustedPeer(socketAddress: string | undefined, trusted: readonly string[]): boolean {
  const socket = plain(socketAddress ?? '');
  return socket !== '' && trusted.some((entry) => plain(entry) === socket);
}

/**
 * The visitor's address: the socket's, unless the socket is a trusted proxy; then, walking X-Forwarded-For
 * from the right (each proxy appends the address it saw), the first address that is not a trusted proxy.
 */
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly string[],
): string {
  const socket = plain(socketAddress ?? '');
  if (!socket) return 'unknown';
  const trustedSet = new Set(trusted.map(plain));
  if (!trustedSet.has(socket) || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index--) {
    const entry = chain[index]!;
    if (!trustedSet.has(entry) || index === 0) return entry;
  }
  return socket;
}
