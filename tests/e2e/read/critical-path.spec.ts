import { expect, test } from '../../support/e2e/fixtures';

// What stands between the HTML and the largest image on a slow phone connection: on the home, the hero
// image is asked for from the head (docs/performance.md).
test.describe('critical path of the largest paint', () => {
  test('the home preloads the first hero image from the head, one per screen size, high priority', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    const mobile = preloads.and(page.locator('[media="(max-width: 649.98px)"]'));
    const desktop = preloads.and(page.locator('[media="(min-width: 650px)"]'));
    await expect(mobile).toHaveCount(1);
    await expect(desktop).toHaveCount(1);
    // The preload asks for the very file the phone's <img> shows, so it is fetched once.
    const shown = await page
      .locator('picture img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const candidates = (await mobile.getAttribute('imagesrcset'))!
      .split(', ')
      .map((entry) => new URL(entry.split(' ')[0] ?? '', page.url()).href);
    expect(candidates).toContain(shown);
    await expect(mobile).toHaveAttribute('imagesizes', '100vw');
  });
});
