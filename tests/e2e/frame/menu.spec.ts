import type { Page } from '@playwright/test';
import { expect, msg, test } from '../../support/e2e/fixtures';

const toggle = (page: Page) => page.getByRole('button', { name: msg('en', 'Menu.open') });
const menu = (page: Page) => page.getByRole('dialog', { name: msg('en', 'Menu.label') });

/** Set in the page before a wheel: the page's scroll position two frames after the wheel reached it. */
type WheelProbe = Window & { scrollYAfterWheel?: Promise<number> };

/** Where focus is: inside the menu, on the page behind it, or outside the page (the browser's own UI). */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    if (active.closest('dialog')) return active.textContent?.trim() || active.getAttribute('aria-label');
    return 'page';
  });
}

test.describe('the menu, a native modal dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/en/no-such-page');
    // A key pressed while the page still hydrates can leave the document (see chrome.spec.ts).
    await page.waitForLoadState('networkidle');
  });

  test('Escape closes it and focus returns to the toggle', async ({ page }) => {
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await menu(page).evaluate((dialog: HTMLDialogElement) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab cycles within the dialog and never reaches the page behind', async ({ page }) => {
    await toggle(page).click();
    await expect(menu(page).getByRole('button', { name: msg('en', 'Menu.close') })).toBeFocused();
    const order = [msg('en', 'Menu.close')];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      order.push((await focusPlace(page)) ?? '');
    }
    expect(order).not.toContain('page');
    const links = ['models', 'talents', 'news', 'beAModel', 'about', 'reachout'].map((key) =>
      msg('en', `Navbar.${key}`),
    );
    // The close button, the six links, then (past the browser's own controls) the close button again.
    expect(order.slice(0, 7)).toEqual([msg('en', 'Menu.close'), ...links]);
    expect(order.slice(7).filter((place) => place !== 'browser')[0]).toBe(msg('en', 'Menu.close'));
  });

  test('a click beside its links (its backdrop) closes it; the page behind does not scroll meanwhile', async ({
    page,
  }) => {
    await page.goto('/en/models');
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.move(20, 300);
    // A page that scrolls has moved two frames after the wheel reaches it (headless Chromium does not
    // scroll smoothly), so that is when scrollY is read.
    await page.evaluate(() => {
      (window as WheelProbe).scrollYAfterWheel = new Promise((resolve) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          { once: true, capture: true, passive: true },
        ),
      );
    });
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => (window as WheelProbe).scrollYAfterWheel)).toBe(scrolled);
    const viewport = page.viewportSize()!;
    await page.mouse.click(8, viewport.height - 8);
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
