import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSite, type RunningSite } from '../../support/site';
import { illegible, nameOf, readingsOf, visibleActions } from '../../support/e2e/action-colours';
import { expect, expectNoAxeViolations, msg, test, type Locale } from '../../support/e2e/fixtures';
import { behindNginx, e2eBackendPort, e2eSitePort } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// Every control is legible at rest, under the pointer, with focus and while pressed (DESIGN.md §9): axe
// reads one state only, so a link styled as a button that turned black on black under the pointer passed
// it. Each action of each status page is read in all four states, the site's other button-like links at
// rest and under the pointer (one of each look), and axe runs on the status pages as well. The header and
// footer are one component on every status page but the root 404 (which has none): read in full on the
// Spanish 404, and only the page's own actions (its main) on the others.

// The status pages' own styles (status-view.module.css, the buttons) change nothing by width: on the phone
// the Spanish 404 is read whole, for the phone's header and footer, and the mains of the others only here.
const mainOnDesktop = 'a status page’s main looks the same at every width: read on the desktop';

// A status page has some thirty actions (its header and footer too), each read in four states.
test.describe.configure({ timeout: 180_000 });

// Each reading waits for the state's colours to settle, and the colours a state settles on do not depend on
// how long its transition takes: with reduced motion the stylesheets only shorten or drop motion
// (tests/unit/e2e-support/reduced-motion.test.ts keeps it so), and the readings need no waiting.
test.use({ reducedMotion: 'reduce' });

/** Every visible action of the page (or of its part `within`), in every state it can be in, at WCAG AA. */
async function expectAllLegible(page: Page, within = 'body') {
  const failures: string[] = [];
  const actions = await visibleActions(page, within);
  expect(actions.length).toBeGreaterThan(0);
  for (const { action, states } of actions)
    failures.push(...illegible(await nameOf(action), await readingsOf(page, action, states)));
  expect(failures).toEqual([]);
}

/** A status page, shown: its heading is there and its page transition has ended. */
async function expectStatusPage(page: Page, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the 404 pages', () => {
  for (const [address, locale, within] of [
    ['/no-such-page', 'es', 'body'],
    ['/en/no-such-page', 'en', 'main'],
  ] as const) {
    test(`the localized 404 (${address}): every action${within === 'main' ? ' of its main' : ''} legible in every state, no axe violation`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'phone' && within === 'main', mainOnDesktop);
      const answer = await page.goto(address);
      expect(answer?.status()).toBe(404);
      await expectStatusPage(page, msg(locale, 'NotFound.message'));
      await expect(page.getByRole('link', { name: msg(locale, 'Common.home'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: msg(locale, 'Common.back') })).toBeVisible();
      await expectAllLegible(page, within);
      await expectNoAxeViolations(page);
    });
  }

  // A path outside the locale tree: Next's own routes (nginx passes /api/ answers through unchanged).
  test('the root 404: every action legible in every state, no axe violation', async ({ page }) => {
    const answer = await page.goto('/api/no-such-route');
    expect(answer?.status()).toBe(404);
    await expectStatusPage(page, msg('en', 'NotFound.message'));
    await expect(page).toHaveTitle(`${msg('en', 'NotFound.title')} · Polanco Models`);
    await expect(page.getByRole('link', { name: msg('en', 'Common.home'), exact: true })).toBeVisible();
    await expectAllLegible(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('the error page', () => {
  // A site of its own whose back end never answers (nothing listens on its port): a page with nothing
  // cached fails to render, and the visitor gets the error page. Behind nginx that page is replaced by
  // the unavailable one (checked below), so this runs directly only.
  test.skip(behindNginx, 'the site of its own is reached directly');

  let site: RunningSite | null = null;
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name === 'phone') return;
    const offset = 41;
    site = await startSite({ port: e2eSitePort + offset, backendPort: e2eBackendPort + offset });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a page that cannot render: every action of its main legible in every state, no axe violation', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', mainOnDesktop);
    const answer = await page.goto(`${site!.url}/en/news`);
    expect(answer?.status()).toBe(500);
    await expectStatusPage(page, msg('en', 'Error.message'));
    await expect(page.getByRole('button', { name: msg('en', 'Error.retry') })).toBeVisible();
    await expect(page.getByRole('link', { name: msg('en', 'Common.home'), exact: true })).toBeVisible();
    await expectAllLegible(page, 'main');
    await expectNoAxeViolations(page);
  });
});

test.describe('the unavailable page', () => {
  for (const locale of ['es', 'en'] as const satisfies Locale[]) {
    test(`the page nginx answers when a page fails (${locale}): every action legible in every state, no axe violation`, async ({
      page,
    }) => {
      // The very file nginx serves (written by `npm run build`), at an address of the site.
      const html = readFileSync(path.join(process.cwd(), 'dist', 'unavailable', `${locale}.html`), 'utf8');
      await page.route('**/unavailable-page-check', (route) =>
        route.fulfill({ status: 503, contentType: 'text/html; charset=utf-8', body: html }),
      );
      await page.goto('/unavailable-page-check');
      await expectStatusPage(page, msg(locale, 'Unavailable.title'));
      await expectAllLegible(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the site's other button-like links, at rest and under the pointer", () => {
  const states = ['rest', 'hover'] as const;

  test('the home: see all models, see all news', async ({ page }) => {
    await page.goto('/en');
    for (const name of [msg('en', 'Home.featuredAll'), msg('en', 'Home.allNews')]) {
      const link = page.getByRole('link', { name });
      expect(illegible(name, await readingsOf(page, link, states))).toEqual([]);
    }
  });

  test('a profile: Return', async ({ page }) => {
    await page.goto('/en/models');
    const profile = await page
      .getByTestId('talent-card')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto(profile!);
    const back = page.getByRole('link', { name: msg('en', 'Common.back') });
    expect(illegible('Return', await readingsOf(page, back, states))).toEqual([]);
  });

  test('the privacy notice: the PDF download', async ({ page }) => {
    await page.goto(pagePath('/privacy', 'en'));
    const pdf = page.getByRole('link', { name: msg('en', 'Privacy.pdf') });
    expect(illegible('PDF', await readingsOf(page, pdf, states))).toEqual([]);
  });

  test('the empty favorites: the links to the rosters', async ({ page }) => {
    await page.goto(pagePath('/favorites', 'en'));
    const empty = page.getByTestId('favorites-empty');
    for (const key of ['Favorites.emptyModels', 'Favorites.emptyTalents']) {
      const link = empty.getByRole('link', { name: msg('en', key) });
      expect(illegible(key, await readingsOf(page, link, states))).toEqual([]);
    }
  });
});
