// Compression of the site's answers, done by the front rather than by Next (`compress: false` in a production
// build, lib/site-next-config.ts): an answer that arrives whole, as one string (a page from the cache),
// leaves as bytes encoded and compressed once (encoded-bodies.ts); everything streamed (a page rendered now,
// a navigation's payload, a route handler's body) goes through the `compression` middleware, as Next's own
// compression would. Behind nginx the site is asked for no encoding (deploy/nginx.conf) and nginx compresses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import vary from 'vary';
import { preferredEncoding } from '../preferred-encoding';
import type { BodyEncoding, EncodedBodies } from './encoded-bodies';

/** Bodies below this many bytes are sent as they are (the middleware's own default). */
const THRESHOLD = 1024;

/** The encodings a whole body is kept in. */
const wholeBodyEncodings: BodyEncoding[] = ['br', 'gzip', 'identity'];
/** What the middleware offers (a client that takes only deflate is left to it), the smallest preferred. */
const offered = ['br', 'gzip', 'deflate', 'identity'];
const preferred = ['br', 'gzip'];

/**
 * Next's header naming where a page's answer came from. Only an answer from its cache (HIT, or STALE while
 * the page renders again) is the same text again and again; a page rendered now, a 404 for any path a
 * crawler makes up, would only fill the memo.
 */
const fromCache = new Set(['HIT', 'STALE']);

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Responses whose body the front encoded itself, which the middleware then leaves alone. */
const encodedWhole = new WeakSet<ServerResponse>();

// The middleware's published types are Express's; it reads and wraps plain Node requests and responses.
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compressible = compression.filter as (request: IncomingMessage, response: ServerResponse) => boolean;

const streamed = compression({
  threshold: THRESHOLD,
  // Brotli's default window (4 MB) makes each streaming encoder hold several megabytes: under 50 concurrent
  // answers that went into the hundreds. A 512 KB window is nginx's brotli default and covers any page here.
  brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 19 } },
  filter: (request, response) => !encodedWhole.has(response) && compressible(request, response),
}) as unknown as NodeMiddleware;

/**
 * The encoding a whole body is sent in, or null when it is not the front's to encode: an answer already under
 * way or encoded, not a 200 from Next's cache, a HEAD, a body too small, a type not worth compressing,
 * `no-transform`, or a client that takes deflate alone (the middleware then decides, as for any other
 * answer).
 */
function wholeBodyEncoding(
  request: IncomingMessage,
  response: ServerResponse,
  text: string,
): BodyEncoding | null {
  if (response.headersSent || request.method === 'HEAD' || text.length < THRESHOLD) return null;
  if (response.statusCode !== 200 || !fromCache.has(String(response.getHeader('x-nextjs-cache'))))
    return null;
  const current = response.getHeader('content-encoding');
  if (current !== undefined && current !== 'identity') return null;
  if (noTransform.test(String(response.getHeader('cache-control') ?? ''))) return null;
  if (!compressible(request, response)) return null;
  const chosen = preferredEncoding(request, offered, preferred);
  return wholeBodyEncodings.find((encoding) => encoding === chosen) ?? null;
}

function isUtf8(encoding: unknown): boolean {
  return encoding === undefined || encoding === 'utf8' || encoding === 'utf-8';
}

/** Sets up the response so that what is sent through it is compressed as the client accepts. */
export function compressAnswers(bodies: EncodedBodies) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    streamed(request, response, () => {});
    // The middleware's own `end`, which this one hands every answer to.
    const streamedEnd = response.end.bind(response) as (...rest: unknown[]) => ServerResponse;
    response.end = function end(this: ServerResponse, ...args: unknown[]) {
      const [chunk, second, third] = args;
      const encoding = typeof second === 'function' ? undefined : second;
      const callback = typeof second === 'function' ? second : third;
      if (typeof chunk !== 'string' || !isUtf8(encoding)) return streamedEnd(...args);
      const chosen = wholeBodyEncoding(request, this, chunk);
      if (chosen === null) return streamedEnd(...args);
      const body = bodies.bytes(chunk, chosen);
      encodedWhole.add(this);
      vary(this, 'Accept-Encoding');
      if (chosen !== 'identity') this.setHeader('Content-Encoding', chosen);
      this.setHeader('Content-Length', body.length);
      return streamedEnd(body, callback);
    } as ServerResponse['end'];
  };
}
