import { expect, msg, test } from '../support/fixtures';

test.describe('a list page that cannot be loaded', () => {
  test('the roster retries a 503 twice, then offers its retry button, which loads the page', async ({
    page,
  }) => {
    let asked = 0;
    await page.route('**/api/talents?**', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, json: { message: 'down' } });
    });
    await page.goto('/en/models');
    const cards = page.getByTestId('talent-card');
    await expect(cards).toHaveCount(20);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    const retry = page.getByRole('button', { name: msg('en', 'Roster.retry') });
    await expect(page.getByText(msg('en', 'Roster.loadError'))).toBeVisible();
    expect(asked).toBe(3);
    await page.unroute('**/api/talents?**');
    await retry.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await expect(retry).toHaveCount(0);
  });

  test('the news do not retry a 400: the error shows after one request', async ({ page }) => {
    let asked = 0;
    await page.route('**/api/posts?**', (route) => {
      asked += 1;
      return route.fulfill({ status: 400, json: { message: 'Invalid query' } });
    });
    await page.goto('/en/news');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    await expect(page.getByText(msg('en', 'News.loadError'))).toBeVisible();
    await expect(page.getByRole('button', { name: msg('en', 'News.retry') })).toBeVisible();
    await page.waitForTimeout(3500);
    expect(asked).toBe(1);
  });
});
