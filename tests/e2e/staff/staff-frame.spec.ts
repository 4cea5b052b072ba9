import type { Locator, Page } from '@playwright/test';
import { staffPaths } from '@/lib/staff/paths';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { signInAsStaff, type StaffMessages } from '../../support/e2e/staff';

// The staff frame on a phone: the bar is one row with a Menu button (a <details>, no script needed), which
// opens onto every destination, each one tap away and on the screen; the inbox's filters are folded unless
// one is chosen; and no staff page is wider than the narrowest phone. The bar once scrolled sideways, 1,037
// px of it on a 390 px screen, with Trash, Accounts, the language and the sign-out off the screen.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone’s frame; the desktop keeps its bar');
});

/** Every destination of the bar an admin has, by its words. */
function destinations(bar: Locator, t: StaffMessages): Locator[] {
  return [
    ...['inbox', 'talents', 'news', 'slides', 'links', 'trash', 'accounts'].map((key) =>
      bar.getByRole('link', { name: new RegExp(`^${t(`nav.${key}`)}`) }),
    ),
    bar.locator(`a[href="${staffPaths.account}"]`),
    bar.getByRole('button', { name: t('nav.languageLabel') }),
    bar.getByRole('button', { name: t('nav.signOut') }),
  ];
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('on a phone the staff bar is one row whose menu opens onto every destination, each one tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = await signInAsStaff(page);
  const bar = page.getByRole('banner');
  const menu = bar.locator('details');
  const button = bar.locator('summary');
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  expect(await bar.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  await expect(button).toContainText(t('nav.menu'));
  await expect(button).toBeInViewport({ ratio: 1 });
  // Shut, the menu's destinations are neither seen nor in the way.
  await expect(menu).toHaveJSProperty('open', false);
  for (const destination of destinations(bar, t)) await expect(destination).toBeHidden();
  await expect(button).toHaveAttribute('aria-controls', 'staff-menu');
  await expectNoAxeViolations(page);

  // One tap opens it: every destination whole on the screen, with no scrolling, and the bar as tall.
  await button.tap();
  await expect(menu).toHaveJSProperty('open', true);
  await expect(page.locator('#staff-menu')).toBeVisible();
  for (const destination of destinations(bar, t)) await expect(destination).toBeInViewport({ ratio: 1 });
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // The keyboard shuts and opens it from its button, and Tab goes on into it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveJSProperty('open', false);
  await page.keyboard.press('Space');
  await expect(menu).toHaveJSProperty('open', true);
  await page.keyboard.press('Tab');
  await expect(destinations(bar, t)[0]!).toBeFocused();

  // And one more tap goes there.
  await destinations(bar, t)[5]!.tap();
  await expect(page).toHaveURL(staffPaths.trash);
  await expect(page.getByRole('heading', { level: 1, name: t('trash.title') })).toBeVisible();
});

test('on a phone the inbox’s filters are folded, and open while one is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = await signInAsStaff(page);
  const filters = page.locator('main details');
  const search = page.getByRole('searchbox');
  await expect(filters).toHaveJSProperty('open', false);
  await expect(search).toBeHidden();

  await page.getByText(t('inbox.filters'), { exact: true }).tap();
  await expect(search).toBeInViewport();
  await search.fill('zzz-nobody');
  await page.getByRole('button', { name: t('inbox.apply') }).tap();
  await expect(page).toHaveURL(/q=zzz-nobody/);
  await expect(filters).toHaveJSProperty('open', true);
  await expect(search).toHaveValue('zzz-nobody');
  await expectNoAxeViolations(page);
});

test('no staff page scrolls sideways from 320 px, its menu shut or open', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const t = await signInAsStaff(page);
  const bar = page.getByRole('banner');
  const pages = [
    staffPaths.inbox,
    staffPaths.talents,
    staffPaths.news,
    staffPaths.accounts,
    staffPaths.audit,
    staffPaths.account,
    staffPaths.slides,
    staffPaths.trash,
  ];
  for (const path of pages) {
    await page.goto(path);
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
    expect((await bar.boundingBox())!.height, path).toBeLessThanOrEqual(64);
    await bar.locator('summary').tap();
    for (const destination of destinations(bar, t)) {
      await expect(destination, path).toBeInViewport({ ratio: 1 });
    }
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
  }
});
