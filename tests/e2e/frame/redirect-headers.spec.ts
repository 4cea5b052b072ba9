import { nameSlug } from '@/lib/talent/slug';
import { rawRequest, requestBytes, type RawAnswer } from '../../support/raw-http';
import { rawTalents } from '../../support/e2e/backend-data';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { newsPage } from '../../support/e2e/site-api';
import { escapeRegExp, foreignPath, pageName, pagePath } from '@/tests/support/paths';

// Every kind of redirect the site gives, read off the wire: a client (Playwright's, a browser's fetch) merges
// repeated fields, so two Location lines would pass unseen, and a proxy that merges them hands on
// `/a, /a`, which is no address. Each answer must carry exactly one Location, naming the expected target.
const host = new URL(e2eSiteUrl).host;

function get(target: string): Promise<RawAnswer> {
  return rawRequest(
    e2eSiteUrl,
    requestBytes(`GET ${target} HTTP/1.1`, [
      ['Host', host],
      ['Connection', 'close'],
    ]),
  );
}

/** The raw Location lines of an answer, each resolved to a path, query and fragment of this site. */
function locations(answer: RawAnswer): string[] {
  return answer.fields
    .filter(([name]) => name === 'location')
    .map(([, value]) => {
      const url = new URL(value, e2eSiteUrl);
      expect(url.host, value).toBe(host);
      return `${url.pathname}${value.includes('?') ? '?' : ''}${url.search.slice(1)}${url.hash}`;
    });
}

async function expectOneLocation(target: string, status: number, to: string | RegExp) {
  const answer = await get(target);
  expect(answer.error, target).toBeUndefined();
  expect(answer.status, target).toBe(status);
  const found = locations(answer);
  expect(found, `${target}: one Location`).toHaveLength(1);
  if (typeof to === 'string') expect(found[0], target).toBe(to);
  else expect(found[0], target).toMatch(to);
}

test.describe('one Location on every redirect', () => {
  for (const [kind, target, status, to] of [
    ['a page name of another locale (es)', foreignPath('/about', 'es', 'en')!, 308, pagePath('/about', 'es')],
    [
      'a page name of another locale (en)',
      foreignPath('/contact', 'en', 'es')!,
      308,
      pagePath('/contact', 'en'),
    ],
    ['a page name of another locale (pt)', foreignPath('/about', 'pt', 'en')!, 308, pagePath('/about', 'pt')],
    ['the /es prefix', `/es${pageName('/about', 'en')}`, 308, pagePath('/about', 'es')],
    ['the bare /es', '/es', 308, '/'],
    ['the filtered view’s own address', '/en/models/search', 308, '/en/models'],
    ['a filter value that cannot be one', '/en/models?height_min=abc', 307, '/en/models'],
    ['a filter kept, another dropped', '/models?height_min=abc&letter=A', 307, '/models?letter=a'],
    ['a trailing slash', `${pagePath('/about', 'es')}/`, 308, pagePath('/about', 'es')],
    ['a trailing slash after a locale', '/en/', 308, '/en'],
    ['a target starting with //', '//en', 308, '/en'],
    [
      'an unknown review id',
      `${pagePath('/contact/review', 'es')}?id=unknown`,
      307,
      pagePath('/contact', 'es'),
    ],
    ['a malformed query parameter', '/models?hair=%00', 308, '/models'],
    ['a malformed query among good ones', '/en/models?q=ana&eyes=%ZZ', 308, '/en/models?q=ana'],
  ] as const) {
    test(`${kind}: ${target} → ${to}`, async () => {
      await expectOneLocation(target, status, to);
    });
  }

  test('a profile under a wrong name slug or category, rendered and then from the page cache', async () => {
    const [talent] = (await rawTalents(1)).items;
    const canonical = `/en/models/${talent!.id}/${nameSlug(talent!.name)}`;
    // A slug of its own per run: the first request renders the redirect, the second is served from the cache.
    const wrong = `/en/models/${talent!.id}/wrong-slug-${Date.now()}`;
    await expectOneLocation(wrong, 308, canonical);
    await expectOneLocation(wrong, 308, canonical);
    await expectOneLocation(`/talents/${talent!.id}/x-${Date.now()}`, 308, canonical.replace(/^\/en/, ''));
  });

  test('a news post under another language’s slug: to its translation, or to the news list', async ({
    request,
  }) => {
    // A post in both languages, its Spanish slug read from the English page's alternate: the newest Spanish
    // post may be one the staff tests are writing at the same time, in Spanish only.
    const english = (await newsPage(request, 'en')).items[0]!;
    const page = await (await request.get(`/en/news/${english.slug}`)).text();
    const spanishUrl = /<link rel="alternate" hrefLang="es" href="([^"]+)"/.exec(page)?.[1];
    expect(spanishUrl, `the Spanish alternate of /en/news/${english.slug}`).toBeDefined();
    const spanishSlug = new URL(spanishUrl!).pathname.split('/').at(-1)!;
    await expectOneLocation(`/en/news/${spanishSlug}`, 308, `/en/news/${english.slug}`);
    const first = await newsPage(request, 'es');
    const onlySpanish = (await newsPage(request, 'es', first.lastPage)).items.at(-1)!;
    await expectOneLocation(`/en/news/${onlySpanish.slug}`, 307, '/en/news#untranslated');
  });

  test('a form posted without JavaScript: 303 to its review page', async () => {
    const body = new URLSearchParams({
      website: '',
      form_token: `redirect-${Date.now()}`,
      form_started: String(Date.now() - 60_000),
      locale: 'en',
      name: 'Redirect',
      email: '',
      phone: '',
      message: 'Hola',
    }).toString();
    const answer = await rawRequest(
      e2eSiteUrl,
      requestBytes(
        'POST /api/contact?lang=en HTTP/1.1',
        [
          ['Host', host],
          ['Origin', e2eSiteUrl],
          ['X-Forwarded-For', `198.51.104.${process.pid % 250}`],
          ['Content-Type', 'application/x-www-form-urlencoded'],
          ['Content-Length', String(Buffer.byteLength(body))],
          ['Connection', 'close'],
        ],
        Buffer.from(body),
      ),
    );
    expect(answer.status).toBe(303);
    expect(locations(answer)).toEqual([
      expect.stringMatching(new RegExp(`^${escapeRegExp(pagePath('/contact/review', 'en'))}\\?id=[\\w-]+$`)),
    ]);
  });
});
