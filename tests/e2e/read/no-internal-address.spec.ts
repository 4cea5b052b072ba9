import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eBackendPort, e2eBackendUrl } from '../../support/e2e/servers';
import { newsPage } from '../../support/e2e/site-api';
import { readJson } from '../../support/json';
import { SHARED_IDS_PARAM } from '@/lib/favorites/shared-ids';
import type { TalentCard } from '@/lib/talent/card';
import { escapeRegExp, pagePath } from '@/tests/support/paths';

// The back end listens on this machine (127.0.0.1:<its port>), where no visitor's browser can reach it: no
// page, no navigation's RSC payload and no JSON the browser reads may name that address, in any spelling (a
// next/image URL percent-encodes it, a payload escapes it). The back end's media are named by the site's own
// `/media/…` path instead (lib/api/media-url.ts). Directly and behind nginx.

/** The back end's address as any of this machine's names, followed by its port. */
const backendAddress = new RegExp(
  `(?:${['127.0.0.1', 'localhost', '[::1]', '::1', '0.0.0.0'].map(escapeRegExp).join('|')}):${e2eBackendPort}(?!\\d)`,
  'i',
);

const fromCode = (base: number) => (_: string, code: string) => String.fromCodePoint(parseInt(code, base));

/** `text` with its escapes undone, nested ones too: percent-encoding, JSON's and HTML's. */
function unescaped(text: string): string {
  let before: string;
  let after = text;
  do {
    before = after;
    after = after
      .replace(/%([0-9a-f]{2})/gi, fromCode(16))
      .replace(/\\u([0-9a-f]{4})/gi, fromCode(16))
      .replace(/\\\//g, '/')
      .replace(/&#x([0-9a-f]+);/gi, fromCode(16))
      .replace(/&#(\d+);/g, fromCode(10))
      .replace(/&(?:amp|colon);/gi, (entity) => (entity.toLowerCase() === '&amp;' ? '&' : ':'));
  } while (after !== before);
  return after;
}

/** Fails, quoting the place, when the answer's body or one of its headers names the back end's address. */
async function expectNoBackendAddress(answer: APIResponse, what: string) {
  const body = unescaped(await answer.text());
  const found = backendAddress.exec(body);
  expect(found && body.slice(Math.max(0, found.index - 80), found.index + 80), what).toBeNull();
  for (const [name, value] of Object.entries(answer.headers()))
    expect(unescaped(value), `${what}, header ${name}`).not.toMatch(backendAddress);
}

async function roster(request: APIRequestContext, category: 'models' | 'talents'): Promise<TalentCard[]> {
  const answer = await request.get(`/api/talents?category=${category}&locale=en`);
  expect(answer.status()).toBe(200);
  return (await readJson<{ items: TalentCard[] }>(answer)).items;
}

type PageCase = {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  status?: number;
  /** What the HTML shows of the back end's media, named the site's way, so the check has something to see. */
  shows?: RegExp;
};

/** A picture of the back end through the image optimizer, by the site's own path (percent-encoded). */
const optimizedMedia = /\/_next\/image\?url=%2Fmedia%2F/;
/** A video of the back end, which the browser loads from the site's own path. */
const siteVideo = /<video [^>]*src="\/media\/[^"]+\.mp4/;

/**
 * `path` as a client navigation asks for it: with the `RSC` header and Next's cache-busting parameter, whose
 * value for a request without the router's other headers is empty (Next redirects a request without it).
 */
function rscPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}_rsc=`;
}

const pages: PageCase[] = [
  { name: 'home (es)', path: () => Promise.resolve(pagePath('/')), shows: optimizedMedia },
  { name: 'home (en)', path: () => Promise.resolve(pagePath('/', 'en')), shows: optimizedMedia },
  {
    name: 'roster',
    path: () => Promise.resolve(pagePath('/[category]', 'en', { category: 'models' })),
    shows: optimizedMedia,
  },
  {
    name: 'roster search (rendered per request)',
    path: async (request) => {
      const [first] = await roster(request, 'talents');
      const term = first!.name.split(' ')[0]!;
      return `${pagePath('/[category]', 'en', { category: 'talents' })}?q=${encodeURIComponent(term)}`;
    },
    shows: optimizedMedia,
  },
  {
    name: 'profile',
    path: async (request) => {
      const talent = (await roster(request, 'models')).find((card) => card.coverUrl)!;
      const params = { category: 'models', id: String(talent.id), name: talent.slug };
      return pagePath('/[category]/[id]/[name]', 'en', params);
    },
    shows: optimizedMedia,
  },
  { name: 'news', path: () => Promise.resolve(pagePath('/news', 'en')), shows: siteVideo },
  {
    name: 'post',
    path: async (request) => {
      const { items } = await newsPage(request, 'en');
      const post = items.find((item) => item.cover?.kind === 'image') ?? items[0]!;
      return pagePath('/news/[slug]', 'en', { slug: post.slug });
    },
  },
  { name: 'about', path: () => Promise.resolve(pagePath('/about', 'en')), shows: siteVideo },
  { name: 'contact', path: () => Promise.resolve(pagePath('/contact', 'en')) },
  { name: 'application', path: () => Promise.resolve(pagePath('/be-a-model', 'en')) },
  { name: 'reach out', path: () => Promise.resolve(pagePath('/reachout', 'en')), shows: optimizedMedia },
  { name: 'favorites', path: () => Promise.resolve(pagePath('/favorites', 'en')) },
  {
    name: 'shared favorites',
    path: async (request) => {
      const ids = (await roster(request, 'models')).slice(0, 3).map((card) => card.id);
      return `${pagePath('/favorites/shared', 'en')}?${SHARED_IDS_PARAM}=${ids.join(',')}`;
    },
    shows: optimizedMedia,
  },
  { name: 'not found', path: () => Promise.resolve('/en/no-such-page-anywhere'), status: 404 },
];

test.describe('the back end’s address on no page', () => {
  for (const { name, path, status = 200, shows } of pages) {
    test(`${name}: its HTML and its RSC payload`, async ({ request }) => {
      const url = await path(request);
      const html = await request.get(url, { headers: { Accept: 'text/html' } });
      expect(html.status(), url).toBe(status);
      expect(html.headers()['content-type']).toContain('text/html');
      await expectNoBackendAddress(html, `the HTML of ${url}`);
      if (shows) expect(await html.text()).toMatch(shows);
      // A client navigation's answer: the page as React Server Components' payload.
      const rsc = await request.get(rscPath(url), { headers: { RSC: '1' }, maxRedirects: 0 });
      expect(rsc.status(), url).toBe(status);
      // Behind nginx a page's 404 is the localized not-found document, whatever was asked (deploy/nginx.conf).
      if (status === 200) expect(rsc.headers()['content-type']).toContain('text/x-component');
      await expectNoBackendAddress(rsc, `the RSC payload of ${url}`);
    });
  }

  test('the JSON the browser reads: rosters, news, cities', async ({ request }) => {
    const [first] = await roster(request, 'models');
    const letter = first!.name[0]!.toLowerCase();
    const calls = [
      '/api/talents?category=models&locale=en',
      '/api/talents?category=talents&locale=es&page=2',
      `/api/talents?category=models&locale=en&letter=${letter}`,
      `/api/talents?category=models&locale=pt&q=${encodeURIComponent(first!.name.split(' ')[0]!)}`,
      '/api/posts?locale=en&page=1',
      '/api/posts?locale=es&page=2',
      '/api/attributes?locale=es&country=1',
    ];
    for (const call of calls) {
      const answer = await request.get(call);
      expect(answer.status(), call).toBe(200);
      await expectNoBackendAddress(answer, call);
    }
    // The covers are there, by the site's own path.
    expect((await roster(request, 'models')).some((card) => card.coverUrl?.startsWith('/media/'))).toBe(true);
  });

  test('the image optimizer reads the back end’s pictures by the site’s path only', async ({ request }) => {
    const [talent] = (await roster(request, 'models')).filter((card) => card.coverUrl?.startsWith('/media/'));
    const optimized = (url: string) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
    expect((await optimized(talent!.coverUrl!)).status()).toBe(200);
    // The same file at the back end's own address, and a path of the site that is no picture: refused.
    for (const url of [`${e2eBackendUrl}${talent!.coverUrl!}`, '/api/talents?category=models'])
      expect((await optimized(url)).status(), url).toBe(400);
  });
});
