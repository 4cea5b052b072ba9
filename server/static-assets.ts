// Next's hashed build assets (/_next/static/…), sent by the front as files, in the Brotli or gzip form
// written at build time (server/precompress.mjs) when the client takes it; compressing them again per
// request held the event loop (docs/performance.md, "Static assets compressed once"). A request this does
// not answer as Next would goes on to Next.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import mime from 'mime';
import { encodedSuffixes, worthCompressing } from './precompress.mjs';
import { folderFiles } from './folder-files';
import { preferredEncoding } from './preferred-encoding';

const URL_PREFIX = '/_next/static/';

/** The same rule Next gives these files: their names change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = keyof typeof encodedSuffixes;
/** The smallest first, when a client takes both equally. */
const preferred: Encoding[] = ['br', 'gzip'];

type Form = { file: string; size: number };
type Asset = {
  type: string;
  lastModified: string;
  identity: Form;
  encoded: Partial<Record<Encoding, Form>>;
  /** A file the build step compresses, whose forms are missing when that step did not run (a bare `next build`). */
  unencoded: boolean;
};

/** Headers that ask for something other than the whole file: Next answers them (ranges, 304s). */
const leftToNext = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  const text = type.startsWith('text/') || type === 'image/svg+xml' || type === 'application/json';
  return text ? `${type}; charset=utf-8` : type;
}

function formOf(file: string, names: ReadonlySet<string>): Form | undefined {
  return names.has(file) ? { file, size: statSync(file).size } : undefined;
}

/** Every asset under `folder` by its URL path, with the compressed forms found beside it. */
function indexAssets(folder: string): Map<string, Asset> {
  const files = folderFiles(folder);
  const names = new Set(files.values());
  const assets = new Map<string, Asset>();
  for (const [inFolder, file] of files) {
    if (file.endsWith(encodedSuffixes.br) || file.endsWith(encodedSuffixes.gzip)) continue;
    const stats = statSync(file);
    const encoded: Asset['encoded'] = {};
    for (const encoding of preferred) {
      const form = formOf(file + encodedSuffixes[encoding], names);
      if (form) encoded[encoding] = form;
    }
    assets.set(URL_PREFIX + inFolder.slice(1), {
      type: contentType(file),
      lastModified: stats.mtime.toUTCString(),
      identity: { file, size: stats.size },
      encoded,
      unencoded: worthCompressing(file, stats.size) && Object.keys(encoded).length === 0,
    });
  }
  return assets;
}

/**
 * The front's sender of the build's static assets. It returns whether it answered; when it did not, the
 * request is Next's. A folder that does not exist (a build without assets) answers nothing.
 */
export function staticAssets(
  folder: string,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  let assets: Map<string, Asset>;
  try {
    assets = indexAssets(folder);
  } catch {
    assets = new Map();
  }
  return (request, response) => {
    const url = request.url ?? '';
    if (!url.startsWith(URL_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const asset = assets.get(url.split('?')[0]!);
    if (!asset || asset.unencoded || leftToNext.some((name) => request.headers[name] !== undefined))
      return false;
    const available = [...preferred.filter((encoding) => asset.encoded[encoding]), 'identity'];
    const chosen = preferredEncoding(request, available, preferred);
    // A client that refuses every form there is (`identity;q=0` and no other): Next and the middleware decide.
    if (chosen === undefined) return false;
    const form = chosen === 'identity' ? asset.identity : asset.encoded[chosen as Encoding]!;
    response.statusCode = 200;
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Content-Length', form.size);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Last-Modified', asset.lastModified);
    if (available.length > 1) response.setHeader('Vary', 'Accept-Encoding');
    if (chosen === 'identity') response.setHeader('Accept-Ranges', 'bytes');
    else response.setHeader('Content-Encoding', chosen);
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    createReadStream(form.file)
      .on('error', (error) => response.destroy(error))
      .pipe(response);
    return true;
  };
}
