import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loggedTarget } from '@/lib/log/when-answered';
import { routeKind } from '@/server/route-kind';

describe('the kind of route a request is counted under', () => {
  it.each([
    ['/', {}, 'GET', 'page'],
    ['/en/models/12/ana-lopez', {}, 'GET', 'page'],
    ['/en/models/12/ana-lopez', { rsc: '1' }, 'GET', 'navigation'],
    ['/api/talents', {}, 'GET', 'api'],
    ['/api/contact', {}, 'POST', 'api'],
    ['/_next/static/chunks/app.js', {}, 'GET', 'asset'],
    ['/_next/image', {}, 'GET', 'image'],
    ['/robots.txt', {}, 'GET', 'crawler'],
    ['/sitemap.xml', {}, 'GET', 'crawler'],
    ['/favicon.ico', {}, 'GET', 'file'],
    ['/healthz', {}, 'GET', 'health'],
    ['/readyz', {}, 'GET', 'health'],
    ['/en', {}, 'POST', 'other'],
  ])('%s %j %s → %s', (path, headers, method, kind) => {
    expect(routeKind(path, headers, method)).toBe(kind);
  });

  it('logs a query by its names, never its values', () => {
    expect(loggedTarget('/en/models/search?q=ana@example.com&page=2&q=b')).toEqual({
      path: '/en/models/search',
      query: ['q', 'page'],
    });
  });

  it('logs any target without throwing: no URL, two slashes, a star, a huge path', () => {
    expect(loggedTarget('//evil.example/x?a=1')).toEqual({ path: '//evil.example/x', query: ['a'] });
    expect(loggedTarget('*')).toEqual({ path: '*' });
    expect(loggedTarget(undefined)).toEqual({ path: '/' });
    expect(loggedTarget(`/${'a'.repeat(5000)}`).path).toHaveLength(512);
    fc.assert(fc.property(fc.string(), (target) => void loggedTarget(target)));
  });
});
