// @vitest-environment node
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { browserSafeCacheControl, keepBrowsersFromReusingStale } from '@/server/browser-cache-control';

describe('browserSafeCacheControl', () => {
  it("makes browsers revalidate Next.js's shareable answers, which carry no max-age", () => {
    expect(browserSafeCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(
      'max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=31535940',
    );
  });

  it('leaves answers that already give browsers a lifetime, or are not shared, as they are', () => {
    expect(browserSafeCacheControl('public, max-age=3600, s-maxage=3600')).toBe(
      'public, max-age=3600, s-maxage=3600',
    );
    expect(browserSafeCacheControl('public, max-age=0, s-maxage=60')).toBe('public, max-age=0, s-maxage=60');
    expect(browserSafeCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
    expect(browserSafeCacheControl('no-store')).toBe('no-store');
  });
});

/** The Cache-Control a client receives from a server whose handler answers with `answer`. */
async function received(answer: (response: ServerResponse) => void): Promise<string | undefined> {
  const server = createServer((_request, response) => {
    keepBrowsersFromReusingStale(response);
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port }, (response) => {
        response.resume();
        resolve(response.headers['cache-control']);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('keepBrowsersFromReusingStale', () => {
  it('adjusts a Cache-Control set with setHeader before the body is written', async () => {
    const value = await received((response) => {
      response.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=600');
      response.end('page');
    });
    expect(value).toBe('max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=600');
  });

  it("adjusts a Cache-Control passed in writeHead's own headers", async () => {
    const value = await received((response) => {
      response.writeHead(200, { 'Cache-Control': 's-maxage=60' });
      response.end('page');
    });
    expect(value).toBe('max-age=0, must-revalidate, s-maxage=60');
  });
});
