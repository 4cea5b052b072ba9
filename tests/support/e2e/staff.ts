import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { staffPaths } from '@/lib/staff/paths';
import { withLimits } from '../limit-words';

// The staff area as its users meet it: its messages read from the real files, and the sign-in by its form.

type Messages = { [key: string]: string | Messages };
const files = new Map<string, Messages>();

/** A message of the staff area (messages/staff), with the upload limits it states filled in but no other ICU argument. */
export function staffMsg(locale: 'es' | 'en', key: string): string {
  let node: string | Messages | undefined = files.get(locale);
  if (!node) {
    node = JSON.parse(
      readFileSync(path.join(process.cwd(), 'messages/staff', `${locale}.json`), 'utf8'),
    ) as Messages;
    files.set(locale, node);
  }
  for (const part of `Staff.${key}`.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No staff message ${key} in ${locale}`);
  return withLimits(node);
}

export { demoAdmin };

export type StaffMessages = (key: string) => string;

/** The messages of the language the page shows (its `lang`): the area speaks the browser's language. */
export async function staffMessagesOf(page: Page): Promise<StaffMessages> {
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'es' && lang !== 'en') throw new Error(`the staff area speaks es or en, not ${lang}`);
  return (key) => staffMsg(lang, key);
}

/** Signs in through the form and waits for the inbox; answers the messages of the language shown. */
export async function signInAsStaff(
  page: Page,
  account: { email: string; password: string } = demoAdmin,
): Promise<StaffMessages> {
  await page.goto(staffPaths.signIn);
  const t = await staffMessagesOf(page);
  await page.getByLabel(t('signIn.email')).fill(account.email);
  await page.getByLabel(t('signIn.password')).fill(account.password);
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('inbox.title') })).toBeVisible();
  return t;
}

/**
 * Opens a part of a staff page that a phone folds behind its button (a `<details>`: the bar's menu, the
 * inbox's filters), named by the button's words; on a desktop it is shown already, its button gone.
 */
export async function unfold(page: Page, button: string): Promise<void> {
  const summary = page.locator('summary').filter({ hasText: button });
  if (!(await summary.isVisible())) return;
  // Its `open` attribute, which the browser sets and removes: read as well without the page's script.
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
}

/** The staff bar, its menu opened where a phone folds it: its links, the language and the sign-out. */
export async function staffBar(page: Page, t: StaffMessages): Promise<Locator> {
  await unfold(page, t('nav.menu'));
  return page.getByRole('banner');
}

/** Answers the question a removal asks in the page's dialog, by the words of the button pressed. */
export async function answerDialog(page: Page, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Picks up the focused handle of a sortable list with Space, as a keyboard user does, and resolves once the
 * list hears the arrow keys. dnd-kit's keyboard sensor announces the pick-up at once but adds its key
 * listener in a timer of its own (`setTimeout` with no delay): an arrow key sent before that timer runs is
 * lost, and Chrome runs input before timers. A timer the page queues after the pick-up runs after the
 * sensor's, so once it has run the listener is there.
 */
export async function pickUpWithKeyboard(page: Page, pickedUp: Locator): Promise<void> {
  await page.keyboard.press('Space');
  await expect(pickedUp).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
