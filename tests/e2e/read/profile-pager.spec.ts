import type { Page } from '@playwright/test';
import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { nameSlug } from '@/lib/talent/slug';
import { rawTalents, type RawTalent } from '../../support/e2e/backend-data';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const path = (category: string, t: RawTalent) => `/en/${category}/${t.id}/${nameSlug(t.name)}`;
const pager = (page: Page) => page.getByRole('navigation', { name: msg('en', 'Profile.pagerLabel') });

/** The roster in the back end's order; the pager must follow it, also across letters. */
async function roster(): Promise<RawTalent[]> {
  return (await rawTalents(1)).items.filter((t) => /^[a-z]/.test(fold(t.name)));
}

test.describe('previous and next talent', () => {
  test(
    'links to the neighbours of the roster order, across a letter change; none before the first',
    anyScreen,
    async ({ page }) => {
      const list = await roster();
      // The last talent of the first letter: its next one starts with another letter.
      const edge = list.findIndex((t, i) => fold(list[i + 1]?.name ?? '')[0] !== fold(t.name)[0]);
      expect(edge).toBeGreaterThan(0);
      await page.goto(path('models', list[edge]!));
      await expect(pager(page).getByRole('link', { name: new RegExp(list[edge - 1]!.name) })).toHaveAttribute(
        'href',
        path('models', list[edge - 1]!),
      );
      await expect(pager(page).getByRole('link', { name: new RegExp(list[edge + 1]!.name) })).toHaveAttribute(
        'href',
        path('models', list[edge + 1]!),
      );
      await expectNoAxeViolations(page);

      await page.goto(path('models', list[0]!));
      await expect(pager(page).getByRole('link')).toHaveCount(1);
      await expect(pager(page).getByRole('link')).toHaveAttribute('rel', 'next');
    },
  );

  test(
    'the arrow keys go to the next and previous talent, but not while a field or the tabs have focus',
    anyScreen,
    async ({ page }) => {
      const list = await roster();
      await page.goto(path('models', list[3]!));
      await expect(pager(page)).toHaveAttribute('data-listening', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(path('models', list[4]!));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[4]!.name);
      await expect(pager(page)).toHaveAttribute('data-listening', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(path('models', list[3]!));
      // The page has moved once its heading is the talent's and the pager listens again: a tab focused before
      // then would lose its focus to the new page's heading, and the next arrow would page on.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[3]!.name);
      await expect(pager(page)).toHaveAttribute('data-listening', 'true');
      // In the gallery tabs the arrows move between tabs, as a tab list's keyboard rules say.
      const tab = page.getByRole('tab').first();
      await tab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(path('models', list[3]!));
      // In the open photo viewer they move between photos.
      await page.getByRole('tab').first().click();
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await expect(page.locator('.yarl__container')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(page.locator('.yarl__container')).toBeHidden();
      await expect(page).toHaveURL(path('models', list[3]!));
      // And in the menu they do nothing to the profile either.
      await page.getByRole('button', { name: msg('en', 'Menu.open') }).click();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(path('models', list[3]!));
    },
  );

  test('a swipe over the profile head goes to the next talent, the other way back', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'touch screens only');
    const list = await roster();
    await page.goto(path('models', list[5]!));
    await expect(pager(page)).toHaveAttribute('data-listening', 'true');
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const box = (await page.locator('[data-swipe-pager]').boundingBox())!;
      const y = box.y + Math.min(box.height / 2, 200);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 60);
    await expect(page).toHaveURL(path('models', list[6]!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[6]!.name);
    await expect(pager(page)).toHaveAttribute('data-listening', 'true');
    await swipe(60, 300);
    await expect(page).toHaveURL(path('models', list[5]!));
  });
});

test(
  'the profile says "Add to my selection" beside the name, in the page language',
  anyScreen,
  async ({ page }) => {
    const list = await roster();
    await page.goto(`/pt/models/${list[0]!.id}/${nameSlug(list[0]!.name)}`);
    const cta = page.getByRole('button', { name: msg('pt', 'Favorite.cta'), exact: true });
    await expect(cta).toBeVisible();
    const name = await page.getByRole('heading', { level: 1 }).boundingBox();
    const button = await cta.boundingBox();
    // Beside the name: on its line on a desktop, right under it on a phone; never far below.
    expect(button!.y).toBeLessThan(name!.y + name!.height + 24);
    await cta.click();
    await expect(cta).toHaveAttribute('aria-pressed', 'true');
  },
);
