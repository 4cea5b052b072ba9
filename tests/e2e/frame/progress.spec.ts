import type { Page } from '@playwright/test';
import { expect, msg, test } from '../../support/e2e/fixtures';
import { nameSlug } from '@/lib/talent/slug';
import { rawTalents } from '../../support/e2e/backend-data';

// The bar follows Next's own navigation hooks: the site's Link (onNavigate, useLinkStatus) and the site's
// router (a transition around push). transition.spec.ts covers a link; this covers a push.

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Two neighbours of the roster order, as the pager follows it (profile-pager.spec.ts). */
async function neighbours() {
  const list = (await rawTalents(1)).items.filter((t) => /^[a-z]/.test(fold(t.name)));
  const [first, second] = list.slice(3, 5);
  expect(first && second).toBeTruthy();
  return { first: first!, second: second!, path: `/en/models/${first!.id}/${nameSlug(first!.name)}` };
}

/** Slows the next pages' data down so a navigation lasts longer than the bar's throttle. */
async function slowNavigations(page: Page, ms = 900) {
  await page.route('**/*_rsc=*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a navigation by the router (the profile pager's arrow key) shows the bar until the next profile renders", async ({
  page,
}) => {
  const { second, path } = await neighbours();
  // Slowed before the page loads: a prefetch of the next profile answered at full speed (behind nginx, from
  // its micro-cache) let the navigation finish before the bar's throttle, and the bar never showed.
  await slowNavigations(page);
  await page.goto(path);
  const pager = page.getByRole('navigation', { name: msg('en', 'Profile.pagerLabel') });
  await expect(pager).toHaveAttribute('data-listening', 'true');
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.keyboard.press('ArrowRight');
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-status', 'running');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  await expect(bar).toBeHidden({ timeout: 5000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('without a connection, the router does not navigate and the bar shows the failure', async ({
  page,
  context,
}) => {
  const { path: profile } = await neighbours();
  await page.goto(profile);
  const pager = page.getByRole('navigation', { name: msg('en', 'Profile.pagerLabel') });
  await expect(pager).toHaveAttribute('data-listening', 'true');
  await context.setOffline(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('progressbar')).toHaveAttribute('data-status', 'failed');
  await expect(page).toHaveURL(profile);
  await context.setOffline(false);
});
