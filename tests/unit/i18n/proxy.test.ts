// @vitest-environment node
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server.js';
import { NextRequest } from 'next/server.js';
import { describe, expect, it } from 'vitest';
import { config, proxy, rewrittenHeader } from '@/proxy';

function call(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers }));
}

function location(response: Response): string | null {
  const value = response.headers.get('location');
  return value && new URL(value).pathname + new URL(value).search;
}

function rewrite(response: Response): string | null {
  const value = response.headers.get('x-middleware-rewrite');
  return value && new URL(value).pathname + new URL(value).search;
}

describe('proxy redirects', () => {
  it.each([
    ['/es', '/'],
    ['/es/models', '/models'],
    ['/es/sobre', '/sobre'],
    ['/es/news?page=2', '/news?page=2'],
    ['/en/contato', '/en/contact'],
    ['/contact', '/contato'],
    ['/pt/about', '/pt/sobre'],
    ['/reachout', '/alcanzar'],
    ['/en/alcanzar', '/en/reachout'],
    ['/pt/be-a-model', '/pt/seja-um-modelo'],
    ['/en/seja-um-modelo', '/en/be-a-model'],
    ['/es/contact', '/contato'],
    ['/favorites', '/favoritos'],
    ['/en/favoritos', '/en/favorites'],
    ['/pt/favorites', '/pt/favoritos'],
  ])('%s answers a permanent redirect to %s', (from, to) => {
    const response = call(from);
    expect(response.status).toBe(308);
    expect(location(response)).toBe(to);
  });
});

describe('proxy rewrites to the internal route folders', () => {
  it.each([
    ['/', '/es'],
    ['/sobre', '/es/about'],
    ['/alcanzar', '/es/reachout'],
    ['/pt/sobre', '/pt/about'],
    ['/pt/seja-um-modelo', '/pt/be-a-model'],
    ['/favoritos', '/es/favorites'],
    ['/pt/favoritos', '/pt/favorites'],
    ['/models/12/ana-torres', '/es/models/12/ana-torres'],
    ['/news/semana-de-la-moda', '/es/news/semana-de-la-moda'],
    // An unknown locale is an es page of that name: the [category] page or the catch-all answers 404.
    ['/fr', '/es/fr'],
    ['/xx/models', '/es/xx/models'],
  ])('%s renders %s', (from, to) => {
    const response = call(from);
    expect(response.status).toBe(200);
    expect(rewrite(response)).toBe(to);
  });

  it('lets canonical prefixed paths through unchanged', () => {
    const response = call('/en/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(rewrite(response) ?? '/en/about').toBe('/en/about');
  });

  it('marks the rewritten request, and renders a marked request as it is (vercel/next.js#94745)', () => {
    const rewritten = call('/fr');
    expect(rewritten.headers.get(`x-middleware-request-${rewrittenHeader}`)).toBe('1');
    expect(rewritten.headers.get('x-middleware-override-headers')?.split(',')).toContain(rewrittenHeader);

    const again = call('/es/fr', { [rewrittenHeader]: '1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-middleware-next')).toBe('1');
    expect(again.headers.get('location')).toBeNull();
  });
});

describe('the locale comes from the URL only', () => {
  it('ignores Accept-Language and a locale cookie on /', () => {
    const response = call('/', { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=pt' });
    expect(response.status).toBe(200);
    expect(rewrite(response)).toBe('/es');
  });

  it('sets no cookie', () => {
    for (const path of ['/', '/en/about', '/es/models']) {
      expect(call(path).headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('proxy matcher', () => {
  it.each(['/', '/models', '/en/contact', '/pt', '/apiary', '/mediakit'])('runs on %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it.each(['/api/contact', '/api', '/_next/static/chunks/a.js', '/media/talents/1/cover.jpg', '/favicon.ico', '/robots.txt', '/sitemap.xml'])(
    'skips %s',
    (url) => {
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
    },
  );
});
