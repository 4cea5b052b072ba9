import { expect, test } from '../../support/e2e/fixtures';
import { pagePath } from '@/tests/support/paths';

// Leaflet is most of the contact page's script: it loads only once the map comes onto the screen.
test('on a phone the map loads only when scrolled to, in a box that keeps its size', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'on a wide screen the map is on screen from the start');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(pagePath('/contact', 'en'));
  await page.waitForLoadState('networkidle');
  const map = page.getByTestId('contact-map');
  await expect(map.locator('[data-map-loading]')).toContainText('Polanco Models');
  await expect(map.locator('.leaflet-container')).toHaveCount(0);
  const before = scripts.length;
  const box = await map.boundingBox();

  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  const after = await map.boundingBox();
  expect(after?.height).toBe(box?.height);
  await expect(map.locator('.leaflet-container')).toHaveCSS('height', `${box?.height}px`);
});
