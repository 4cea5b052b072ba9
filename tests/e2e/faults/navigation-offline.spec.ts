import type { Page } from '@playwright/test';
import { startSite, type RunningSite } from '../../support/site';
import { misfits } from '../layout/fit';
import { expect, expectNoAxeViolations, msg, test } from '../support/fixtures';
import { behindNginx, e2eBackendPort, e2eSitePort } from '../support/servers';

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

test('a link whose request cannot reach the site keeps the page, marks the bar failed, and Retry completes it once the site answers', async ({
  page,
}) => {
  const { link, target } = await openRoster(page, '/en/models');
  const url = page.url();
  const origin = new URL(url).origin;
  // 'down': every request to the site fails at the network, as with the site stopped. 'back': the site
  // answers, but Next's own connectivity check (a HEAD with the RSC header) still fails, so that only the
  // visitor's Retry can be what completes the navigation.
  let outage: 'down' | 'back' = 'down';
  await page.route(
    (target) => target.origin === origin,
    async (route) => {
      const request = route.request();
      const nextCheck = request.method() === 'HEAD' && (await request.headerValue('rsc')) === '1';
      if (outage === 'down' || nextCheck) await route.abort('connectionrefused');
      else await route.fallback();
    },
  );

  await link.click();
  const retry = await expectStranded(page, url);
  await expectNoAxeViolations(page);
  expect(await misfits(page)).toEqual([]);

  // Retry while the site is still unreachable: the visitor stays, told again.
  await retry.click();
  await expect(page.getByRole('progressbar')).toHaveAttribute('data-status', 'failed');
  await expectStranded(page, url);

  outage = 'back';
  await retry.click();
  await expect(page).toHaveURL(target);
  await expect(
    page.getByRole('status').filter({ hasText: msg('en', 'NavigationFailure.message') }),
  ).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toBeHidden({ timeout: 6000 });
});

test('the notice fits the narrowest screen', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one narrow check is enough');
  for (const width of [320, 375, 414, 768]) {
    await page.setViewportSize({ width, height: 700 });
    const { link } = await openRoster(page, '/en/models');
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await link.click();
    await expectStranded(page, page.url());
    expect(await misfits(page), `at ${width} px`).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('a navigation to a site that answers asks nothing more than before: no probe, no failure', async ({
  page,
}) => {
  const { link, target } = await openRoster(page, '/en/models');
  const extra: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD') extra.push(request.url());
  });
  await link.click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('[role="progressbar"]')).not.toHaveAttribute('data-status', 'failed');
  expect(extra).toEqual([]);
});

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
      // Next's own check or the Retry brings the navigation through, whichever comes first.
      const retry = page.getByRole('button', { name: msg('en', 'NavigationFailure.retry') });
      await retry.click({ timeout: 2000 }).catch(() => undefined);
      await expect(page).toHaveURL(`${site.url}${target}`, { timeout: 20_000 });
      await expect(page.getByTestId('talent-card').first()).toBeVisible();
    } finally {
      await site?.stop();
    }
  });
});
