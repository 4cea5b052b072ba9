import type { Page } from '@playwright/test';
import { pagePath } from '@/tests/support/paths';
import { msg } from './fixtures';
import { HUMAN_FILL_MS } from './inbox';

/** What a visitor types in the contact form, by field (`Contact.<field>` is its label). */
export type ContactFields = { name: string; email: string; phone: string; message: string };

/**
 * Opens the English contact form of the site at `siteUrl` and fills it in, on the page's own clock moved
 * past the minimum fill time instead of waiting it (see HUMAN_FILL_MS).
 */
export async function fillContactForm(page: Page, siteUrl: string, fields: ContactFields): Promise<void> {
  await page.clock.install();
  await page.goto(`${siteUrl}${pagePath('/contact', 'en')}`);
  for (const [field, value] of Object.entries(fields))
    await page.getByLabel(msg('en', `Contact.${field}`)).fill(value);
  await page.clock.fastForward(HUMAN_FILL_MS);
}
