import { e2eBackendUrl } from '../../support/e2e/servers';
import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { endsWithPath, pagePath } from '@/tests/support/paths';

/** The backend's seeded social links, read from the panel contract as the site reads them. */
async function seededSocialLinks(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post(`${e2eBackendUrl}/panel/api/login`, {
    data: { salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await request.get(`${e2eBackendUrl}/panel/api/social-media`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: Record<'facebook' | 'instagram' | 'tiktok', { link: string }>;
  };
  return data;
}

test(
  'the footer shows the backend social links, WhatsApp, e-mail and the copyright year',
  anyScreen,
  async ({ page, request }) => {
    const social = await seededSocialLinks(request);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['facebook', 'instagram', 'tiktok'] as const) {
      await expect(
        footer.getByRole('link', { name: new RegExp(msg('es', `Footer.${network}`)) }),
      ).toHaveAttribute('href', social[network].link);
    }
    await expect(footer.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  },
);

test('the menu opens, navigates to about and closes', async ({ page }) => {
  await page.goto('/en/no-such-page');
  const toggle = page.getByRole('button', { name: msg('en', 'Menu.open') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: msg('en', 'Menu.label') });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: msg('en', 'Navbar.talents') })).toBeVisible();
  await menu.getByRole('link', { name: msg('en', 'Navbar.about') }).click();
  await expect(page).toHaveURL(endsWithPath(pagePath('/about', 'en')));
  await expect(menu).toBeHidden();
});

test('the menu lists News and Be a model, and closes between Models and Talents (one route template)', async ({
  page,
}) => {
  await page.goto('/en/models');
  await page.getByRole('button', { name: msg('en', 'Menu.open') }).click();
  const menu = page.getByRole('dialog', { name: msg('en', 'Menu.label') });
  await expect(menu.getByRole('link', { name: msg('en', 'Navbar.news') })).toHaveAttribute(
    'href',
    '/en/news',
  );
  await expect(menu.getByRole('link', { name: msg('en', 'Navbar.beAModel') })).toHaveAttribute(
    'href',
    pagePath('/be-a-model', 'en'),
  );
  await menu.getByRole('link', { name: msg('en', 'Navbar.talents') }).click();
  await expect(page).toHaveURL(/\/en\/talents$/);
  await expect(menu).toBeHidden();
});

test(
  'the menu works with the keyboard: focus moves in, Escape closes, focus returns',
  anyScreen,
  async ({ page }) => {
    await page.goto('/en/no-such-page');
    const toggle = page.getByRole('button', { name: msg('en', 'Menu.open') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: msg('en', 'Menu.label') });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: msg('en', 'Menu.close') })).toBeFocused();
    // The native modal dialog lets focus pass through the browser's own controls at either end of its cycle
    // (document.body meanwhile), never to the page behind.
    const reachOut = menu.getByRole('link', { name: msg('en', 'Navbar.reachout') });
    await page.keyboard.press('Shift+Tab');
    if (!(await reachOut.evaluate((link) => link === document.activeElement))) {
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.keyboard.press('Shift+Tab');
    }
    await expect(reachOut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  },
);

test('the language switch keeps the page: about in es → en → pt', anyScreen, async ({ page }) => {
  await page.goto(pagePath('/about', 'es'));
  const switcher = page.getByRole('navigation', { name: msg('es', 'LanguageSwitch.label') });
  await expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('hreflang', 'en');
  await switcher.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(endsWithPath(pagePath('/about', 'en')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('navigation', { name: msg('en', 'LanguageSwitch.label') })
    .getByRole('link', { name: /Português/ })
    .click();
  await expect(page).toHaveURL(endsWithPath(pagePath('/about', 'pt')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('the skip link leads to the main content', anyScreen, async ({ page }) => {
  await page.goto('/en/no-such-page');
  // A Tab pressed while the page's scripts still load and hydrate sometimes left the document altogether
  // (document.hasFocus() false for good, about 1 run in 8, also before the favorites); a settled page takes it.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: msg('en', 'Common.skipToContent') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test(
  'the offline notice appears without a connection and goes when it returns',
  anyScreen,
  async ({ page, context }) => {
    await page.goto('/en/no-such-page');
    await context.setOffline(true);
    await expect(page.getByText(msg('en', 'Offline.message'))).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(msg('en', 'Offline.message'))).toBeHidden();
  },
);

test('the frame (404 page, menu open and closed) has no axe violations', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: msg('en', 'Menu.open') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test(
  'after a navigation inside the site, focus is on the new page heading and the title is announced',
  anyScreen,
  async ({ page }) => {
    await page.goto(pagePath('/about', 'en'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: msg('en', 'Menu.open') }).click();
    await page
      .getByRole('dialog', { name: msg('en', 'Menu.label') })
      .getByRole('link', { name: msg('en', 'Navbar.news') })
      .click();
    await expect(page).toHaveURL(/\/en\/news$/);
    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    // Next's announcer reads the new page's title or, while the title is still on its way, its heading.
    const announced = new RegExp(`${msg('en', 'News.title')}`, 'i');
    await expect(page.locator('next-route-announcer')).toContainText(announced);
  },
);
