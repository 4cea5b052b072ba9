import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';

/**
 * Every request the page makes, with how long it stayed open (from the browser's own timing). A request
 * still open when the list is read counts as lasting until then.
 */
function requestDurations(page: Page) {
  const started = new Map<Request, number>();
  const durations: { url: string; ms: number }[] = [];
  const finish = (request: Request) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    durations.push({ url: request.url(), ms: Date.now() - start });
  };
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return () => [
    ...durations,
    ...[...started].map(([request, start]) => ({ url: request.url(), ms: Date.now() - start })),
  ];
}

// A repeat visit in the same browser once left the header links' prefetches open about 25 s: the browser
// reused its stored copy of each and revalidated it in the background on a locked cache entry.
// Browsers are now told to check before each reuse, by the front (server/browser-cache-control.ts) and, in
// front of it, by the shipped nginx: Next.js overwrites a page's Cache-Control, so its own config cannot
// say it. Each request must end within a few seconds, well under that stall.
test('on a repeat visit no request stays open: the prefetches finish as on the first', async ({ page }) => {
  // Room for the stall itself, so a regression fails on the durations below rather than on a timeout.
  test.setTimeout(120_000);
  const document = await page.request.get('/en/models');
  expect(document.headers()['cache-control']).toContain('max-age=0, must-revalidate');
  const durations = requestDurations(page);
  for (let visit = 1; visit <= 2; visit++) {
    await page.goto('/en/models');
    await page.waitForLoadState('networkidle', { timeout: 40_000 });
    const profile = await page.locator('a[href^="/en/models/"]').first().getAttribute('href');
    await page.goto(profile!);
    await page.waitForLoadState('networkidle', { timeout: 40_000 });
  }
  const slow = durations().filter(({ ms }) => ms > 8_000);
  expect(slow).toEqual([]);
});
