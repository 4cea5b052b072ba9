import type { Page } from '@playwright/test';
import { expect, msg, test } from '../support/fixtures';

// The profile's video tab once kept growing for seconds after it opened, on phones and tablets (the
// thumbnails' carousel measuring itself inside a grid column that grew with it). A check right after opening
// saw nothing, so the document's width is sampled every frame over the seconds that follow: time itself is
// what is measured here, not waited for.
const profile = '/en/models/2/manuel-ortiz';
const watchMs = 5_000;

/** The widest the document got, in CSS px, over `ms` of real time, sampled every animation frame. */
function widestOver(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        let widest = document.documentElement.scrollWidth;
        const end = performance.now() + duration;
        const sample = () => {
          widest = Math.max(widest, document.documentElement.scrollWidth);
          if (performance.now() < end) requestAnimationFrame(sample);
          else resolve(widest);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

for (const width of [320, 375, 768, 1366]) {
  test(`the video tab stays within a ${width} px screen, after opening and after the thumbnails move`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'sets its own viewport');
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.goto(profile);
    await page.getByRole('tab', { name: msg('en', 'Profile.gallery.video') }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('[class*="player"]')).toBeVisible();
    expect(await widestOver(page, watchMs), 'after opening').toBeLessThanOrEqual(width);

    const second = panel.locator('[class*="videoThumb"]').nth(1);
    await second.click();
    expect(await widestOver(page, 2_000), 'after choosing a thumbnail').toBeLessThanOrEqual(width);
  });
}

test('a thumbnail puts its own video in the player, also once another one plays', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same player on every screen');
  // The players are other sites: answered here with an empty page, so nothing leaves the machine.
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto(profile);
  await page.getByRole('tab', { name: msg('en', 'Profile.gallery.video') }).click();
  const panel = page.getByRole('tabpanel');
  const thumbs = panel.locator('[aria-label][class*="videoThumb"]');
  // The demo profile has several videos (the thumbnails come with their carousel, loaded on opening).
  await expect(thumbs.nth(1)).toBeVisible();

  await panel.locator('[class*="preview"]').click();
  const player = panel.locator('iframe');
  await expect(player).toHaveAttribute('title', /1/);
  const first = await player.getAttribute('src');

  await thumbs.nth(1).click();
  await expect(player).toHaveAttribute('title', /2/);
  await expect(player).not.toHaveAttribute('src', first ?? '');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
});
