// @vitest-environment node
import fc from 'fast-check';
import {
  getRedirectUrl,
  getRewrittenUrl,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server.js';
import { describe, expect, it } from 'vitest';
import { localeRouter } from '@/lib/i18n/locale-router';
import { localeRewrites } from '@/lib/i18n/locale-routes';
import { nextRedirects } from '@/lib/i18n/next-rules';
import { defaultLocale, localizedNames, locales, reservedSegments } from '@/lib/i18n/pathnames';
import { categories } from '@/lib/talent/category';
import { filterKeys } from '@/lib/talent/roster-filter';
import { foreignPath, pageName, pagePath, staticPagePaths } from '@/tests/support/paths';

// The locale rules as Next applies them under `next dev` (lib/site-next-config.ts: redirects first, then
// rewrites), and as the production front applies the same rules before Next (lib/i18n/locale-router.ts).
// Every case below is asked of both.
const nextConfig = {
  redirects: () => Promise.resolve(nextRedirects()),
  rewrites: () => Promise.resolve({ beforeFiles: [], afterFiles: localeRewrites(), fallback: [] }),
};

type Routed = { status: number; redirect: string | null; rewrite: string | null };

async function routeByNext(path: string, config = nextConfig): Promise<Routed> {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://127.0.0.1:3000${path}`,
    nextConfig: config,
  });
  const pathOf = (url: string | null) => (url ? new URL(url).pathname + new URL(url).search : null);
  return {
    status: response.status,
    redirect: pathOf(getRedirectUrl(response)),
    rewrite: pathOf(getRewrittenUrl(response)),
  };
}

const frontRouter = localeRouter();

function routeByFront(path: string): Promise<Routed> {
  const routed = frontRouter(path);
  return Promise.resolve({
    status: routed && 'redirect' in routed ? 308 : 200,
    redirect: routed && 'redirect' in routed ? routed.redirect : null,
    rewrite: routed && 'rewrite' in routed ? routed.rewrite : null,
  });
}

const routers = [
  ['Next, with the rules (next dev)', routeByNext],
  ['the production front', routeByFront],
] as const;

describe.each(routers)('%s', (_, route) => {
  describe('page names from another locale redirect permanently to the canonical one', () => {
    it.each([
      [foreignPath('/contact', 'es', 'en')!, pagePath('/contact', 'es')],
      [foreignPath('/about', 'es', 'en')!, pagePath('/about', 'es')],
      [foreignPath('/reachout', 'es', 'en')!, pagePath('/reachout', 'es')],
      [foreignPath('/be-a-model', 'es', 'en')!, pagePath('/be-a-model', 'es')],
      [foreignPath('/favorites', 'es', 'en')!, pagePath('/favorites', 'es')],
      [foreignPath('/contact', 'en', 'es')!, pagePath('/contact', 'en')],
      [foreignPath('/reachout', 'en', 'es')!, pagePath('/reachout', 'en')],
      [foreignPath('/be-a-model', 'en', 'es')!, pagePath('/be-a-model', 'en')],
      [foreignPath('/favorites', 'en', 'es')!, pagePath('/favorites', 'en')],
      [foreignPath('/about', 'pt', 'en')!, pagePath('/about', 'pt')],
      [foreignPath('/be-a-model', 'pt', 'en')!, pagePath('/be-a-model', 'pt')],
      [foreignPath('/favorites', 'pt', 'en')!, pagePath('/favorites', 'pt')],
      [`${foreignPath('/about', 'es', 'en')}?x=1`, `${pagePath('/about', 'es')}?x=1`],
    ])('%s → %s', async (from, to) => {
      const result = await route(from);
      expect(result.status).toBe(308);
      expect(result.redirect).toBe(to);
    });
  });

  describe('visible URLs render the internal route folders', () => {
    it.each([
      ['/', '/es'],
      [pagePath('/about', 'es'), '/es/about'],
      [pagePath('/reachout', 'es'), '/es/reachout'],
      [pagePath('/contact', 'es'), '/es/contact'],
      [pagePath('/favorites', 'es'), '/es/favorites'],
      [pagePath('/be-a-model', 'es'), '/es/be-a-model'],
      [pagePath('/about', 'pt'), '/pt/about'],
      [pagePath('/be-a-model', 'pt'), '/pt/be-a-model'],
      [pagePath('/favorites', 'pt'), '/pt/favorites'],
      ['/models', '/es/models'],
      ['/models/12/ana-torres', '/es/models/12/ana-torres'],
      ['/news', '/es/news'],
      ['/news/semana-de-la-moda?x=1', '/es/news/semana-de-la-moda?x=1'],
      // An unknown locale is an es page of that name, which answers the es 404.
      ['/fr', '/es/fr'],
      ['/xx/models', '/es/xx/models'],
      // Names that only start like a locale are pages too.
      ['/english', '/es/english'],
    ])('%s renders %s', async (from, to) => {
      const result = await route(from);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBe(to);
    });

    // A localized page whose en or pt name is its route folder's (`/en/about`) renders its own path: a rule
    // taking it unchanged, early, spares Next trying every other rule (lib/i18n/locale-routes.ts).
    const namedAsTheirFolder = staticPagePaths()
      .filter(
        ({ pathname, locale }) =>
          locale !== defaultLocale &&
          pageName(pathname, locale) === pathname &&
          pageName(pathname, defaultLocale) !== pathname,
      )
      .map(({ path }) => path);

    it.each(['/en', ...namedAsTheirFolder, '/en/models/12/x', '/pt', '/pt/news', '/en/nothing-here'])(
      '%s renders its own path',
      async (path) => {
        const result = await route(path);
        expect(result.redirect).toBeNull();
        expect(result.rewrite ?? path).toBe(path);
      },
    );

    it.each([
      '/api/contact',
      '/_next/static/a.js',
      '/robots.txt',
      '/favicon.ico',
      '/sitemaps/sitemap/models-1.xml',
      '/og/about-en.png',
      '/staff/talents',
      '/media/a.jpg',
    ])('%s is left as it is', async (path) => {
      const result = await route(path);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBeNull();
    });

    // An unknown page under a localized name is the default locale's, as every unknown page is.
    it.each([
      ['/sobre/x', '/es/sobre/x'],
      ['/contato/nada', '/es/contato/nada'],
    ])('%s renders %s', async (from, to) => {
      const result = await route(from);
      expect(result.rewrite).toBe(to);
    });
  });
});

