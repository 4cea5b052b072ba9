import { expect, test } from '../../support/e2e/fixtures';
import { nameSlug } from '@/lib/talent/slug';
import { rawTalents } from '../../support/e2e/backend-data';
import { serverHtmlContext, withPages } from '../../support/e2e/server-html';
import { locales, type AppPathname } from '@/lib/i18n/pathnames';
import { pagePath } from '@/tests/support/paths';

// The language switch as a crawler, a visitor without JavaScript or a new tab sees it: the server's HTML.
// Each of its links must be the real URL of the same page in that locale (the one the head's hreflang
// alternates name), answering 200 with no redirect.

// Each page type as its route and params: its URL in each locale comes from the route table.
const pages: [AppPathname, Record<string, string>?][] = [
  ['/'],
  ['/about'],
  ['/reachout'],
  ['/contact'],
  ['/be-a-model'],
  ['/favorites'],
  ['/privacy'],
  ['/news'],
  ['/[category]', { category: 'models' }],
  ['/[category]', { category: 'talents' }],
];

test('every language switch link, in the server HTML of every page type, is that page in that locale', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const talent = (await rawTalents(1)).items[0]!;
  const profile: [AppPathname, Record<string, string>] = [
    '/[category]/[id]/[name]',
    { category: 'models', id: String(talent.id), name: nameSlug(talent.name) },
  ];
  const context = await serverHtmlContext(browser, baseURL);
  const problems: string[] = [];
  const cases = [...pages, profile].flatMap(([pathname, params]) =>
    locales.map((locale) => ({ pathname, params, locale })),
  );
  await withPages(context, cases, 4, async (page, { pathname, params, locale }) => {
    const url = pagePath(pathname, locale, params);
    await page.goto(url);
    const links = await page
      .locator('nav a[hreflang]')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')] as const));
    if (links.length !== 3) problems.push(`${url}: ${links.length} language links, not 3`);
    const alternates = new Map(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((ls) =>
          ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname] as const),
        ),
    );
    for (const [hreflang, href] of links) {
      const target = locales.find((known) => known === hreflang);
      const expected = target && pagePath(pathname, target, params);
      if (href !== expected) problems.push(`${url}: ${hreflang} → ${href}, expected ${expected}`);
      if (alternates.size > 0 && alternates.get(hreflang) !== href)
        problems.push(`${url}: hreflang ${hreflang} is ${alternates.get(hreflang)}, the switch ${href}`);
      const answer = await request.get(href!, { maxRedirects: 0 });
      if (answer.status() !== 200) problems.push(`${url}: ${href} answers ${answer.status()}`);
    }
  });
  await context.close();
  expect(problems).toEqual([]);
});
