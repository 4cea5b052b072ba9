import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { readJson } from '../../support/json';
import type { ErrorAnswer } from '../../support/e2e/site-api';
import { rawTalents, type RawTalent } from '../../support/e2e/backend-data';
import { expectNextRosterPage } from '../../support/e2e/roster';

// Accent- and case-insensitive, as the back end compares names.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A part of a name that a few talents of the roster share, so the search has results but not all. */
async function sharedTerm(category: 1 | 1891): Promise<{ term: string; matches: RawTalent[] }> {
  const { items } = await rawTalents(category);
  for (const talent of items) {
    const term = fold(talent.name.split(' ')[0]!).slice(0, 4);
    const matches = items.filter((t) => fold(t.name).includes(term));
    if (term.length === 4 && matches.length >= 2 && matches.length < 20) return { term, matches };
  }
  throw new Error('no shared name part in the demo roster');
}

test.describe('roster search', () => {
  test(
    'a search by name shows the count and only matching cards, and is kept in the URL',
    anyScreen,
    async ({ page }) => {
      const { term, matches } = await sharedTerm(1);
      await page.goto('/en/models');
      const search = page.getByRole('searchbox', { name: msg('en', 'Roster.searchLabel') });
      await search.fill(term.toUpperCase());
      await search.press('Enter');
      await expect(page).toHaveURL(`/en/models?q=${term.toUpperCase()}`);
      await expect(page.getByTestId('roster-results')).toHaveText(
        `${matches.length} profiles for “${term.toUpperCase()}”`,
      );
      const names = page.getByTestId('talent-card').getByRole('heading');
      await expect(names).toHaveText(matches.map((t) => t.name));
      await expect(search).toHaveValue(term.toUpperCase());
      await expectNoAxeViolations(page);
    },
  );

  test(
    'search and letter combine, in either order, and the letter can be cleared keeping the search',
    anyScreen,
    async ({ page }) => {
      const { term, matches } = await sharedTerm(1);
      const letter = fold(matches[0]!.name)[0]!;
      const both = matches.filter((t) => fold(t.name).startsWith(letter));
      await page.goto(`/en/models?letter=${letter}`);
      const search = page.getByRole('searchbox', { name: msg('en', 'Roster.searchLabel') });
      await search.fill(term);
      await page.getByRole('button', { name: msg('en', 'Roster.searchButton') }).click();
      await expect(page).toHaveURL(new RegExp(`/en/models\\?q=${term}&letter=${letter}$`));
      await expect(page.getByTestId('talent-card').getByRole('heading')).toHaveText(both.map((t) => t.name));
      const filter = page.getByRole('navigation', { name: msg('en', 'Roster.filterLabel') });
      await filter.getByRole('link', { name: `Initial ${letter.toUpperCase()}` }).click();
      await expect(page).toHaveURL(`/en/models?q=${term}`);
      await expect(page.getByTestId('talent-card')).toHaveCount(matches.length);
    },
  );

  test(
    'a shared search link opens the results; results pages are not indexed',
    anyScreen,
    async ({ page }) => {
      const { term, matches } = await sharedTerm(1891);
      const answer = await page.goto(`/pt/talents?q=${term}`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByTestId('talent-card')).toHaveCount(matches.length);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pt\/talents$/);
    },
  );

  test('no match: the empty state, with a way back to every profile', anyScreen, async ({ page }) => {
    await page.goto('/models?q=zzqxw');
    await expect(page.getByText(msg('es', 'Roster.empty'))).toBeVisible();
    await expect(page.getByTestId('roster-results')).toContainText('zzqxw');
    await page.getByRole('link', { name: msg('es', 'Roster.showAll') }).click();
    await expect(page).toHaveURL('/models');
    await expect(page.getByTestId('talent-card')).toHaveCount(20);
  });

  test('a long result list loads further pages with the same search', async ({ page }) => {
    const { items } = await rawTalents(1, undefined, 'a');
    expect(items.length).toBeGreaterThan(20);
    await page.goto('/en/models?q=a');
    const cards = await expectNextRosterPage(page, items.length);
    await expect(cards.getByRole('heading')).toHaveText(items.slice(0, 40).map((t) => t.name));
  });

  test('works without JavaScript, as a plain GET form', anyScreen, async ({ browser, baseURL }) => {
    const { term, matches } = await sharedTerm(1);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto('/models');
    await page.getByRole('searchbox', { name: msg('es', 'Roster.searchLabel') }).fill(term);
    await page.getByRole('button', { name: msg('es', 'Roster.searchButton') }).click();
    await expect(page).toHaveURL(`/models?q=${term}`);
    await expect(page.getByTestId('talent-card')).toHaveCount(matches.length);
    await context.close();
  });

  test(
    'a filter that cannot be one answers 404; the list route refuses an over-long search',
    anyScreen,
    async ({ page, request }) => {
      expect((await page.goto('/en/models?letter=ab'))?.status()).toBe(404);
      expect((await page.goto(`/en/models?q=${'x'.repeat(101)}`))?.status()).toBe(404);
      const bad = await request.get(`/api/talents?category=models&q=${'x'.repeat(101)}`);
      expect(bad.status()).toBe(400);
      expect((await readJson<ErrorAnswer>(bad)).errors?.q).toBeTruthy();
      const good = await request.get('/api/talents?category=models&q=a&page=2');
      expect(good.status()).toBe(200);
    },
  );
});
