import { randomUUID } from 'node:crypto';

// nginx's $request_id is 32 hex digits, a load balancer's is often a UUID; anything else from outside
// (too long, or with characters that would split a log line or a header) is replaced.
const acceptable = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the one a proxy in front gave it, or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && acceptable.test(given) ? given : randomUUID();
}
