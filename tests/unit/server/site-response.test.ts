import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteResponse } from '@/server/site-response';
import { rawRequest, requestBytes } from '@/tests/support/raw-http';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The raw header lines a server built on SiteResponse sends for one answer written by `write`. */
async function fieldsOf(write: (response: ServerResponse) => void): Promise<[string, string][]> {
  const server = createServer({ ServerResponse: SiteResponse }, (_request, response) => {
    write(response);
    response.statusCode = 308;
    response.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answer = await rawRequest(
    url,
    requestBytes('GET / HTTP/1.1', [
      ['Host', 'x'],
      ['Connection', 'close'],
    ]),
  );
  return answer.fields;
}

const named = (fields: [string, string][], name: string) =>
  fields.filter(([field]) => field === name).map(([, value]) => value);

describe('SiteResponse', () => {
  it('sends one Location when a redirect is set and then appended again, as Next does for a cached render', async () => {
    const fields = await fieldsOf((response) => {
      response.setHeader('location', '/en/models/17/adriana-romero');
      response.appendHeader('location', '/en/models/17/adriana-romero');
    });
    expect(named(fields, 'location')).toEqual(['/en/models/17/adriana-romero']);
  });

  it('keeps the last Location appended, in any spelling of the name', async () => {
    const fields = await fieldsOf((response) => {
      response.appendHeader('Location', '/a');
      response.appendHeader('LOCATION', ['/b', '/c']);
    });
    expect(named(fields, 'location')).toEqual(['/c']);
  });

  it('still appends the fields that may repeat', async () => {
    const fields = await fieldsOf((response) => {
      response.appendHeader('set-cookie', 'a=1');
      response.appendHeader('set-cookie', 'b=2');
      response.appendHeader('vary', 'rsc');
    });
    expect(named(fields, 'set-cookie')).toEqual(['a=1', 'b=2']);
    expect(named(fields, 'vary')).toEqual(['rsc']);
  });
});

describe('SiteResponse and the browser cache', () => {
  const cacheControlOf = async (value: string, how: 'set' | 'writeHead') => {
    const server = createServer({ ServerResponse: SiteResponse }, (_request, response) => {
      if (how === 'set') {
        response.setHeader('Cache-Control', value);
        response.end('page');
      } else {
        response.writeHead(200, { 'Cache-Control': value });
        response.end('page');
      }
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return answer.headers.get('cache-control');
  };

  it('tells browsers to check a page only shared caches may keep, set before or in writeHead', async () => {
    for (const how of ['set', 'writeHead'] as const)
      expect(await cacheControlOf('s-maxage=60, stale-while-revalidate=31535940', how)).toBe(
        's-maxage=60, stale-while-revalidate=31535940, max-age=0, must-revalidate',
      );
  });

  it('leaves any other rule as it was', async () => {
    for (const value of [
      'no-store',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
      's-maxage=60, max-age=10',
    ])
      expect(await cacheControlOf(value, 'set')).toBe(value);
  });
});
