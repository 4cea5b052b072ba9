import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { signInAsStaff } from '../../support/e2e/staff';

// The news as the agency writes it: a post written in the rich-text editor, published, edited and seen on
// the public site within 2 s, then deleted.

test('a post written in the editor is on the site, edited, then gone', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the phone runs the roster editor; one editor flow is enough',
  );
  test.setTimeout(90_000);
  const title = `Casting abierto ${Date.now() % 100_000}`;
  const t = await signInAsStaff(page);
  await page.getByRole('link', { name: t('nav.news') }).click();
  await page.getByRole('link', { name: t('news.new') }).click();
  // The editor's toolbar is live once the page has hydrated: from then on the address follows the title.
  await expect(page.getByRole('button', { name: t('post.bold') })).toBeEnabled();
  await page.getByLabel(t('post.fields.title')).fill(title);
  const slug = await page.getByLabel(t('post.fields.slug')).inputValue();
  expect(slug).toBe(title.toLowerCase().replaceAll(' ', '-'));
  await page.getByLabel(t('post.fields.description')).fill('Buscamos nuevos rostros.');
  const text = page.getByRole('textbox', { name: t('post.fields.content') });
  await text.click();
  await page.keyboard.type('Trae tu ');
  await page.getByRole('button', { name: t('post.bold') }).click();
  await page.keyboard.type('book impreso');
  await expect(page.getByRole('button', { name: t('post.bold') })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: t('post.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await page.getByLabel(t('post.fields.title')).fill(`${title} (editado)`);
  await page.getByRole('button', { name: t('post.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('post.saved') })).toBeVisible();

  if (!behindNginx) {
    // The public page shows the edit within 2 s, with its bold text as the site's sanitizer keeps it.
    await expect
      .poll(async () => (await page.request.get(`/news/${slug}`)).text(), {
        timeout: 2_000,
        intervals: [250],
      })
      .toContain(`${title} (editado)`);
    expect(await (await page.request.get(`/news/${slug}`)).text()).toContain('<strong>book impreso</strong>');
  }

  await page.getByLabel(t('post.deleteConfirm')).check();
  await page.getByRole('button', { name: t('post.delete') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('news.deleted') })).toBeVisible();
  if (!behindNginx) {
    await expect
      .poll(async () => (await page.request.get(`/news/${slug}`)).status(), {
        timeout: 2_000,
        intervals: [250],
      })
      .toBe(404);
  }
});
