import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRedirect } from '@/server/query-redirect';
import { refuseRequest } from '@/server/request-guard';
import { query, requestPath } from '@/tests/support/fuzz-generators';
import { pagePath } from '@/tests/support/paths';

const media = [{ url: new URL('http://127.0.0.1:4000/panel'), pathname: '/media/**' }];

describe('queryRedirect', () => {
  it.each([
    ['/models?hair=%00', '/models'],
    ['/en/models?eyes=%00', '/en/models'],
    ['/models?hair=%ZZ', '/models'],
    [`${pagePath('/about', 'es')}?x=%00`, pagePath('/about', 'es')],
    ['/pt/models?q=ana&hair=%ZZ&letter=a', '/pt/models?q=ana&letter=a'],
    ['/models?%ZZ=1&height_min=170', '/models?height_min=170'],
    ['/models?q=a%0Db&q=b&&eyes=Green', '/models?q=b&eyes=Green'],
    [
      `${pagePath('/favorites/shared', 'es')}?ids=1,2&x=%E0%A4%A`,
      `${pagePath('/favorites/shared', 'es')}?ids=1,2`,
    ],
    ['/?x=%7F', '/'],
  ])('sends %s to %s', (url, target) => {
    expect(refuseRequest('GET', url, media)).toMatchObject({ status: 400, inQuery: true });
    expect(queryRedirect('GET', url)).toBe(target);
    expect(queryRedirect('HEAD', url)).toBe(target);
  });

  it.each([
    ['//evil.example?x=%00', '/evil.example'],
    ['///evil.example/a?x=%00&y=1', '/evil.example/a?y=1'],
    ['/\\evil.example?x=%00', '/evil.example'],
  ])('keeps %s on this site: %s', (url, target) => {
    expect(queryRedirect('GET', url)).toBe(target);
  });

  it.each([
    ['POST', '/models?hair=%00'],
    ['OPTIONS', '/models?hair=%00'],
    ['GET', '/api/talents?search=%00'],
    ['GET', '/api/contact?lang=%ZZ'],
    ['GET', '/_next/image?url=%00&w=64&q=75'],
    ['GET', '/_next/static/x.js?v=%ZZ'],
    ['GET', '//api/talents?search=%00'],
    ['GET', '/models'],
    ['GET', '/modelos\u00e9?x=%00'],
  ])('leaves %s %s to the plain refusal', (method, url) => {
    expect(queryRedirect(method, url)).toBeNull();
  });

  it('never sends a generated request elsewhere, into a loop or off its path', () => {
    fc.assert(
      fc.property(requestPath, query, (path, search) => {
        const url = `${path}${search}`;
        const refusal = refuseRequest('GET', url, media);
        const target = refusal?.inQuery ? queryRedirect('GET', url) : null;
        if (target === null) return;
        expect(target).toMatch(/^\/(?![/\\])/);
        expect(new URL(target, 'https://site.example').host).toBe('site.example');
        expect(target.split('?')[0]).toBe(path.replace(/^[/\\]+/, '/'));
        expect(refuseRequest('GET', target, media)).toBeNull();
      }),
      { numRuns: 2000, seed: 20_261_127 },
    );
  });
});
