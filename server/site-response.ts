import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { withBrowserRule } from './browser-cache-control';

// Location is a singleton field (RFC 9110, 10.2.2): a redirect names one target. Next.js 16 sends it twice
// on a redirect that a cached page render produces (a wrong profile slug, a news post's translation): the
// render sets `location` on the response, then Next replays the render's headers onto the same response
// with `appendHeader` (vercel/next.js#82117, fix proposed in #95913). Browsers cope; a proxy or client that
// merges repeated fields reads `/a, /a`, which is no address. The front hands Next this response class
// (`createServer`'s documented `ServerResponse` option), on which a second Location replaces the first.
// The same class tells browsers to check a shared-only page before reusing it (browser-cache-control.ts),
// in `writeHead`, which Node also calls for an answer written without it.

export class SiteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override appendHeader(name: string, value: string | readonly string[]): this {
    if (name.toLowerCase() !== 'location') return super.appendHeader(name, value);
    const last = typeof value === 'string' ? value : value.at(-1);
    return last === undefined ? this : this.setHeader(name, last);
  }

  override writeHead(
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | readonly unknown[],
    headers?: OutgoingHttpHeaders | readonly unknown[],
  ): this {
    const cacheControl = this.getHeader('cache-control');
    if (typeof cacheControl === 'string') this.setHeader('cache-control', withBrowserRule(cacheControl));
    // Node's own overloads: (status, headers) or (status, reason, headers); a header given there wins.
    const given = typeof reason === 'string' ? headers : reason;
    if (given && !Array.isArray(given)) {
      const fields = given as OutgoingHttpHeaders;
      for (const name of Object.keys(fields)) {
        const value = fields[name];
        if (name.toLowerCase() === 'cache-control' && typeof value === 'string')
          fields[name] = withBrowserRule(value);
      }
    }
    return typeof reason === 'string'
      ? super.writeHead(statusCode, reason, headers as OutgoingHttpHeaders)
      : super.writeHead(statusCode, reason as OutgoingHttpHeaders);
  }
}
