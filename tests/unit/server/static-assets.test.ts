import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssets } from '@/server/static-assets';
import { requestWire } from '@/tests/support/wire-request';

// The front's sender of Next's hashed assets, in front of a stand-in for Next that answers 299, so a test
// sees which requests the sender left to Next.

const script = Buffer.from(`self.chunk = [${'"una función", '.repeat(300)}];\n`);
const brotli = brotliCompressSync(script);
const gzip = gzipSync(script);
const image = Buffer.from('an image, sent as it is');

let folder: string;
let base: string;
let close: () => void;

function serve(assetsFolder: string): Promise<{ url: string; close: () => void }> {
  const send = staticAssets(assetsFolder);
  const server = createServer((request, response) => {
    if (send(request, response)) return;
    response.statusCode = 299;
    response.end('next');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  mkdirSync(path.join(folder, 'chunks'));
  mkdirSync(path.join(folder, 'media'));
  writeFileSync(path.join(folder, 'chunks/a.js'), script);
  writeFileSync(path.join(folder, 'chunks/a.js.br'), brotli);
  writeFileSync(path.join(folder, 'chunks/a.js.gz'), gzip);
  writeFileSync(path.join(folder, 'media/photo.png'), image);
  // A script the build step did not compress (a bare `next build`).
  writeFileSync(path.join(folder, 'chunks/unencoded.js'), script);
  ({ url: base, close } = await serve(folder));
});
afterAll(() => {
  close();
  rmSync(folder, { recursive: true, force: true });
});

const scriptPath = '/_next/static/chunks/a.js';

describe('staticAssets', () => {
  it('sends the Brotli form to a browser, with its length, the immutable rule and Vary', async () => {
    const answer = await requestWire(base + scriptPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(brotli)).toBe(true);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(brotli.length));
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['last-modified']).toBeTruthy();
  });

  it('sends gzip to a client that takes gzip, and not Brotli to one that refuses it with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const answer = await requestWire(base + scriptPath, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(gzip)).toBe(true);
    }
  });

  it('sends the file as it is to a client that takes no encoding, and a query changes nothing', async () => {
    for (const target of [scriptPath, `${scriptPath}?dpl=1`]) {
      const answer = await requestWire(base + target);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.body.equals(script)).toBe(true);
    }
  });

  it('sends a file with no compressed form as it is, without Vary', async () => {
    const answer = await requestWire(`${base}/_next/static/media/photo.png`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(image)).toBe(true);
  });

  it('answers HEAD with the headers of the form a GET would get, and no body', async () => {
    const answer = await requestWire(base + scriptPath, { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(brotli.length));
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Next ranges, conditional requests, other methods and names the build did not write', async () => {
    const leftToNext: [string, Record<string, string>, string?][] = [
      [scriptPath, { range: 'bytes=0-10' }],
      [scriptPath, { 'if-none-match': '"x"' }],
      [scriptPath, { 'if-modified-since': new Date().toUTCString() }],
      [scriptPath, {}, 'POST'],
      ['/_next/static/chunks/b.js', {}],
      ['/_next/static/chunks/a.js.br', {}],
      // Next and the middleware compress it, as before the build step existed.
      ['/_next/static/chunks/unencoded.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks%2Fa.js', {}],
      ['/chunks/a.js', {}],
      // Identity refused and no form taken: not this sender's to decide.
      [scriptPath, { 'accept-encoding': 'identity;q=0, deflate' }],
    ];
    for (const [target, headers, method] of leftToNext) {
      const answer = await requestWire(base + target, headers, method);
      expect(answer.status, `${method ?? 'GET'} ${target} ${JSON.stringify(headers)}`).toBe(299);
    }
  });

  it('answers nothing when the build has no static folder', async () => {
    const missing = await serve(path.join(folder, 'not-built'));
    try {
      expect((await requestWire(missing.url + scriptPath)).status).toBe(299);
    } finally {
      missing.close();
    }
  });
});
