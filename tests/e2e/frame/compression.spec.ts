import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { requestWire } from '../../support/wire-request';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx, e2eSiteUrl } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// The front compresses (server/whole-body/compress-answers.ts): a page from the cache leaves as bytes kept
// encoded and compressed, the same bytes on every answer, with their length; a page rendered now is
// compressed as it streams. Read off the wire, since a client that decodes would hide the encoding.

function get(path: string, acceptEncoding: string) {
  return requestWire(new URL(path, e2eSiteUrl), {
    'accept-encoding': acceptEncoding,
    'x-forwarded-for': '203.0.113.71',
  });
}

test.describe('compression by the front', () => {
  test.skip(behindNginx, 'behind nginx the site is asked for no encoding, and nginx compresses');

  test('a cached page leaves in Brotli, the same bytes with their length on every answer', async () => {
    // The first answer may render the page; the next ones are the cache's.
    const about = pagePath('/about', 'en');
    await get(about, 'br');
    const first = await get(about, 'gzip, deflate, br');
    const second = await get(about, 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(first.headers['x-nextjs-cache']).toBe('HIT');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    const html = brotliDecompressSync(first.body).toString('utf8');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('</html>');
  });

  test('a client that takes only gzip gets gzip, and one that takes none gets the page as it is', async () => {
    const about = pagePath('/about', 'es');
    await get(about, '');
    const gzip = await get(about, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const fromGzip = gunzipSync(gzip.body).toString('utf8');
    const plain = await get(about, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.toString('utf8')).toBe(fromGzip);
  });

  test("the page's scripts and stylesheets leave in the forms compressed at build time", async () => {
    const html = (await get(pagePath('/about', 'en'), '')).body.toString('utf8');
    const assets = [...new Set(html.match(/\/_next\/static\/[^"?]+\.(?:js|css)/g))];
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const plain = await get(asset, '');
      const br = await get(asset, 'gzip, deflate, br, zstd');
      const gzip = await get(asset, 'gzip');
      expect(plain.status, asset).toBe(200);
      expect(br.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(Number(br.headers['content-length']), asset).toBe(br.body.length);
      // A file under 1 KB is not worth a compressed form, and is sent as it is.
      if (plain.body.length < 1024) continue;
      expect(br.headers['content-encoding'], asset).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
      // The same bytes on every answer: made once, not per request.
      expect((await get(asset, 'br')).body.equals(br.body), asset).toBe(true);
    }
  });

  test('a page rendered per request (a filtered roster) is compressed as it streams', async () => {
    const answer = await get('/en/models?hair=Black', 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(gunzipSync(answer.body).toString('utf8')).toContain('</html>');
  });
});
