import type { Page } from '@playwright/test';
import { anyScreen, expect, msg, test } from '../../support/e2e/fixtures';

/** The scripts the page has asked for so far. */
function scriptsOf(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  return scripts;
}

/**
 * Presses Shift, the visitor's first gesture, and waits until the animation features it fetches have
 * arrived and been taken in; returns their script's answer: the one script a hydrated page asks for after
 * its load.
 */
async function loadFeaturesByGesture(page: Page) {
  await page.waitForLoadState('networkidle');
  // The header's menu dialog is rendered anew, as an animated element (a new node), once the animation code
  // is in: mark the plain one the page was loaded with.
  const menuDialog = page.locator(`dialog[aria-label="${msg('en', 'Menu.label')}"]`);
  await menuDialog.evaluate((dialog) => dialog.setAttribute('data-test-plain', ''));
  const features = page.waitForResponse((answer) => answer.request().resourceType() === 'script');
  // A key pressed before hydration meets no listener yet: press again until the features come.
  let arrived = false;
  void features.then(() => (arrived = true));
  await expect
    .poll(async () => {
      if (!arrived) await page.keyboard.press('Shift');
      return arrived;
    })
    .toBe(true);
  const answer = await features;
  // Then the features module runs and the motion provider takes it in, in a transition of its own: until
  // that render lands the m components have nothing to animate with. The menu's new dialog shows it has.
  await expect(menuDialog).not.toHaveAttribute('data-test-plain');
  return answer;
}

/** A profile's address, opened directly so that no gesture came before. */
async function openProfile(page: Page) {
  await page.goto('/en/models');
  const href = await page.getByTestId('talent-card').first().getByRole('link').getAttribute('href');
  await page.goto(href!);
}

/** Runs `act` in the page, then reads `selector`'s opacity, scale and running animations two frames later. */
function twoFramesAfter(page: Page, act: string, selector: string) {
  return page.evaluate(
    async ([act, selector]) => {
      (document.querySelector(act!) as HTMLElement).click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.querySelector(selector!) as HTMLElement;
      const style = getComputedStyle(element);
      return {
        opacity: Number(style.opacity),
        scale: new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform).a,
        running: element.getAnimations().length,
        open: element instanceof HTMLDialogElement ? element.open : null,
      };
    },
    [act, selector],
  );
}

const TOGGLE = 'button[aria-haspopup="dialog"]';

test.describe('motion', () => {
  test('a page that is only read fetches no animation features; the first gesture does', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/en/models');
    await page.waitForLoadState('networkidle');
    const read = new Set(scripts);
    // Presses until the page, once hydrated, hears the gesture; fails if no script comes or the menu never
    // takes animation code in (as when the page had fetched it already).
    const features = await loadFeaturesByGesture(page);
    expect(read.has(features.url())).toBe(false);
  });

  test('the menu fades in and out once the features are in', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await loadFeaturesByGesture(page);
    const dialog = page.getByRole('dialog', { name: msg('en', 'Menu.label') });
    // On a busy machine the provider may take the features in after the wait above: until that render
    // lands the menu opens and closes at once. So the whole cycle is tried again from a closed menu until
    // both fades are seen; a menu that never fades still fails.
    await expect(async () => {
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      const opening = await twoFramesAfter(page, TOGGLE, 'dialog');
      expect(opening.open).toBe(true);
      expect(opening.opacity).toBeLessThan(1);
      await expect(dialog).toHaveCSS('opacity', '1');
      const closing = await twoFramesAfter(page, 'dialog button', 'dialog');
      // Still shown while it fades out, then closed.
      expect(closing.open).toBe(true);
      expect(closing.opacity).toBeLessThan(1);
    }).toPass({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: msg('en', 'Menu.open') })).toBeFocused();
  });

  test('with reduced motion the menu opens and closes without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/no-such-page');
    await loadFeaturesByGesture(page);
    const opening = await twoFramesAfter(page, TOGGLE, 'dialog');
    expect(opening).toEqual({ opacity: 1, scale: 1, running: 0, open: true });
    const closing = await twoFramesAfter(page, 'dialog button', 'dialog');
    expect(closing.open).toBe(false);
  });

  // One test each, so each opens the profile in a fresh browser context: a second page load in the same
  // one takes the features' script from the memory cache, where no response can be waited for.
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(
      `a gallery tab the visitor chooses ${reducedMotion === 'reduce' ? 'shows at once with reduced motion' : 'fades in'}`,
      anyScreen,
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        await openProfile(page);
        const tabs = page.getByRole('tab');
        expect(await tabs.count()).toBeGreaterThan(1);
        await loadFeaturesByGesture(page);
        const panel = await twoFramesAfter(page, '[role="tab"][aria-selected="false"]', '[role="tabpanel"]');
        if (reducedMotion === 'reduce') expect(panel.opacity).toBe(1);
        else expect(panel.opacity).toBeLessThan(1);
        await expect(page.getByRole('tabpanel')).toHaveCSS('opacity', '1');
      },
    );
  }

  test('the favorites count pops when the visitor changes it', anyScreen, async ({ page }) => {
    await openProfile(page);
    await expect(page.getByTestId('favorite-button')).toBeVisible();
    await loadFeaturesByGesture(page);
    const badge = await twoFramesAfter(
      page,
      '[data-testid="favorite-button"]',
      '[data-testid="favorites-count"]',
    );
    // Mid-pop two frames later: still growing in, or already past its size on a slow machine (the spring
    // overshoots), but never simply at rest.
    expect(badge.scale).not.toBe(1);
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
    await expect(page.getByTestId('favorites-count')).toHaveCSS(
      'transform',
      /none|matrix\(1, 0, 0, 1, 0, 0\)/,
    );
  });

  test(
    'a page reached by a link enters from below and transparent; a loaded page is painted as sent',
    anyScreen,
    async ({ page, request }) => {
      const html = await (await request.get('/en/models')).text();
      expect(html).toMatch(/data-transition="page"/);
      // No element is sent transparent in an inline style (a stylesheet may hide other things, as the done bar).
      expect(html).not.toMatch(/style="[^"]*opacity:\s*0[;"]/);
      await page.goto('/en/models');
      const link = page.getByTestId('talent-card').first().getByRole('link');
      await expect(link).toBeVisible();
      await loadFeaturesByGesture(page);
      // The entering page's first inline opacity, recorded as it is inserted.
      await page.evaluate(() => {
        const seen: string[] = [];
        const recorded = new WeakSet<Element>();
        (window as unknown as { entered: string[] }).entered = seen;
        const page = '[data-transition="page"]';
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (!(node instanceof HTMLElement)) continue;
              // The new page's wrapper comes inside a new template, or alone within the same one.
              const inner = node.parentElement?.matches(page)
                ? node
                : (node.matches(page) ? node : node.querySelector(page))?.firstElementChild;
              if (inner instanceof HTMLElement && !recorded.has(inner)) {
                recorded.add(inner);
                seen.push(inner.style.opacity);
              }
            }
        }).observe(document.querySelector('main')!, { childList: true, subtree: true });
      });
      await link.click();
      await expect(page).toHaveURL(/\/en\/models\/\d+\//);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { entered: string[] }).entered))
        .toEqual(['0']);
      await expect(page.locator('[data-transition="page"] > div')).toHaveCSS('opacity', '1');
    },
  );
});
