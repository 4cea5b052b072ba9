import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeRoutedHeader } from '@/lib/i18n/locale-router';
import { pagePath } from '@/tests/support/paths';
import { localeRouting } from '@/server/locale-routing';

const publicFolder = mkdtempSync(path.join(tmpdir(), 'public-'));
mkdirSync(path.join(publicFolder, 'images', 'a b'), { recursive: true });
writeFileSync(path.join(publicFolder, 'images', 'talent-fallback.svg'), '<svg/>');
writeFileSync(path.join(publicFolder, 'images', 'a b', 'c'), 'x');
afterAll(() => rmSync(publicFolder, { recursive: true, force: true }));

const route = localeRouting(publicFolder);

function request(url: string, headers: Record<string, string> = {}) {
  return { url, headers: { ...headers } } as unknown as IncomingMessage;
}

describe('the front routes a request before Next', () => {
  it('hands Next the route folder of a visible path, marked, with its query', () => {
    const given = request(`${pagePath('/about', 'es')}?x=1`);
    expect(route(given)).toBeNull();
    expect(given.url).toBe('/es/about?x=1');
    expect(given.headers[localeRoutedHeader]).toBe('1');
  });

  it('answers a page name of another locale with its redirect, and hands Next nothing', () => {
    const given = request('/pt/about?x=1');
    expect(route(given)).toBe(`${pagePath('/about', 'pt')}?x=1`);
  });

  it('removes a mark a client wrote, on every request', () => {
    const routed = request('/api/contact', { [localeRoutedHeader]: '1' });
    expect(route(routed)).toBeNull();
    expect(routed.url).toBe('/api/contact');
    expect(routed.headers[localeRoutedHeader]).toBeUndefined();
    // `/es/...` from a client stays the proxy's to redirect.
    const prefixed = request('/es/about', { [localeRoutedHeader]: '1' });
    route(prefixed);
    expect(prefixed.url).toBe('/es/about');
    expect(prefixed.headers[localeRoutedHeader]).toBeUndefined();
  });

  it.each(['/images/talent-fallback.svg', '/images/a%20b/c', '/images/a b/c'])(
    'passes the public file %s as it is, as Next serves those before any rewrite',
    (file) => {
      const given = request(file);
      expect(route(given)).toBeNull();
      expect(given.url).toBe(file);
    },
  );

  it('routes a path under a public folder that names no file, as an unknown page', () => {
    const given = request('/images/nothing');
    route(given);
    expect(given.url).toBe('/es/images/nothing');
  });
});
