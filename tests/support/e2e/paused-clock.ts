import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed before the page loaded) `ahead` ms past the page's now, firing what falls
 * due on the way: from then on only the test moves it, so an assertion after `runFor(ms)` sees what the
 * page's timers did within those ms and nothing later. `pauseAt` takes a time and refuses one already
 * past, so the stop is further ahead than a call takes to arrive.
 */
export async function pauseClock(page: Page, ahead = 1000): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
}
