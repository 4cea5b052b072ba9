import { MAX_RETRIES, retryDelay } from '@/lib/query/client';
import { expect, msg, test } from '../../support/e2e/fixtures';

test.describe('a list page that cannot be loaded', () => {
  test('the roster retries a 503 twice, then offers its retry button, which loads the page', async ({
    page,
  }) => {
    let asked = 0;
    await page.route('**/api/talents?**', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, json: { message: 'down' } });
    });
    // The page's own clock (running as usual until the test moves it): a retry waits on its timers.
    await page.clock.install();
    await page.goto('/en/models');
    const cards = page.getByTestId('talent-card');
    await expect(cards).toHaveCount(20);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    // Each failed request is followed by its back-off (1 s, then 2 s), moved past once the request was seen.
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      await expect.poll(() => asked).toBe(attempt + 1);
      await page.clock.runFor(retryDelay(attempt));
    }
    const retry = page.getByRole('button', { name: msg('en', 'Roster.retry') });
    await expect(page.getByText(msg('en', 'Roster.loadError'))).toBeVisible();
    expect(asked).toBe(3);
    await page.unroute('**/api/talents?**');
    await retry.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await expect(retry).toHaveCount(0);
  });

  test('the news do not retry a 400: the error shows after one request', async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/api/posts?**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 400, json: { message: 'Invalid query' } });
    });
    // The page's own clock (running as usual until the test moves it): a retry waits on its timers.
    await page.clock.install();
    await page.goto('/en/news');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    await expect(page.getByText(msg('en', 'News.loadError'))).toBeVisible();
    await expect(page.getByRole('button', { name: msg('en', 'News.retry') })).toBeVisible();
    // Past every back-off a 5xx would get (1 s, then 2 s) at once, firing any retry timer there is...
    const backOff = Array.from({ length: MAX_RETRIES }, (_, attempt) => retryDelay(attempt));
    await page.clock.runFor(backOff.reduce((sum, ms) => sum + ms, 500));
    // ...then a request of the page's own: the route sees requests in the order the page sent them, so once
    // it has seen this one it has seen any retry sent before.
    await page.evaluate(() => fetch('/api/posts?after-the-back-off').then((answer) => answer.status));
    expect(asked.filter((url) => !url.endsWith('?after-the-back-off'))).toHaveLength(1);
  });
});
