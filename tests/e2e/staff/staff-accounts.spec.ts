import { staffPaths } from '@/lib/staff/paths';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { answerDialog, signInAsStaff } from '../../support/e2e/staff';

// Roles as they are lived: an admin makes an editor, the editor reads the inbox and keeps the roster but
// never reaches the accounts, and once deleted is signed out everywhere.

test('an admin makes an editor, who is refused the accounts, and signed out once deleted', async ({
  browser,
  page,
}) => {
  const editor = { email: `editor.${Date.now()}@example.com`, password: 'an-editor-password' };
  const t = await signInAsStaff(page);
  await page.getByRole('link', { name: t('nav.accounts') }).click();
  await page.getByLabel(t('accounts.email')).fill(editor.email);
  await page.getByLabel(t('accounts.name')).fill('Edi Tora');
  await page.getByLabel(t('accounts.role')).selectOption('editor');
  await page.getByLabel(t('accounts.password')).fill(editor.password);
  await page.getByRole('button', { name: t('accounts.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('accounts.created') })).toBeVisible();
  await expect(page.getByText(editor.email)).toBeVisible();
  await expectNoAxeViolations(page);

  const editorContext = await browser.newContext({ baseURL: e2eSiteUrl, ignoreHTTPSErrors: true });
  try {
    const editorPage = await editorContext.newPage();
    const e = await signInAsStaff(editorPage, editor);
    await expect(editorPage.getByRole('link', { name: e('nav.talents') })).toBeVisible();
    await expect(editorPage.getByRole('link', { name: e('nav.accounts') })).toHaveCount(0);
    expect((await editorPage.goto(staffPaths.accounts))?.status()).toBe(404);
    const forged = await editorPage.request.post(staffPaths.api.accounts, {
      headers: { origin: new URL(e2eSiteUrl).origin },
      form: { email: 'sneaky@example.com', name: 'Sneaky', role: 'admin', password: 'a-sneaky-password' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    await page.reload();
    await page
      .getByRole('button', { name: t('accounts.deleteAccount').replace('{email}', editor.email) })
      .click();
    await answerDialog(page, t('forms.deleteForGood'));
    await expect(page.getByRole('status').filter({ hasText: t('accounts.deleted') })).toBeVisible();
    await editorPage.goto(staffPaths.inbox);
    expect(new URL(editorPage.url()).pathname).toBe(staffPaths.signIn);
  } finally {
    await editorContext.close();
  }
});
