import { pauseClock } from '../../support/e2e/paused-clock';
import { expect, test } from '../../support/e2e/fixtures';

test.describe('navigation feedback', () => {
  test('following a link fades the page out, shows the progress bar, then shows the new page from the top', async ({
    page,
  }) => {
    await page.goto('/en/models');
    await page.evaluate(() => window.scrollTo(0, 400));
    // Slow the next page's data down so the leaving state can be seen.
    await page.route('**/*_rsc=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const link = page.getByTestId('talent-card').nth(2).getByRole('link');
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('data-navigating', 'true');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    await expect(page.locator('html')).not.toHaveAttribute('data-navigating', 'true');
    await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 5000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('[data-transition="page"]')).toHaveCSS('opacity', '1');
  });
});

test.describe('a navigation that cannot be made', () => {
  test('without a connection, following a link keeps the page, marks the bar failed and says so, then hides it', async ({
    page,
    context,
    msg,
  }) => {
    // The page's own clock (running as usual until the test moves it): the failed bar hides on a timer.
    await page.clock.install();
    await page.goto('/en/models');
    const link = page.getByTestId('talent-card').first().getByRole('link');
    await expect(link).toBeVisible();
    await context.setOffline(true);
    await link.click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-status', 'failed');
    await expect(page.getByRole('status').filter({ hasText: msg('en', 'Progress.failed') })).toBeAttached();
    await expect(page).toHaveURL(/\/en\/models$/);
    // Within 6 s of the page's time, taking none of the test's (its clock stopped, so only those 6 s count).
    await pauseClock(page, 1000);
    await page.clock.runFor(5000);
    await expect(bar).toBeHidden();
    await context.setOffline(false);
    await link.click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  });
});
