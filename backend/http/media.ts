import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { mimeOf } from '../lib/mime';
import { parseByteRange } from './byte-range';
import { notFound } from './errors';

/**
 * Serves `${root}/<path>` publicly, immutable and with an ETag; never anything outside root. Byte ranges
 * are honoured (206), so phones can start and seek the videos.
 */
export function mediaRoutes(root: string): Hono {
  const app = new Hono();
  app.get('/*', async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\/?/, ''));
    } catch {
      throw notFound();
    }
    const file = path.resolve(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) throw notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Type': mimeOf(file),
      'Accept-Ranges': 'bytes',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const range = parseByteRange(c.req.header('range'), info.size);
    if (range === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    if (info.size === 0) return c.body(null, 200, { ...headers, 'Content-Length': '0' });
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    const length = String(end - start + 1);
    if (!range) return c.body(body, 200, { ...headers, 'Content-Length': length });
    return c.body(body, 206, {
      ...headers,
      'Content-Length': length,
      'Content-Range': `bytes ${start}-${end}/${info.size}`,
    });
  });
  return app;
}
