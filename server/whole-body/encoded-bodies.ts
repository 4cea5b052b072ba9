// A page served from the cache reaches the response as one JavaScript string (Next's `res.end(html)`), the
// same string on every hit. Written as it is, Node encodes it to UTF-8 again on every answer, and a
// compressing middleware compresses it again: together most of what a cached answer costs beyond a bare
// page's (docs/performance.md, "Bytes encoded once"). This memo keeps each such body's bytes, and its
// compressed forms once a client asks for them, so a body is encoded once and compressed once per encoding.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Told of every body sent: in which encoding, and whether it was kept already or made now. */
export type EncodingObserver = (encoding: BodyEncoding, result: 'kept' | 'made') => void;

type Encoded = Partial<Record<BodyEncoding, Buffer>>;

/**
 * Brotli quality for a body compressed once and sent many times: 5 gives about 10 % fewer bytes than gzip in
 * 2-3 ms for a page of the home's weight; 11 would take 100-150 ms of the event loop per body.
 */
const BROTLI_QUALITY = 5;

function encode(bytes: Buffer, encoding: BodyEncoding): Buffer {
  if (encoding === 'identity') return bytes;
  if (encoding === 'gzip') return gzipSync(bytes);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * What an entry holds: the body as text (the key, two bytes a character at worst) and its encodings, each
 * counted by the memory behind it (a small result of zlib is a view of its 16 KB output buffer, a small
 * `Buffer.from` a view of an 8 KB pool).
 */
function sizeOf(text: string, encoded: Encoded): number {
  let bytes = text.length * 2;
  for (const buffer of Object.values(encoded)) bytes += Math.max(buffer.length, buffer.buffer.byteLength);
  return bytes;
}

/** Bodies by their text, bounded by the memory they take, the least recently sent dropped first. */
export class EncodedBodies {
  private readonly entries: LRUCache<string, Encoded>;

  constructor(
    maxBytes: number,
    private readonly observe: EncodingObserver = () => {},
  ) {
    // No one body may take more than an eighth of the memo: it would push every other one out.
    this.entries = new LRUCache({ maxSize: maxBytes, maxEntrySize: Math.floor(maxBytes / 8) });
  }

  /** The body's bytes in `encoding`, made now if this body was never sent in it. */
  bytes(text: string, encoding: BodyEncoding): Buffer {
    // A copy, so that setting it again counts its new size.
    const encoded = { ...this.entries.get(text) };
    const known = encoded[encoding];
    this.observe(encoding, known ? 'kept' : 'made');
    if (known) return known;
    const utf8 = encoded.identity ?? Buffer.from(text);
    encoded.identity = utf8;
    const result = (encoded[encoding] = encode(utf8, encoding));
    // Too large a body is dropped by the cache; an empty one still counts a byte (sizes must be positive).
    this.entries.set(text, encoded, { size: Math.max(1, sizeOf(text, encoded)) });
    return result;
  }

  get size(): { count: number; bytes: number } {
    return { count: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
