import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { misfits } from '../../support/e2e/misfits';
import { layoutWidths } from '../../support/e2e/layout-widths';
import { layoutShift } from '../../support/e2e/layout-shift';
import type { AppPathname } from '@/lib/i18n/pathnames';
import { pagePath } from '@/tests/support/paths';
import { photo } from '../../support/e2e/application-form';

// Every page type at the narrowest width of each layout range and at the widths we support (layout-widths.ts): no
// sideways scroll, every visible control inside the screen and at least 24 × 24 px, and nothing moved as the
// page loaded. Words are what differs between locales, and they wrap tightest on the narrowest phone (320 px):
// there every locale is loaded, above it one locale per width, in turn. Each width is a test of its own, so the
// two workers share them. A case that does not fit leaves its screenshot in reports/layout/.
const widths = layoutWidths();
const everyLocaleBelow = 375;
const locales = ['es', 'en', 'pt'] as const;
const pageNames = [
  'home',
  'models',
  'talents',
  'profile',
  'news',
  'post',
  'reachout',
  'about',
  'contact',
  'apply',
  'favorites',
  'privacy',
  'missing',
] as const;
const prefix = { es: '', en: '/en', pt: '/pt' } as const;
// The pages named by the route table: their URL in each locale comes from it.
const routes = {
  reachout: '/reachout',
  about: '/about',
  contact: '/contact',
  apply: '/be-a-model',
  favorites: '/favorites',
  privacy: '/privacy',
} as const satisfies Record<string, AppPathname>;

mkdirSync('reports/layout', { recursive: true });

// The first link of a list, found once per worker: every test of a worker then loads only the pages it checks.
const firstLinks = new Map<string, string>();

