import type { IncomingHttpHeaders } from 'node:http';
import { isAllowedHost, type HostRule } from '../lib/contract/hosts';
import type { Refusal } from './request-guard';

// The site answers only for its own names (lib/contract/hosts.ts): a request for any other Host is refused
// before routing, so no page, cookie or form answers a page on another domain that resolves to this
// machine. The forwarded host and scheme count only from a proxy in TRUSTED_PROXIES; from anyone else they
// are removed, so neither Next nor the app ever reads a name the visitor chose.

const forwardedNames = ['x-forwarded-host', 'x-forwarded-proto'] as const;

const misdirected: Refusal = { status: 421, message: 'This server does not answer for that host' };

/** Why a request is refused for the host it names, or null; drops the forwarded names of an untrusted peer. */
export function refuseHost(
  headers: IncomingHttpHeaders,
  rule: HostRule,
  fromTrustedProxy: boolean,
): Refusal | null {
  if (!fromTrustedProxy) for (const name of forwardedNames) delete headers[name];
  if (!headers.host) return { status: 400, message: 'The request names no host', field: 'host' };
  if (!isAllowedHost(headers.host, rule)) return misdirected;
  const forwarded = headers['x-forwarded-host'];
  const names = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  for (const name of names.map((entry) => entry.trim()).filter(Boolean)) {
    if (!isAllowedHost(name, rule)) return misdirected;
  }
  return null;
}