// The front is given the request's target alone: it reads neither header nor cookie.
it('ignores Accept-Language and a locale cookie on /', async () => {
  const response = await unstable_getResponseFromNextConfig({
    url: 'http://127.0.0.1:3000/',
    nextConfig,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    cookies: { NEXT_LOCALE: 'pt' },
  });
  expect(getRewrittenUrl(response)).toMatch(/\/es$/);
});

// Next tries the rewrites in turn on every request until one takes the path, compiling each as it goes: the
// pages visitors open most are taken by the first few (docs/performance.md, "The rewrites' order").
describe('the most visited pages are taken by the first rules', () => {
  const FIRST_RULES = 10;
  const firstRulesOnly = {
    ...nextConfig,
    rewrites: () =>
      Promise.resolve({ beforeFiles: [], afterFiles: localeRewrites().slice(0, FIRST_RULES), fallback: [] }),
  };

  it.each([
    '/',
    '/en',
    '/pt',
    '/news',
    '/news/semana-de-la-moda',
    '/en/news/fashion-week',
    '/models',
    '/en/models',
    '/models?q=ana',
    '/models/12/ana-torres',
    '/en/talents/7/luis-perez',
    '/pt/models/12/ana-torres',
    pagePath('/contact', 'en'),
    pagePath('/about', 'en'),
  ])('%s', async (path) => {
    const full = await routeByNext(path);
    const first = await routeByNext(path, firstRulesOnly);
    expect(first.rewrite).not.toBeNull();
    expect(first.rewrite).toBe(full.rewrite ?? path);
  });
});