async function firstLink(page: Page, listUrl: string, pattern: RegExp): Promise<string> {
  const key = `${listUrl} ${pattern.source}`;
  const known = firstLinks.get(key);
  if (known) return known;
  await page.goto(listUrl);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Without the locale prefix, so the path can be put under each locale's.
  const found = hrefs.map((href) => href.replace(/^\/(en|pt)(?=\/)/, '')).find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern} on ${listUrl}`);
  firstLinks.set(key, found);
  return found;
}

/** Above this much layout shift a page has visibly moved as it loaded (a tenth of Google's "good"). */
const MOVED = 0.01;

async function check(page: Page, name: string): Promise<string[]> {
  const problems = await misfits(page);
  if (problems.length > 0) await page.screenshot({ path: `reports/layout/${name}.png` });
  // Read once the page has settled: hydration and what it defers (a phone's single news column, the
  // favorites read from storage) have run, and whatever they changed must not have moved what was already
  // on the screen.
  const shifted = await layoutShift(page, 0);
  if (shifted.total >= MOVED)
    problems.push(
      `moved as it loaded (layout shift ${shifted.total.toFixed(4)}: ${shifted.moved.join('; ')})`,
    );
  return problems.map((problem) => `${name}: ${problem}`);
}

test.describe('layout', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'one run sets its own widths');
    test.setTimeout(180_000);
  });

  for (const [index, width] of widths.entries()) {
    const shown = width < everyLocaleBelow ? locales : [locales[index % locales.length]!];
    test(`every page type fits the screen at ${width} px, in ${shown.join(', ')}`, async ({ page }) => {
      const profile = await firstLink(page, '/models', /^\/models\/\d+\//);
      const post = await firstLink(page, '/news', /^\/news\/[^/]+$/);
      const problems: string[] = [];
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      for (const locale of shown) {
        for (const name of pageNames) {
          const path =
            name === 'home'
              ? prefix[locale] || '/'
              : name === 'models' || name === 'talents'
                ? `${prefix[locale]}/${name}`
                : name === 'profile'
                  ? `${prefix[locale]}${profile}`
                  : name === 'news'
                    ? `${prefix[locale]}/news`
                    : name === 'post'
                      ? `${prefix[locale]}${post}`
                      : name === 'missing'
                        ? `${prefix[locale]}/no-such-page`
                        : pagePath(routes[name], locale);
          await page.goto(path, { waitUntil: 'load' });
          problems.push(...(await check(page, `${locale}-${name}-${width}`)));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('layout in each state', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'one run sets its own widths');
    test.setTimeout(300_000);
  });

  test('menu open, roster search and no match, profile tabs, lightbox, the application with errors and four photos fit every phone and desktop', async ({
    page,
    msg,
  }) => {
    const profile = await firstLink(page, '/en/models', /^\/models\/\d+\//);
    const problems: string[] = [];
    for (const width of [320, 375, 414, 768, 1366]) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await page.goto(pagePath('/about', 'en'));
      await page.getByRole('button', { name: msg('en', 'Menu.open') }).click();
      problems.push(...(await check(page, `state-menu-${width}`)));

      await page.goto('/en/models?q=a&letter=m');
      problems.push(...(await check(page, `state-roster-search-${width}`)));
      await page.goto('/models?q=zzqxw');
      problems.push(...(await check(page, `state-roster-no-match-${width}`)));

      await page.goto(`/en${profile}`);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        problems.push(...(await check(page, `state-tab-${(await tab.textContent())?.trim()}-${width}`)));
      }
      await page.getByRole('tab').first().click();
      await page.getByRole('tabpanel').getByRole('button').first().click();
      await expect(page.locator('.yarl__container')).toBeVisible();
      problems.push(...(await check(page, `state-lightbox-${width}`)));

      await page.goto(pagePath('/be-a-model', 'en'));
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      problems.push(...(await check(page, `state-apply-errors-${width}`)));
      for (let n = 1; n <= 4; n += 1) {
        await page
          .locator(`#application-image_${n}`)
          .setInputFiles(photo(`a-rather-long-photo-name-${n}.png`));
      }
      problems.push(...(await check(page, `state-apply-photos-${width}`)));
    }
    expect(problems).toEqual([]);
  });

  test('the home hero fills the first screen below the header, its arrow and controls on it', async ({
    page,
  }) => {
    for (const [width, height] of [
      [375, 667],
      [1366, 768],
      [320, 568],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const header = await page.locator('header').first().boundingBox();
      const hero = await page.locator('main section, main > div').first().boundingBox();
      expect(
        Math.abs((hero?.y ?? 0) - (header?.y ?? 0) - (header?.height ?? 0)),
        `hero right under the header at ${width}`,
      ).toBeLessThan(2);
      // The hero's own controls (its arrow and the slider's buttons), not the featured models under it.
      const onScreen = page
        .locator('main a[href="#news"]')
        .locator('..')
        .locator('a[href*="#"], button')
        .filter({ visible: true });
      expect(await onScreen.count(), `the hero's controls at ${width}`).toBeGreaterThan(1);
      for (const control of await onScreen.all()) {
        const box = await control.boundingBox();
        if (!box || box.y > height * 1.5) continue;
        expect(
          box.y + box.height,
          `${await control.getAttribute('aria-label')} on the first screen at ${width}×${height}`,
        ).toBeLessThanOrEqual(height);
      }
    }
  });

  test('no empty band under the header', async ({ page }) => {
    const profile = await firstLink(page, '/en/models', /^\/models\/\d+\//);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/en/models',
        `/en${profile}`,
        '/en/news',
        pagePath('/about', 'en'),
        pagePath('/contact', 'en'),
        pagePath('/be-a-model', 'en'),
        pagePath('/favorites', 'en'),
      ]) {
        await page.goto(path);
        const gap = await page.evaluate(() => {
          const header = document.querySelector('header')!.getBoundingClientRect().bottom;
          const first = [...document.querySelectorAll('main *')].find((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.height > 0 &&
              box.width > 0 &&
              (element.textContent ?? '').trim().length > 0 &&
              element.children.length === 0
            );
          });
          return (first?.getBoundingClientRect().top ?? 0) - header;
        });
        expect(gap, `${path} at ${width}`).toBeLessThanOrEqual(48);
      }
    }
  });
});
