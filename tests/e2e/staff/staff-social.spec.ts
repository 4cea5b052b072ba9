import { expect, msg, test } from '../../support/e2e/fixtures';
import { siteHtmlSoon } from '../../support/e2e/shown-soon';
import { behindNginx } from '../../support/e2e/servers';
import { signInAsStaff, staffBar } from '../../support/e2e/staff';

// The agency's social links as the staff keep them: a link off its network is refused on its field, a good
// one is saved and the public footer shows it within 2 s, then the demo's link is put back.

test("the agency's Instagram link, refused off its network, saved, and in the footer", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop runs the news editor; one flow each');
  const t = await signInAsStaff(page);
  await (await staffBar(page, t)).getByRole('link', { name: t('nav.links') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('social.title') })).toBeVisible();
  const instagram = page.getByLabel(t('social.fields.instagram'));
  const demoLink = await instagram.inputValue();
  expect(demoLink).toMatch(/^https:\/\/(www\.)?instagram\.com\//);

  const save = page.getByRole('button', { name: t('social.save') });
  await instagram.fill('https://instagram.example/polanco');
  await save.click();
  await expect(instagram).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('social.errors.link'))).toBeVisible();

  const link = `https://www.instagram.com/polanco.${Date.now() % 100_000}`;
  try {
    await instagram.fill(link);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: t('social.saved') })).toBeVisible();
    if (!behindNginx) {
      // The site's answer, not a phone's page load, is what must change within 2 s: a load under the
      // suite's load can take longer than that by itself.
      await siteHtmlSoon(page, '/en').toContain(`href="${link}"`);
      await page.goto('/en');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: new RegExp(msg('en', 'Footer.instagram')) }),
      ).toHaveAttribute('href', link);
    }
  } finally {
    // Put the demo's link back for the tests that read the footer.
    await page.goto('/staff/links');
    await page.getByLabel(t('social.fields.instagram')).fill(demoLink);
    await page.getByRole('button', { name: t('social.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('social.saved') })).toBeVisible();
  }
});
