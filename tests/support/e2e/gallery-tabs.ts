import type { Page } from '@playwright/test';
import type { GalleryKind } from '@/lib/talent/galleries';
import { expect, msg } from './fixtures';

/**
 * Opens a profile's gallery tab (`Profile.gallery.<kind>`), clicking again until it is selected: a click
 * that comes before the page is interactive does nothing, and a visitor would click again (one such lost
 * click made a CI run flaky).
 */
export async function openGalleryTab(page: Page, kind: GalleryKind): Promise<void> {
  const tab = page.getByRole('tab', { name: msg('en', `Profile.gallery.${kind}`) });
  await expect(async () => {
    await tab.click({ timeout: 2_000 });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
