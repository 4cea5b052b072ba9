import fc from 'fast-check';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, msg, test, type Locale } from '../../support/e2e/fixtures';
import { misfits } from '../../support/e2e/misfits';
import { rawFacets, rawTalents } from '../../support/e2e/backend-data';
import { expectNextRosterPage } from '../../support/e2e/roster';

// The roster's height, hair and eye filters: from the URL alone, from the GET form with and without
// JavaScript, with the count, the empty state, the robots meta and the canonical, and the layout.

const counts: Record<Locale, (n: number) => string> = {
  es: (n) => (n === 0 ? 'Ningún perfil' : `${n} ${n === 1 ? 'perfil' : 'perfiles'}`),
  en: (n) => (n === 0 ? 'No profiles' : `${n} ${n === 1 ? 'profile' : 'profiles'}`),
  pt: (n) => (n === 0 ? 'Nenhum perfil' : `${n} ${n === 1 ? 'perfil' : 'perfis'}`),
};

/** A filter of the demo roster that leaves some talents but not all, and what the back end answers for it. */
async function someFilter(category: 1 | 1891) {
  const facets = await rawFacets(category);
  const all = await rawTalents(category);
  // Bounds inside the roster's own range, so both are options of the form's selects.
  const low = facets.heights.min + 1;
  const high = facets.heights.max - 1;
  for (const hair of facets.hair) {
    const body = { height_min: low, height_max: high, hair };
    const matches = await rawTalents(category, undefined, undefined, body);
    if (matches.total >= 2 && matches.total < Math.min(20, all.total)) return { hair, low, high, matches };
  }
  throw new Error('no hair colour narrows the demo roster');
}

const names = (page: Page) => page.getByTestId('talent-card').getByRole('heading');

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
  return { context, page: await context.newPage() };
}

