import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A roster page shows its first 20 cards, then the next page's too (of `total` in all) once its end is in
 * view. Gives the cards.
 */
export async function expectNextRosterPage(page: Page, total: number): Promise<Locator> {
  const cards = page.getByTestId('talent-card');
  await expect(cards).toHaveCount(20);
  await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(Math.min(40, total));
  return cards;
}
