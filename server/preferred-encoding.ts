import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

// negotiator 1.x takes the server's preference among encodings a client accepts equally; its published
// types describe 0.6, which has no such option.
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/**
 * The encoding among `available` that the request's `Accept-Encoding` takes (q-values honoured), the first
 * of `preferred` among those it takes equally; undefined when it takes none of them.
 */
export function preferredEncoding(
  request: IncomingMessage,
  available: readonly string[],
  preferred: readonly string[],
): string | undefined {
  const negotiator = new Negotiator(request) as unknown as EncodingNegotiator;
  return negotiator.encoding(available, { preferred });
}
