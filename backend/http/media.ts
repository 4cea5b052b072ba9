import { Hono } from 'hono';
import { safeKey, type FileStore } from '../files/file-store';
import { mimeOf } from '../lib/mime';
import { parseByteRange } from './byte-range';
import { notFound } from './errors';

/**
 * Serves the store's files publicly at `/media/<key>`, immutable and with an ETag; never a key that could
 * leave the store. Byte ranges are honoured (206), so phones can start and seek the videos.
 */
export function mediaRoutes(store: FileStore): Hono {
  const app = new Hono();
  app.get('/*', async (c) => {
    let key: string | null;
    try {
      key = safeKey(decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\/?/, '')));
    } catch {
      throw notFound();
    }
    const info = key === null ? null : await store.info(key);
    if (key === null || !info) throw notFound();
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: info.etag,
      'Content-Type': mimeOf(key),
      'Accept-Ranges': 'bytes',
    };
    if (c.req.header('if-none-match') === info.etag) return c.body(null, 304, headers);
    const range = parseByteRange(c.req.header('range'), info.size);
    if (range === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    if (info.size === 0) return c.body(null, 200, { ...headers, 'Content-Length': '0' });
    const span = range ?? { start: 0, end: info.size - 1 };
    const body = store.stream(key, span);
    const length = String(span.end - span.start + 1);
    if (!range) return c.body(body, 200, { ...headers, 'Content-Length': length });
    return c.body(body, 206, {
      ...headers,
      'Content-Length': length,
      'Content-Range': `bytes ${span.start}-${span.end}/${info.size}`,
    });
  });
  return app;
}
