import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { sitemapUrls } from '../../support/e2e/sitemap';

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

/** The element the browser reports as the page's largest paint so far: its tag and `decoding` attribute. */
function largestPaintElement(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; decoding: string | null } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
          resolve(element ? { tag: element.tagName, decoding: element.getAttribute('decoding') } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

// next/image decodes off the main thread by default, so a largest image that has already arrived is
// painted a frame after the page, often once the scripts have run (docs/performance.md). The images fetched
// for the largest paint are decoded with the first frame, and only those.
test.describe('the largest image is painted with the first frame', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
  });

  test('on the home, whose largest paint is the hero', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => largestPaintElement(page)).toEqual({ tag: 'IMG', decoding: 'sync' });
    await expectOnlyFirstImagesSync(page);
  });

  const listed = ['/models', '/news', '/alcanzar'];
  for (const path of listed) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectLargestImageSync(page);
    });
  }

  test('on a profile and on a post with a cover image', async ({ page, request }) => {
    const paths = (await sitemapUrls(request)).map((url) => new URL(url).pathname);
    const profiles = paths.filter((path) => /^\/models\/\d+\//.test(path));
    const posts = paths.filter((path) => /^\/news\/[^/]+$/.test(path));
    // The first profile with pictures: a talent the staff specs publish meanwhile may have none yet.
    expect(await openFirstWithPicture(page, profiles), 'a demo profile with pictures').toBe(true);
    await expectLargestImageSync(page);
    expect(await openFirstWithPicture(page, posts), 'a demo post with a cover image').toBe(true);
    await expectLargestImageSync(page);
  });
});

/** Opens the first of `paths` whose article has a first-paint picture: false if none has. */
async function openFirstWithPicture(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    if ((await page.locator('article img[fetchpriority="high"]').count()) > 0) return true;
  }
  return false;
}

/**
 * Once the page has loaded and painted: if its largest paint is an image (on a phone it can be a block of
 * text), that image is decoded with the first frame; and the page has first-paint images, all eager.
 */
async function expectLargestImageSync(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const largest = await largestPaintElement(page);
  if (largest?.tag === 'IMG') expect(largest.decoding).toBe('sync');
  await expectOnlyFirstImagesSync(page);
}

/** Every image decoded with the first frame is one fetched first, eager and with high priority. */
async function expectOnlyFirstImagesSync(page: Page) {
  const sync = page.locator('img[decoding="sync"]');
  expect(await sync.count()).toBeGreaterThan(0);
  for (const image of await sync.all()) {
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  }
}
