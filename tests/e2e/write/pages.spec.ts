import { expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { endsWithPath, pagePath } from '@/tests/support/paths';

test.describe('reach out and about', () => {
  test('reach out offers contact and be-a-model under their localized names, social links and a title in the page language', async ({
    page,
  }) => {
    await page.goto(pagePath('/reachout', 'es'));
    await expect(page).toHaveTitle(`${msg('es', 'ReachOut.metaTitle')} · Polanco Models`);
    const menu = page.getByRole('navigation', { name: msg('es', 'ReachOut.menuLabel') });
    await expect(menu.getByRole('link', { name: new RegExp(msg('es', 'ReachOut.clients')) })).toHaveAttribute(
      'href',
      pagePath('/contact', 'es'),
    );
    await expect(
      menu.getByRole('link', { name: new RegExp(msg('es', 'ReachOut.beAModel')) }),
    ).toHaveAttribute('href', pagePath('/be-a-model', 'es'));
    const social = page.getByRole('list', { name: msg('es', 'ReachOut.social') });
    for (const network of ['instagram', 'facebook', 'tiktok'] as const) {
      await expect(
        social.getByRole('link', { name: new RegExp(msg('es', `ReachOut.${network}`)) }),
      ).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByRole('link', { name: new RegExp(msg('es', 'Common.back')) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(pagePath('/reachout', 'en'));
    await expect(page).toHaveTitle(`${msg('en', 'ReachOut.metaTitle')} · Polanco Models`);
    await expect(page.getByRole('link', { name: new RegExp(msg('en', 'ReachOut.clients')) })).toHaveAttribute(
      'href',
      pagePath('/contact', 'en'),
    );
  });

  test('about shows mission and vision with titles, a looping muted autoplay video and a title in the page language', async ({
    page,
  }) => {
    await page.goto(pagePath('/about', 'pt'));
    await expect(page).toHaveTitle(`${msg('pt', 'About.metaTitle')} · Polanco Models`);
    await expect(
      page.getByRole('heading', { level: 2, name: msg('pt', 'About.missionTitle') }),
    ).toBeVisible();
    await expect(page.getByText(msg('pt', 'About.mission'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: msg('pt', 'About.visionTitle') })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ loop: v.loop, muted: v.muted }))).toEqual({
      loop: true,
      muted: true,
    });
    await expectNoAxeViolations(page);
  });

  test('each page has its own description, server-rendered', async ({ request }) => {
    const descriptions = new Set<string>();
    for (const path of [
      pagePath('/reachout', 'es'),
      pagePath('/about', 'es'),
      pagePath('/contact', 'es'),
      pagePath('/be-a-model', 'es'),
    ]) {
      const html = await (await request.get(path)).text();
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(4);
    const contact = await (await request.get(pagePath('/contact', 'es'))).text();
    expect(contact).toContain(msg('es', 'Contact.intro'));
    const application = await (await request.get(pagePath('/be-a-model', 'es'))).text();
    expect(application).toContain(msg('es', 'Application.name'));
  });
});

test.describe('privacy notice and the footer', () => {
  for (const [path, locale] of [
    [pagePath('/privacy', 'es'), 'es'],
    [pagePath('/privacy', 'en'), 'en'],
    [pagePath('/privacy', 'pt'), 'pt'],
  ] as const) {
    test(`${path} is the privacy notice as a page in ${locale}, with its PDF`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacidad|privacy|privacidade/i);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(4);
      await expect(page.locator('main a[href$=".pdf"]')).toHaveAttribute(
        'href',
        `/privacy/privacy-notice-${locale}.pdf`,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('the footer gives the address, hours, phone, WhatsApp, e-mail and both forms of the privacy notice', async ({
    page,
  }) => {
    await page.goto(pagePath('/about', 'en'));
    const footer = page.locator('footer');
    await expect(footer).toContainText('Av. Presidente Masaryk 111');
    await expect(footer).toContainText('Monday to Friday, 10:00–19:00');
    await expect(footer.locator('a[href^="tel:+52"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await footer.getByRole('link', { name: msg('en', 'Footer.privacy'), exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(pagePath('/privacy', 'en')));
    await expect(footer.getByRole('link', { name: msg('en', 'Footer.privacyPdf') })).toHaveAttribute(
      'href',
      '/privacy/privacy-notice-en.pdf',
    );
  });
});
