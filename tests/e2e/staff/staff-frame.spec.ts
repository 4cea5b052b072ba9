import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { signInAsStaff } from '../../support/e2e/staff';

// The staff frame on a phone: the bar is one row, its links behind a Menu that opens without a script, and
// no staff page is wider than the narrowest phone.

test('on a phone the staff bar is one row whose menu reaches every link', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone’s bar; the desktop keeps its own');
  await page.setViewportSize({ width: 390, height: 844 });
  const t = await signInAsStaff(page);
  const bar = page.getByRole('banner');
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  const nav = page.getByRole('navigation', { name: t('area') });
  await expect(nav).toBeHidden();
  await bar.getByText(t('nav.menu'), { exact: true }).click();
  for (const key of ['inbox', 'talents', 'news', 'slides', 'links', 'accounts']) {
    await expect(nav.getByRole('link', { name: new RegExp(t(`nav.${key}`)) })).toBeInViewport();
  }
  await expect(bar.getByRole('button', { name: t('nav.languageLabel') })).toBeInViewport();
  await expect(bar.getByRole('button', { name: t('nav.signOut') })).toBeInViewport();
  await nav.getByRole('link', { name: t('nav.talents') }).click();
  await expect(page).toHaveURL(staffPaths.talents);

  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    staffPaths.inbox,
    staffPaths.accounts,
    staffPaths.audit,
    staffPaths.account,
    staffPaths.slides,
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect((await bar.boundingBox())!.height, path).toBeLessThanOrEqual(64);
  }
});
