import { expect, test } from '../support/fixtures';

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
    await expect(page.locator('.page-transition')).toHaveCSS('opacity', '1');
  });
});

test.describe('a navigation that cannot be made', () => {
  test.beforeEach(async ({ page }, info) => {
    if (info.project.name === 'phone') await page.setViewportSize({ width: 375, height: 812 });
  });

  test('without a connection, following a link keeps the page, marks the bar failed and says so, then hides it', async ({ page, context, msg }) => {
    await page.goto('/en/models');
    const link = page.getByTestId('talent-card').first().getByRole('link');
    await expect(link).toBeVisible();
    await context.setOffline(true);
    await link.click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-status', 'failed');
    await expect(page.getByRole('status').filter({ hasText: msg('en', 'Progress.navigationFailed') })).toBeAttached();
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(bar).toBeHidden({ timeout: 6000 });
    await context.setOffline(false);
    await link.click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
  });

  test("when the server stops answering, a link's failed request keeps the page with the bar red and announced, then the bar hides", async ({ page, msg }) => {
    await page.goto('/en/models');
    const link = page.getByTestId('talent-card').first().getByRole('link');
    await expect(link).toBeVisible();
    // From here on no request reaches the site (the browser still believes it is online): the page's own
    // request fails, and so would loading the page whole.
    const site = new URL(page.url()).origin;
    const abortedNavigations: string[] = [];
    await page.route(
      (url) => url.origin === site,
      async (route) => {
        const headers = route.request().headers();
        if (headers.rsc === '1' && !headers['next-router-prefetch']) abortedNavigations.push(route.request().url());
        await route.abort('connectionrefused');
      },
    );
    await link.click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-status', 'failed');
    await expect(bar).toBeVisible();
    await expect(bar.locator('.progress__bar')).toHaveCSS('background-color', 'rgb(192, 0, 0)'); // --danger
    const announced = page.getByRole('status').filter({ hasText: msg('en', 'Progress.navigationFailed') });
    await expect(announced).toBeAttached();
    expect(abortedNavigations.some((url) => /\/en\/models\/\d+\/[^?]*\?(.*&)?_rsc=/.test(url)), abortedNavigations.join(' ')).toBe(true);
    // Still this page, readable (not the browser's error page, not faded out as if leaving).
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'Roster.models.title') })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-navigating', 'true');
    await expect(bar).toBeHidden({ timeout: 6000 });
    await expect(announced).toHaveCount(0);
    // Once the server answers again, the same link opens the page in the app.
    await page.unrouteAll();
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await link.click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
  });

  test("when only the page's request fails and the server still answers, the page loads whole instead", async ({ page }) => {
    await page.goto('/en/models');
    const link = page.getByTestId('talent-card').first().getByRole('link');
    await expect(link).toBeVisible();
    await page.route('**/*_rsc=*', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await link.click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-same-document');
  });
});
