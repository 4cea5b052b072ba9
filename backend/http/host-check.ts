import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { hostNameOf } from '../../lib/contract/hosts';
import { isLoopbackHost } from '../../lib/contract/published-secrets';

// The backend answers only the names it is reached by (lib/contract/hosts.ts): its BACKEND_PUBLIC_URL, its
// bind address, and loopback. Bound to every interface (0.0.0.0, ::), any address of this machine reaches
// it, so any IP literal is let in: a rebinding page reaches it by a name, never by an address.

type BackendHosts = { names: ReadonlySet<string>; anyAddress: boolean };

/** The backend's rule, from its public URL and the address it listens on. */
export function backendHostRule(publicUrl: string, bindHost: string): BackendHosts {
  const bind = hostNameOf(bindHost.includes(':') && !bindHost.startsWith('[') ? `[${bindHost}]` : bindHost);
  const names = new Set([new URL(publicUrl).hostname, ...(bind ? [bind] : [])]);
  const anyAddress = bind === '0.0.0.0' || bind === '[::]';
  return { names, anyAddress };
}

const probes = new Set(['/healthz', '/readyz', '/health']);

/** Refuses (421, JSON) a request whose Host is no name of the backend's; the probes answer any. */
export function hostCheck(rule: BackendHosts): MiddlewareHandler {
  return async (c, next) => {
    // The adapter builds the URL from the Host header (a test's in-process request: `localhost`).
    const name = new URL(c.req.url).hostname;
    const allowed =
      rule.names.has(name) ||
      isLoopbackHost(name) ||
      (rule.anyAddress && isIP(name.replace(/^\[|\]$/g, '')) !== 0);
    if (allowed || probes.has(c.req.path)) return next();
    return c.json({ message: 'This service does not answer for that host.' }, 421);
  };
}
