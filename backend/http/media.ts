import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { mimeOf } from '../lib/mime';
import { notFound } from './errors';

/** Serves `${root}/<path>` publicly, immutable and with an ETag; never anything outside root. */
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
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, { ...headers, 'Content-Length': String(info.size) });
  });
  return app;
}