test.describe('roster filters', () => {
  test('a shared link opens the filtered roster: cards, count, form state, noindex and canonical', async ({
    page,
  }) => {
    const { hair, low, high, matches } = await someFilter(1);
    const answer = await page.goto(
      `/en/models?height_min=${low}&height_max=${high}&hair=${encodeURIComponent(hair)}`,
    );
    expect(answer?.status()).toBe(200);
    await expect(names(page)).toHaveText(matches.items.map((t) => t.name));
    await expect(page.getByTestId('roster-results')).toHaveText(counts.en(matches.total));
    await expect(page.getByLabel(msg('en', 'RosterFilters.heightMin'))).toHaveValue(String(low));
    await expect(page.getByLabel(msg('en', 'RosterFilters.heightMax'))).toHaveValue(String(high));
    await expect(page.getByLabel(msg('en', 'RosterFilters.hair'))).toHaveValue(hair);
    await expect(
      page.getByLabel(msg('en', 'RosterFilters.heightMin')).locator('option[value="175"]'),
    ).toHaveText('175 cm / 5′9″');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/models$/);
    await expectNoAxeViolations(page);
  });

  test('the form works without JavaScript and leaves a clean URL', async ({ browser, baseURL }) => {
    const { hair, low, high, matches } = await someFilter(1);
    const { context, page } = await noScriptPage(browser, baseURL);
    await page.goto('/models');
    await page.getByText(msg('es', 'RosterFilters.summary')).click();
    await page.getByLabel(msg('es', 'RosterFilters.heightMin')).selectOption(String(low));
    await page.getByLabel(msg('es', 'RosterFilters.heightMax')).selectOption(String(high));
    await page.getByLabel(msg('es', 'RosterFilters.hair')).selectOption(hair);
    await page.getByRole('button', { name: msg('es', 'RosterFilters.apply') }).click();
    await expect(page).toHaveURL(
      `/models?height_min=${low}&height_max=${high}&hair=${encodeURIComponent(hair).replace(/%20/g, '+')}`,
    );
    await expect(names(page)).toHaveText(matches.items.map((t) => t.name));
    await expect(page.getByTestId('roster-results')).toHaveText(counts.es(matches.total));
    await context.close();
  });

  test('with JavaScript at 320 px: the form navigates in place, combines with the name, and back returns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const facets = await rawFacets(1891);
    const eyes = facets.eyes[0]!;
    const matches = await rawTalents(1891, undefined, undefined, { eyes });
    await page.goto('/pt/talents');
    await page.getByText(msg('pt', 'RosterFilters.summary')).click();
    await page.getByLabel(msg('pt', 'RosterFilters.eyes')).selectOption(eyes);
    await page.getByRole('button', { name: msg('pt', 'RosterFilters.apply') }).click();
    await expect(page).toHaveURL(`/pt/talents?eyes=${encodeURIComponent(eyes)}`);
    await expect(page.getByTestId('roster-results')).toHaveText(counts.pt(matches.total));
    await expect(names(page)).toHaveText(matches.items.slice(0, 20).map((t) => t.name));
    expect(await misfits(page)).toEqual([]);

    // The name search keeps the measure filter: both are fields of one form.
    const term = matches.items[0]!.name.split(' ')[0]!;
    const both = await rawTalents(1891, undefined, term, { eyes });
    const search = page.getByRole('searchbox', { name: msg('pt', 'Roster.searchLabel') });
    await search.fill(term);
    await search.press('Enter');
    await expect(page).toHaveURL(
      `/pt/talents?q=${encodeURIComponent(term)}&eyes=${encodeURIComponent(eyes)}`,
    );
    await expect(names(page)).toHaveText(both.items.map((t) => t.name));

    await page.goBack();
    await expect(page).toHaveURL(`/pt/talents?eyes=${encodeURIComponent(eyes)}`);
    await expect(page.getByTestId('roster-results')).toHaveText(counts.pt(matches.total));
    await page.goBack();
    await expect(page).toHaveURL('/pt/talents');
    await expect(page.getByTestId('talent-card')).toHaveCount(20);
  });

  test('a letter keeps the measure filters, and they reach further pages', async ({ page }) => {
    const wide = await rawTalents(1, undefined, undefined, { height_min: 150 });
    expect(wide.total).toBeGreaterThan(20);
    await page.goto('/en/models?height_min=150');
    await expectNextRosterPage(page, wide.total);
    await expect(names(page)).toHaveText(wide.items.slice(0, 40).map((t) => t.name));

    const letter = wide.letters.find((l) => wide.items.some((t) => t.name.toLowerCase().startsWith(l)))!;
    const filter = page.getByRole('navigation', { name: msg('en', 'Roster.filterLabel') });
    await filter.getByRole('link', { name: `Initial ${letter.toUpperCase()}` }).click();
    await expect(page).toHaveURL(`/en/models?letter=${letter}&height_min=150`);
    const byLetter = await rawTalents(1, letter, undefined, { height_min: 150 });
    await expect(page.getByTestId('roster-results')).toHaveText(counts.en(byLetter.total));
  });

  test('no match: the empty state, with a way back to the whole roster', async ({ page }) => {
    await page.goto('/en/models?hair=Purple&eyes=Green');
    await expect(page.getByText(msg('en', 'Roster.empty'))).toBeVisible();
    await expect(page.getByTestId('roster-results')).toHaveText(counts.en(0));
    await page.getByRole('link', { name: msg('en', 'Roster.showAll') }).click();
    await expect(page).toHaveURL('/en/models');
    await expect(page.getByTestId('talent-card')).toHaveCount(20);
  });

  test('values that cannot be filters are dropped and the URL says what is shown', async ({ page }) => {
    const { hair } = await someFilter(1);
    const encoded = encodeURIComponent(hair).replace(/%20/g, '+');
    await page.goto(`/en/models?height_min=abc&hair=${encoded}`);
    await expect(page).toHaveURL(`/en/models?hair=${encoded}`);
    await page.goto('/en/models?hair=%3Cscript%3Ealert(1)%3C/script%3E');
    await expect(page).toHaveURL('/en/models');
    await expect(page.getByTestId('talent-card')).toHaveCount(20);
    await page.goto('/en/models?height_min=190&height_max=165');
    await expect(page).toHaveURL('/en/models?height_min=165&height_max=190');
  });

  test('any drawn query gets a page, never a server error (property)', async ({ request }) => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer({ min: -5, max: 500 }).map(String),
      fc.constantFrom('Black', 'Dark Brown', '<script>', '%', '170', ''),
    );
    const key = fc.constantFrom('height_min', 'height_max', 'hair', 'eyes', 'q', 'letter');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { minKeys: 1 }), async (query) => {
        const answer = await request.get(`/models?${new URLSearchParams(query).toString()}`);
        expect([200, 404], JSON.stringify(query)).toContain(answer.status());
      }),
      { numRuns: 20 },
    );
  });

  test('the open filters fit the screen at every width', async ({ page }) => {
    await page.goto('/models?height_min=165&hair=Black');
    await expect(page.getByTestId('roster-filters')).toHaveAttribute('open', '');
    const problems: string[] = [];
    for (const width of [320, 375, 414, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await misfits(page)).map((p) => `${width}px: ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
