import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAnswers } from '@/server/whole-body/compress-answers';
import { EncodedBodies } from '@/server/whole-body/encoded-bodies';
import { requestWire } from '@/tests/support/wire-request';

const page = `<!DOCTYPE html><html lang="es"><body>${'<p>Modelos – Ciudad de México</p>'.repeat(300)}</body></html>`;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server that compresses as the front does and answers every request with `answer`. */
async function serve(answer: (response: ServerResponse) => void, bodies = new EncodedBodies(1 << 24)) {
  const compress = compressAnswers(bodies);
  const server = createServer((incoming, response) => {
    compress(incoming, response);
    answer(response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (headers: Record<string, string> = {}, method = 'GET') =>
    requestWire(`http://127.0.0.1:${port}/`, headers, method);
}

/** A page as Next sends one from its cache: headers, then the whole text in one `end`. */
function cachedPage(response: ServerResponse, text = page, cache = 'HIT') {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('x-nextjs-cache', cache);
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(text);
}

describe('compressAnswers: a body sent whole', () => {
  it('sends Brotli to a browser, with its length and Vary, and the bytes decode to the page', async () => {
    const ask = await serve((response) => cachedPage(response));
    const answer = await ask({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page);
  });

  it('sends gzip to a client that takes only gzip, and the UTF-8 text to one that takes nothing', async () => {
    const ask = await serve((response) => cachedPage(response));
    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('compresses a body once however many answers carry it', async () => {
    const bodies = new EncodedBodies(1 << 24);
    const ask = await serve((response) => cachedPage(response), bodies);
    const first = await ask({ 'accept-encoding': 'br' });
    const again = await ask({ 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(bodies.size.count).toBe(1);
    const kept = bodies.bytes(page, 'br');
    expect(kept.equals(first.body)).toBe(true);
  });

  it('keeps Vary values already set, naming Accept-Encoding once', async () => {
    const ask = await serve((response) => {
      response.setHeader('Vary', 'rsc, next-router-state-tree');
      cachedPage(response);
    });
    const answer = await ask({ 'accept-encoding': 'gzip' });
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
  });

  it('answers HEAD with the plain length, no encoding and no body', async () => {
    const ask = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('Content-Length', Buffer.byteLength(page));
      response.end(null);
    });
    const answer = await ask({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(answer.body.length).toBe(0);
  });

  it("keeps only 200s from Next's cache: a page rendered now or a 404 is compressed per answer", async () => {
    const bodies = new EncodedBodies(1 << 24);
    const rendered = await serve((response) => cachedPage(response, page, 'MISS'), bodies);
    const renderedAnswer = await rendered({ 'accept-encoding': 'gzip' });
    expect(renderedAnswer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(renderedAnswer.body).toString('utf8')).toBe(page);
    const notFound = await serve((response) => {
      response.statusCode = 404;
      cachedPage(response);
    }, bodies);
    const notFoundAnswer = await notFound({ 'accept-encoding': 'br' });
    expect(notFoundAnswer.status).toBe(404);
    expect(brotliDecompressSync(notFoundAnswer.body).toString('utf8')).toBe(page);
    expect(bodies.size.count).toBe(0);
  });

  it('sends the kept bytes for end(text, callback) and end(text, "utf8"), calling the callback', async () => {
    const bodies = new EncodedBodies(1 << 24);
    let called = 0;
    const withCallback = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end(page, () => called++);
    }, bodies);
    const first = await withCallback({ 'accept-encoding': 'br' });
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(page);
    await expect.poll(() => called).toBe(1);
    const withEncoding = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'STALE');
      response.end(page, 'utf8');
    }, bodies);
    const second = await withEncoding({ 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(bodies.size.count).toBe(1);
  });

  it('leaves an answer whose headers were written first to the middleware', async () => {
    const bodies = new EncodedBodies(1 << 24);
    const ask = await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' });
      response.end(page);
    }, bodies);
    const answer = await ask({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
    expect(bodies.size.count).toBe(0);
  });

  it('leaves a client that takes deflate alone to the middleware, which deflates', async () => {
    const ask = await serve((response) => cachedPage(response));
    const answer = await ask({ 'accept-encoding': 'deflate' });
    expect(answer.headers['content-encoding']).toBe('deflate');
  });

  it('leaves alone a body that asks not to be transformed, an image and a small answer', async () => {
    const noTransform = await serve((response) => {
      response.setHeader('Cache-Control', 'public, no-transform');
      cachedPage(response);
    });
    expect((await noTransform({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();

    const image = Buffer.alloc(4096, 7);
    const png = await serve((response) => {
      response.setHeader('Content-Type', 'image/png');
      response.end(image);
    });
    const pngAnswer = await png({ 'accept-encoding': 'gzip' });
    expect(pngAnswer.headers['content-encoding']).toBeUndefined();
    expect(pngAnswer.body.equals(image)).toBe(true);

    const small = await serve((response) => cachedPage(response, '<p>ok</p>'));
    const smallAnswer = await small({ 'accept-encoding': 'gzip' });
    expect(smallAnswer.headers['content-encoding']).toBeUndefined();
    expect(smallAnswer.body.toString()).toBe('<p>ok</p>');
  });

  it('never compresses text its handler says is encoded already', async () => {
    const ask = await serve((response) => {
      response.setHeader('Content-Encoding', 'gzip');
      cachedPage(response);
    });
    const answer = await ask({ 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.toString('utf8')).toBe(page);
  });

  it('leaves a body its handler compressed itself as it is', async () => {
    const compressed = gzipSync(page);
    const ask = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Encoding', 'gzip');
      response.end(compressed);
    });
    const answer = await ask({ 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
  });
});

describe('compressAnswers: a streamed body', () => {
  it('is compressed as it goes, through the middleware', async () => {
    const ask = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(page.slice(0, 4000));
      setTimeout(() => response.end(page.slice(4000)), 10);
    });
    const answer = await ask({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
  });
});
