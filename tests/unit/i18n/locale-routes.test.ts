import fc from 'fast-check';
import {
  getRedirectUrl,
  getRewrittenUrl,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server.js';
import { describe, expect, it } from 'vitest';
import { localeRouter } from '@/lib/i18n/locale-router';
import { localeRewrites } from '@/lib/i18n/locale-routes';
import { localeRules } from '@/lib/i18n/next-rules';
import { localizedNames, locales, reservedSegments } from '@/lib/i18n/pathnames';
import { categories } from '@/lib/talent/category';
import { filterKeys } from '@/lib/talent/roster-filter';
import { pagePath } from '@/tests/support/paths';
import {
  aliasRedirects,
  filteredRosters,
  ownPaths,
  plainRosters,
  renderedFolders,
  searchPathRedirects,
  spanishNames,
  unfilteredRosters,
  unknownUnderLocalizedName,
  untouchedPaths,
} from '@/tests/support/routing-table';

// The locale rules as the front applies them before Next (lib/i18n/locale-router.ts), and as Next itself
// reads the same rules given as its redirects and rewrites: Next's reading is the reference the front's
// matching of Next's rule syntax is held to. Every case below is asked of both.
const nextConfig = {
  redirects: () =>
    Promise.resolve(
      localeRules().redirects.map(({ source, destination }) => ({ source, destination, permanent: true })),
    ),
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
  ['Next, given the rules', routeByNext],
  ['the front', routeByFront],
] as const;

describe.each(routers)('%s', (_, route) => {
  describe('page names from another locale redirect permanently to the canonical one', () => {
    it.each(aliasRedirects)('%s → %s', async (from, to) => {
      const result = await route(from);
      expect(result.status).toBe(308);
      expect(result.redirect).toBe(to);
    });
  });

  describe('the Spanish pages have Spanish names; the names they had redirect to them', () => {
    it.each(spanishNames)('%s answers %i: %s', async (from, status, to) => {
      const result = await route(from);
      expect(result.status).toBe(status);
      if (status === 308) expect(result.redirect).toBe(to);
      // Next's reading gives no rewritten URL for a path a rule hands on as it is (`/en/contact`).
      else expect(result.rewrite ?? from).toBe(to);
    });
  });

  describe('visible URLs render the internal route folders', () => {
    it.each(renderedFolders)('%s renders %s', async (from, to) => {
      const result = await route(from);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBe(to);
    });

    it.each(ownPaths)('%s renders its own path', async (path) => {
      const result = await route(path);
      expect(result.redirect).toBeNull();
      expect(result.rewrite ?? path).toBe(path);
    });

    it.each(untouchedPaths)('%s is left as it is', async (path) => {
      const result = await route(path);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBeNull();
    });

    it.each(unknownUnderLocalizedName)('%s renders %s', async (from, to) => {
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
    it.each(filteredRosters)('%s renders %s', async (from, to) => {
      const result = await route(from);
      expect(result.redirect).toBeNull();
      expect(result.rewrite).toBe(to);
    });

    it.each(unfilteredRosters)('%s is not filtered: %s', async (from, to) => {
      const result = await route(from);
      expect(result.rewrite).toBe(to);
    });

    it.each(plainRosters)('%s stays the roster', async (path) => {
      const result = await route(path);
      expect([null, path]).toContain(result.rewrite);
    });

    it('takes two rules per prefix, however many filter keys there are', () => {
      const roster = localeRewrites().filter((rule) => rule.source.includes(':category('));
      expect(roster).toHaveLength(4);
    });

    it.each(searchPathRedirects)('the view has no URL of its own: %s → %s', async (from, to) => {
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
    ['/NOSOTROS', '/es/about'],
    ['/EN/News', '/en/News'],
    ['/Pt/Contato', '/pt/contact'],
  ])('%s renders %s, in any case', (from, to) => {
    expect(frontRouter(from)).toEqual({ rewrite: to });
  });

  it('redirects a name es had before in any case: /SOBRE → /nosotros', () => {
    expect(frontRouter('/SOBRE')).toEqual({ redirect: '/nosotros' });
  });

  // Next redirects these to their plain form before any rule (a trailing slash, repeated slashes); the
  // front leaves them to it.
  it.each(['/nosotros/', '/en/', '/news//x', '//news', '/news\\x'])('leaves %s to Next', (path) => {
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
