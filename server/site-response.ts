import { ServerResponse, type IncomingMessage } from 'node:http';

// Location is a singleton field (RFC 9110, 10.2.2): a redirect names one target. Next.js 16 sends it twice
// on a redirect that a cached page render produces (a wrong profile slug, a news post's translation): the
// render sets `location` on the response, then Next replays the render's headers onto the same response
// with `appendHeader` (vercel/next.js#82117, fix proposed in #95913). Browsers cope; a proxy or client that
// merges repeated fields reads `/a, /a`, which is no address. The front hands Next this response class
// (`createServer`'s documented `ServerResponse` option), on which a second Location replaces the first.

/** The front's response: Node's own, with at most one Location however often it is added. */
export class SiteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override appendHeader(name: string, value: string | readonly string[]): this {
    if (name.toLowerCase() !== 'location') return super.appendHeader(name, value);
    const last = typeof value === 'string' ? value : value.at(-1);
    return last === undefined ? this : this.setHeader(name, last);
  }
}