describe.each(routers)('%s', (_, route) => {
  describe('a roster URL with a search or a letter renders the filtered view', () => {
    it.each([
      ['/models?q=ana', '/es/models/search?q=ana'],
      ['/talents?letter=b', '/es/talents/search?letter=b'],
      ['/models?q=ana&letter=a', '/es/models/search?q=ana&letter=a'],
      ['/en/models?q=ana', '/en/models/search?q=ana'],
      ['/pt/talents?letter=c', '/pt/talents/search?letter=c'],
      ['/en/models?height_min=170', '/en/models/search?height_min=170'],
      ['/pt/models?eyes=Amber&hair=Red', '/pt/models/search?eyes=Amber&hair=Red'],
      ['/talents?height_max=190', '/es/talents/search?height_max=190'],
    ])('%s renders %s', async (from, to) => {
      const result = await route(from);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBe(to);
    });

    it.each([
      ['/models?page=2', '/es/models?page=2'],
      // An emptied search box: the whole roster.
      ['/models?q=', '/es/models?q='],
      ['/actors?q=ana', '/es/actors?q=ana'],
      ['/models/12/ana?q=x', '/es/models/12/ana?q=x'],
      ['/pt/talents?hair=', '/pt/talents?hair='],
    ])('%s is not filtered: %s', async (from, to) => {
      const result = await route(from);
      expect(result.rewrite).toBe(to);
    });

    it.each(['/en/models', '/pt/talents?page=2'])('%s stays the roster', async (path) => {
      const result = await route(path);
      expect([null, path]).toContain(result.rewrite);
    });

    it('takes two rules per prefix, however many filter keys there are', () => {
      const roster = localeRewrites().filter((rule) => rule.source.includes(':category('));
      expect(roster).toHaveLength(4);
    });

    it.each([
      ['/models/search?q=ana', '/models?q=ana'],
      ['/en/talents/search', '/en/talents'],
    ])('the view has no URL of its own: %s → %s', async (from, to) => {
      const result = await route(from);
      expect(result.status).toBe(308);
      expect(result.redirect).toBe(to);
    });
  });
});

describe('the production front routes as Next does with the same rules', () => {
  const segments = [
    ...locales,
    'fr',
    ...localizedNames().flatMap(([internal, names]) =>
      [internal, ...Object.values(names)].flatMap((name) => name.split('/').filter(Boolean)),
    ),
    ...categories,
    'search',
    ...reservedSegments,
    'robots.txt',
    'news',
    '12',
    'ana-torres',
    'a%20b',
    '%C3%A9',
    'x.y',
  ];
  // Lower case and no dot segment: Next's testing helper reads a URL as `new URL` does, which drops `.` and
  // `..`, and extracts params case-sensitively where its server matches without regard to case (below).
  const segment = fc.oneof(
    fc.constantFrom(...segments),
    fc.stringMatching(/^[a-z0-9_~%-][a-z0-9._~%-]{0,7}$/),
  );
  const query = fc
    .array(
      fc.tuple(fc.constantFrom(...filterKeys, 'page', 'x', 'HAIR'), fc.constantFrom('', 'ana', 'a b', '170')),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : ''));
  const target = fc
    .tuple(fc.array(segment, { maxLength: 4 }), query)
    .map(([parts, search]) => `/${parts.join('/')}${search}`);

  it('for generated paths and queries', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        // The paths; a query is kept as it came by the front, where Next's testing helper writes it anew.
        const withoutQuery = ({ status, redirect, rewrite }: Routed) => ({
          status,
          redirect: redirect?.split('?')[0],
          rewrite: rewrite?.split('?')[0],
        });
        expect(withoutQuery(await routeByFront(path))).toEqual(withoutQuery(await routeByNext(path)));
      }),
      { numRuns: 400 },
    );
  });

  // Next's server matches its rules without regard to case (its `getPathMatch`), and so does the front.
  it.each([
    ['/SOBRE', '/es/about'],
    ['/EN/News', '/en/News'],
    ['/Pt/Contato', '/pt/contact'],
  ])('%s renders %s, in any case', (from, to) => {
    expect(frontRouter(from)).toEqual({ rewrite: to });
  });

  // Next redirects these to their plain form before any rule (a trailing slash, repeated slashes); the
  // front leaves them to it.
  it.each(['/sobre/', '/en/', '/news//x', '//news', '/news\\x'])('leaves %s to Next', (path) => {
    expect(frontRouter(path)).toBeNull();
  });
});

describe('the route table’s reserved first segments', () => {
  it('are the top-level route folders beside app/[lang], and Next’s own', async () => {
    const { readdirSync } = await import('node:fs');
    const { reservedSegments } = await import('@/lib/i18n/pathnames');
    const folders = readdirSync('app', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '[lang]')
      .map((entry) => entry.name);
    expect([...reservedSegments].sort()).toEqual([...folders, '_next'].sort());
  });
});
