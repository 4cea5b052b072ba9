import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { rawTalents } from '../../support/e2e/backend-data';

/** The pages of `route` the browser asks for from now on. */
function pagesRequested(page: Page, route: string): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === route) pages.push(Number(url.searchParams.get('page')));
  });
  return pages;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Opens the item `index` of a list scrolled to it, goes back, and checks the list is as it was. */
async function openAndComeBack(page: Page, items: Locator, index: number, loadedPages: number) {
  const before = await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a')?.href));
  const item = items.nth(index);
  await item.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(0);
  const href = await item.locator('a').first().getAttribute('href');
  await item.locator('a').first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async (route: string) => {
    const asked = pagesRequested(page, route);
    await page.goBack();
    await expect(items).toHaveCount(before.length);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a')?.href))).toEqual(
      before,
    );
    await expect.poll(() => scrollY(page)).toBeGreaterThan(position - 4);
    expect(Math.abs((await scrollY(page)) - position)).toBeLessThan(4);
    await page.waitForLoadState('networkidle');
    // Nothing already on the screen is asked for again (a page after them may be, if the end shows).
    expect(asked.filter((n) => n <= loadedPages)).toEqual([]);
  };
}

test.describe('coming back to a list', () => {
  test('the roster keeps its loaded pages and its scroll position, asking for none again', async ({
    page,
  }) => {
    const { total } = await rawTalents(1);
    const asked = pagesRequested(page, '/api/talents');
    await page.goto('/en/models');
    const cards = page.getByTestId('talent-card');
    await expect(cards).toHaveCount(20);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(40, total));
    await page.waitForLoadState('networkidle');
    expect(asked.slice(0, 1)).toEqual([2]);
    const comeBack = await openAndComeBack(page, cards, 20, Math.max(...asked));
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    await comeBack('/api/talents');
  });

  test('the news keep their loaded posts and their scroll position, asking for none again', async ({
    page,
  }) => {
    const asked = pagesRequested(page, '/api/posts');
    await page.goto('/en/news');
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(12);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => posts.count()).toBeGreaterThan(12);
    await page.waitForLoadState('networkidle');
    expect(asked.slice(0, 1)).toEqual([2]);
    const comeBack = await openAndComeBack(page, posts, 12, Math.max(...asked));
    await expect(page).toHaveURL(/\/en\/news\/.+/);
    await comeBack('/api/posts');
  });
});
