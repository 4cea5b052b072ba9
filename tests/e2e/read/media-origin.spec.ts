import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eBackendUrl, e2eSiteUrl } from '../../support/e2e/servers';
import { signInAsStaff } from '../../support/e2e/staff';
import { staffPaths } from '@/lib/staff/paths';
import { pagePath } from '@/tests/support/paths';

// The back end listens on this machine only: what a visitor's browser loads itself (videos, the staff
// area's thumbnails) must come from the site, at its own `/media/…` path, and every picture, videos' posters
// included, through next/image from that same path (the optimizer reads it in-process). Behind nginx over
// TLS a back-end address was mixed content too, and from any other machine it reached nothing.

/** Every request the page makes from now on. */
function requestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  return asked;
}

/** A picture through the image optimizer, of the site's own `/media/…` path. */
const optimizedFromSite = new RegExp(`^${e2eSiteUrl}/_next/image\\?url=%2Fmedia%2F`);

/** The media the page's videos and pictures load, once they have: where from, and whether they could. */
function mediaOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) =>
      element instanceof HTMLVideoElement
        ? { src: element.currentSrc, loaded: element.readyState >= 1 }
        : {
            src: (element as HTMLImageElement).currentSrc,
            loaded: (element as HTMLImageElement).naturalWidth > 0,
          },
    ),
  );
}

test('the public pages’ videos, posters and backgrounds come from the site and show', async ({ page }) => {
  const asked = requestsOf(page);
  await page.goto(pagePath('/about', 'en'));
  const about = page.locator('main video');
  await expect(about).toHaveCount(1);
  await expect
    .poll(() => about.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
  expect(await about.evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(
    new RegExp(`^${e2eSiteUrl}/media/`),
  );
  // Its poster, the page's largest paint, is a picture like the others: through the image optimizer, in a
  // lighter format than the uploaded JPEG.
  const poster = await about.evaluate((video: HTMLVideoElement) => video.poster);
  expect(poster).toMatch(optimizedFromSite);
  const optimized = await page.request.get(poster, { headers: { Accept: 'image/avif,image/webp,*/*' } });
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  // Kept as long as the back end's own answer allows (its files are immutable), read through app/media.
  expect(optimized.headers()['cache-control']).toContain('max-age=31536000');
  const upload = await page.request.get(new URL(poster).searchParams.get('url')!);
  expect(upload.status()).toBe(200);
  expect(upload.headers()['content-type']).toMatch(/^image\//);
  expect((await optimized.body()).length).toBeLessThan((await upload.body()).length / 2);

  // The news list shows a post without a thumbnail by its video cover's first frame.
  await page.goto(pagePath('/news', 'en'));
  const covers = page.locator('main video');
  expect(await covers.count()).toBeGreaterThan(0);
  await expect
    .poll(async () => (await mediaOf(page, 'main video')).every((video) => video.loaded))
    .toBe(true);
  for (const { src } of await mediaOf(page, 'main video'))
    expect(src).toMatch(new RegExp(`^${e2eSiteUrl}/media/`));

  // The reach-out page's background pictures, through next/image.
  await page.goto(pagePath('/reachout', 'en'));
  await expect.poll(async () => (await mediaOf(page, 'main img')).some((image) => image.loaded)).toBe(true);
  for (const { src, loaded } of await mediaOf(page, 'main img'))
    if (loaded) expect(src).toMatch(optimizedFromSite);

  // The roster's first covers, from the site's own path through the optimizer, shown.
  await page.goto(pagePath('/[category]', 'en', { category: 'models' }));
  const rosterCovers = '[data-testid="talent-card"]:nth-child(-n+5) img:not([data-fallback])';
  await expect
    .poll(async () => (await mediaOf(page, rosterCovers)).every((image) => image.loaded))
    .toBe(true);
  const shown = await mediaOf(page, rosterCovers);
  expect(shown.length).toBeGreaterThan(0);
  for (const { src } of shown) expect(src).toMatch(optimizedFromSite);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url.startsWith(e2eBackendUrl))).toEqual([]);
});

test('the staff area’s thumbnails come from the site and show', async ({ page }) => {
  const asked = requestsOf(page);
  const expectShownFromSite = async (selector: string) => {
    await expect.poll(async () => (await mediaOf(page, selector)).every((img) => img.loaded)).toBe(true);
    const shown = await mediaOf(page, selector);
    expect(shown.length).toBeGreaterThan(0);
    for (const { src } of shown) expect(src).toMatch(new RegExp(`^${e2eSiteUrl}/media/`));
  };
  await signInAsStaff(page);
  await page.goto(staffPaths.talents);
  // The roster's first covers (the others load as they come into view).
  await expectShownFromSite('main li:nth-child(-n+3) img');
  await page.locator('main li a:has(img)').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S/);
  await expectShownFromSite('main img');
  await page.goto(staffPaths.slides);
  await expectShownFromSite('main img');
  expect(asked.filter((url) => url.startsWith(e2eBackendUrl))).toEqual([]);
});
