import { expect, test } from '../../support/e2e/fixtures';
import { nameSlug } from '@/lib/talent/slug';
import { rawTalents } from '../../support/e2e/backend-data';

// The language switch as a crawler, a visitor without JavaScript or a new tab sees it: the server's HTML.
// Each of its links must be the real URL of the same page in that locale (the one the head's hreflang
// alternates name), answering 200 with no redirect.

const pages = [
  '/',
  '/sobre',
  '/alcanzar',
  '/contato',
  '/seja-um-modelo',
  '/favoritos',
  '/aviso-de-privacidad',
  '/news',
  '/models',
  '/talents',
];
const prefixes = ['', '/en', '/pt'];
const english: Record<string, string> = {
  '/sobre': '/about',
  '/alcanzar': '/reachout',
  '/contato': '/contact',
  '/seja-um-modelo': '/be-a-model',
  '/favoritos': '/favorites',
  '/aviso-de-privacidad': '/privacy',
};
const portuguese: Record<string, string> = { '/aviso-de-privacidad': '/aviso-de-privacidade' };

function inLocale(path: string, prefix: string): string {
  if (prefix === '') return path;
  const name = (prefix === '/en' ? english[path] : portuguese[path]) ?? path;
  return name === '/' ? prefix : `${prefix}${name}`;
}

test('every language switch link, in the server HTML of every page type, is that page in that locale', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const talent = (await rawTalents(1)).items[0]!;
  const profile = `/models/${talent.id}/${nameSlug(talent.name)}`;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of [...pages, profile]) {
    for (const prefix of prefixes) {
      const url = inLocale(path, prefix);
      await page.goto(url);
      const links = await page
        .locator('nav a[hreflang]')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')] as const));
      expect(links, url).toHaveLength(3);
      const alternates = new Map(
        await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((ls) =>
            ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname] as const),
          ),
      );
      for (const [locale, href] of links) {
        const expected = inLocale(path, locale === 'es' ? '' : `/${locale}`);
        if (href !== expected) problems.push(`${url}: ${locale} → ${href}, expected ${expected}`);
        if (alternates.size > 0 && alternates.get(locale) !== href)
          problems.push(`${url}: hreflang ${locale} is ${alternates.get(locale)}, the switch ${href}`);
        const answer = await request.get(href!, { maxRedirects: 0 });
        if (answer.status() !== 200) problems.push(`${url}: ${href} answers ${answer.status()}`);
      }
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
