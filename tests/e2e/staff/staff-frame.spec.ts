import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { signInAsStaff } from '../../support/e2e/staff';

// The staff frame on a phone: the bar is one row that scrolls sideways, every link a swipe away with no
// script, and no staff page is wider than the narrowest phone.

test('on a phone the staff bar is one row that reaches every link', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone’s bar; the desktop keeps its own');
  await page.setViewportSize({ width: 390, height: 844 });
  const t = await signInAsStaff(page);
  const bar = page.getByRole('banner');
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  const reachable = [
    ...['inbox', 'talents', 'news', 'slides', 'links', 'accounts'].map((key) =>
      bar.getByRole('link', { name: new RegExp(t(`nav.${key}`)) }),
    ),
    bar.getByRole('button', { name: t('nav.languageLabel') }),
    bar.getByRole('button', { name: t('nav.signOut') }),
  ];
  for (const control of reachable) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  await bar.getByRole('link', { name: t('nav.talents') }).click();
  await expect(page).toHaveURL(staffPaths.talents);

  await page.setViewportSize({ width: 320, height: 640 });
  const pages = [
    staffPaths.inbox,
    staffPaths.accounts,
    staffPaths.audit,
    staffPaths.account,
    staffPaths.slides,
  ];
  for (const path of pages) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect((await bar.boundingBox())!.height, path).toBeLessThanOrEqual(64);
  }
});
