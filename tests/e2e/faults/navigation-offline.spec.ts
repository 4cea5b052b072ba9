import type { Page } from '@playwright/test';
import { startSite, type RunningSite } from '../../support/site';
import { misfits } from '../../support/e2e/misfits';
import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { behindNginx, e2eBackendPort, e2eSitePort } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// A client navigation whose request cannot reach the site while the browser is online (the site stopped or
// restarting, a proxy refusing): the visitor stays on the page, the bar turns red and a Retry is offered,
// never the browser's error page (docs/routes.md). The roster's letter links lead to the filtered view,
// rendered per request, so following one always asks the site, whatever was prefetched.

/** The roster, loaded and interactive (its prefetches done), a link to one letter and the path it leads to. */
async function openRoster(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const filter = page.getByRole('navigation', { name: msg('en', 'Roster.filterLabel') });
  // A letter that is not selected, so following it goes to another view.
  const link = filter.locator('a[href*="letter="]').first();
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^\/en\/models\?letter=[a-z]$/);
  return { link, target: target! };
}

/** The page is still the roster, shown (not faded out), with the bar failed and a Retry offered. */
async function expectStranded(page: Page, url: string) {
  const notice = page.getByRole('status').filter({ hasText: msg('en', 'NavigationFailure.message') });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('data-status', 'failed');
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-navigating', 'true');
  await expect(page.locator('[data-transition="page"]')).toHaveCSS('opacity', '1');
  return notice.getByRole('button', { name: msg('en', 'NavigationFailure.retry') });
}

test(
  'a link whose request cannot reach the site keeps the page, marks the bar failed, and Retry completes it once the site answers',
  anyScreen,
  async ({ page }) => {
    const { link, target } = await openRoster(page, '/en/models');
    const url = page.url();
    const origin = new URL(url).origin;
    // Every request to the site fails at the network, as with the site stopped, until it is back.
    let down = true;
    await page.route(
      (address) => address.origin === origin,
      (route) => (down ? route.abort('connectionrefused') : route.fallback()),
    );

    await link.click();
    const retry = await expectStranded(page, url);
    await expectNoAxeViolations(page);
    expect(await misfits(page)).toEqual([]);

    // Retry while the site is still unreachable: the visitor stays, told again.
    await retry.click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('data-status', 'failed');
    await expectStranded(page, url);

    down = false;
    await retry.click();
    await expect(page).toHaveURL(target);
    await expect(
      page.getByRole('status').filter({ hasText: msg('en', 'NavigationFailure.message') }),
    ).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 6000 });
  },
);

/**
 * Checks every quarter of a second for `ms` that the failure is still shown as it was, and never hidden. The
 * time passes on the page's clock (installed before it loaded): what could hide the notice, end the failure
 * or ask again is a timer of the page, and `runFor` fires each one that falls due.
 */
async function expectSteady(page: Page, url: string, ms: number) {
  const notice = page.getByRole('status').filter({ hasText: msg('es', 'NavigationFailure.message') });
  const bar = page.getByRole('progressbar');
  const samples: string[] = [];
  for (let waited = 0; waited < ms; waited += 250) {
    samples.push(
      `${await notice.isVisible()} ${await bar.getAttribute('data-status')} ${page.url() === url}`,
    );
    await page.clock.runFor(250);
  }
  expect(new Set(samples)).toEqual(new Set(['true failed true']));
}

test(
  'one page that cannot be reached while the rest of the site answers: a few requests, a steady notice',
  anyScreen,
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/models');
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('talent-card').first().getByRole('link').first();
    const profile = new URL((await card.getAttribute('href'))!, page.url()).pathname;
    const asked: string[] = [];
    await page.route(
      (address) => address.pathname === profile,
      (route) => {
        asked.push(`${route.request().method()} ${route.request().url()}`);
        return route.abort('connectionfailed');
      },
    );

    await card.click();
    await expect(
      page.getByRole('status').filter({ hasText: msg('es', 'NavigationFailure.message') }),
    ).toBeVisible();
    await expectSteady(page, page.url(), 5000);
    expect(asked.length, asked.join('\n')).toBeLessThanOrEqual(5);

    // Retry asks once more, and the failure stays as it was.
    const before = asked.length;
    await page.getByRole('button', { name: msg('es', 'NavigationFailure.retry') }).click();
    await expect.poll(() => asked.length).toBe(before + 1);
    await expectSteady(page, page.url(), 1000);
  },
);

test('a page of the menu that cannot be reached: the menu closes and the notice is in sight', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const about = pagePath('/about', 'es');
  await page.route(
    (address) => address.pathname === about,
    (route) => route.abort('connectionfailed'),
  );
  await page.getByRole('button', { name: msg('es', 'Menu.open') }).click();
  const menu = page.getByRole('dialog', { name: msg('es', 'Menu.label') });
  await menu.getByRole('link', { name: msg('es', 'Navbar.about') }).click();

  await expect(menu).toBeHidden();
  const retry = page.getByRole('button', { name: msg('es', 'NavigationFailure.retry') });
  await expect(retry).toBeVisible();
  // What the visitor sees at the Retry's place is the Retry itself, nothing over it.
  const box = (await retry.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(msg('es', 'NavigationFailure.retry'));
  await expectSteady(page, page.url(), 2000);
});

test('the notice fits the narrowest phone and tablet', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one narrow check is enough');
  // The narrowest width of each class of screen: the notice is fluid between them (tests/e2e/layout).
  for (const width of [320, 768]) {
    await page.setViewportSize({ width, height: 700 });
    const { link } = await openRoster(page, '/en/models');
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await link.click();
    await expectStranded(page, page.url());
    expect(await misfits(page), `at ${width} px`).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test(
  'a navigation to a site that answers asks nothing more than before: no probe, no failure',
  anyScreen,
  async ({ page }) => {
    const { link, target } = await openRoster(page, '/en/models');
    const extra: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'HEAD') extra.push(request.url());
    });
    await link.click();
    await expect(page).toHaveURL(target);
    await expect(page.locator('[role="progressbar"]')).not.toHaveAttribute('data-status', 'failed');
    expect(extra).toEqual([]);
  },
);

test.describe('with the site really stopped', () => {
  // A site of its own, stopped and started again; the shared one must stay up. Once, directly: behind
  // nginx a stopped site is nginx's 503 page, which the router shows as a page (docs/routes.md).
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'runs once, against its own site');
  });

  test('a link keeps the page and offers a retry; once the site is back the navigation completes', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const port = e2eSitePort + 37;
    const options = { port, backendPort: e2eBackendPort };
    let site: RunningSite | null = await startSite(options);
    try {
      const { link, target } = await openRoster(page, `${site.url}/en/models`);
      const url = page.url();
      await site.stop();
      site = null;

      await link.click();
      await expectStranded(page, url);

      site = await startSite(options);
      // Nothing retries by itself: the visitor's Retry brings the navigation through.
      await page.getByRole('button', { name: msg('en', 'NavigationFailure.retry') }).click();
      await expect(page).toHaveURL(`${site.url}${target}`, { timeout: 20_000 });
      await expect(page.getByTestId('talent-card').first()).toBeVisible();
    } finally {
      await site?.stop();
    }
  });
});
