import { staffPaths } from '@/lib/staff/paths';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { demoAdmin, signInAsStaff, staffMessagesOf } from '../../support/e2e/staff';

// Roles as they are lived: a signed-out link brings an admin back to the page after signing in; the admin
// makes an editor, who is shown why the accounts are not theirs, changes their own password, is signed out
// when the admin sets another, and once deleted; the activity page tells all of it in words, by name.

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).replace(/<\/?s>/g, '');

test('an admin manages an editor, who changes their own password, all of it in the activity', async ({
  browser,
  page,
}) => {
  const editor = { email: `editor.${Date.now()}@example.com`, password: 'an-editor-password' };
  const name = 'Edi Tora';

  // A deep link, signed out: the sign-in, then the page asked for.
  await page.goto(staffPaths.accounts);
  expect(new URL(page.url()).searchParams.get('next')).toBe(staffPaths.accounts);
  const t = await staffMessagesOf(page);
  await page.getByLabel(t('signIn.email')).fill(demoAdmin.email);
  await page.getByLabel(t('signIn.password')).fill(demoAdmin.password);
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('accounts.title') })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(staffPaths.accounts);

  await page.getByLabel(t('accounts.email')).fill(editor.email);
  await page.getByLabel(t('accounts.name'), { exact: true }).fill(name);
  await page.getByLabel(t('accounts.role'), { exact: true }).selectOption('editor');
  await page.getByLabel(t('accounts.password')).fill(editor.password);
  await page.getByRole('button', { name: t('accounts.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('accounts.created') })).toBeVisible();
  await expect(page.getByText(editor.email)).toBeVisible();
  await expectNoAxeViolations(page);

  const editorContext = await browser.newContext({ baseURL: e2eSiteUrl, ignoreHTTPSErrors: true });
  try {
    const editorPage = await editorContext.newPage();
    const e = await signInAsStaff(editorPage, editor);
    await expect(editorPage.getByRole('link', { name: e('nav.accounts') })).toHaveCount(0);
    // The accounts page, in the staff frame, says why not (200: Next's forbidden() is still experimental).
    expect((await editorPage.goto(staffPaths.accounts))?.status()).toBe(200);
    await expect(editorPage.getByRole('heading', { level: 1, name: e('forbidden.title') })).toBeVisible();
    await expect(editorPage.getByRole('link', { name: e('nav.talents') })).toBeVisible();
    // An editor's forged role change is refused by the backend (tests/contract/backend/staff-accounts.test.ts),
    // which the action says in the page (tests/unit/staff/action-refusal.test.ts).

    // Their own password: the current one first.
    await editorPage.getByRole('link', { name: new RegExp(name) }).click();
    await editorPage.getByLabel(e('account.current')).fill(editor.password);
    await editorPage.getByLabel(e('account.new')).fill('the-editor-new-password');
    await editorPage.getByLabel(e('account.repeat')).fill('the-editor-new-password');
    await editorPage.getByRole('button', { name: e('account.change') }).click();
    await expect(editorPage.getByRole('status').filter({ hasText: e('account.changed') })).toBeVisible();

    // The admin makes them an admin, then sets another password: the editor's session ends.
    /** In the editor's panel of the accounts page: `change` made, `action` pressed and confirmed, `done` said. */
    const changeEditor = async (change: () => Promise<unknown>, action: string, done: string) => {
      await page.getByText(fill(t('accounts.manage'), { name })).click();
      await change();
      await page.getByRole('button', { name: t(action), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t(action), exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: t(done) })).toBeVisible();
    };
    await page.reload();
    const role = page.getByLabel(fill(t('accounts.roleOf'), { name }));
    await changeEditor(() => role.selectOption('admin'), 'accounts.setRole', 'accounts.roleSet');
    await editorPage.reload();
    await expect(editorPage.getByRole('link', { name: e('nav.accounts') })).toBeVisible();
    const password = page.getByLabel(fill(t('accounts.passwordOf'), { name }));
    await changeEditor(() => password.fill('set-by-the-admin-1'), 'accounts.reset', 'accounts.resetDone');
    // Their cookie outlives the session: the sign-in says so, and leads back to the page they opened.
    await editorPage.goto(staffPaths.account);
    expect(new URL(editorPage.url()).pathname).toBe(staffPaths.signIn);
    expect(new URL(editorPage.url()).searchParams.get('next')).toBe(staffPaths.account);
    await editorPage.getByLabel(e('signIn.email')).fill(editor.email);
    await editorPage.getByLabel(e('signIn.password')).fill('set-by-the-admin-1');
    await editorPage.getByRole('button', { name: e('signIn.submit') }).click();
    await expect(editorPage.getByRole('heading', { level: 1, name: e('account.title') })).toBeVisible();

    // The activity, by the editor's name, in words.
    await page.getByRole('link', { name: t('audit.link') }).click();
    await page.getByLabel(t('audit.person')).selectOption({ label: name });
    await page.getByRole('button', { name: t('audit.apply') }).click();
    const log = page.getByRole('main').getByRole('listitem');
    await expect(log.filter({ hasText: t('audit.actions.account.own_password') })).toContainText(name);
    await expect(log.filter({ hasText: t('audit.actions.session.sign_in') })).toHaveCount(2);
    await page.goto(staffPaths.audit);
    const reset = fill(t('audit.actions.account.password_reset'), { name });
    await expect(log.filter({ hasText: reset }).first().getByRole('link', { name })).toHaveAttribute(
      'href',
      staffPaths.accounts,
    );
    await expectNoAxeViolations(page);

    await page.goto(staffPaths.accounts);
    await page.getByText(fill(t('accounts.manage'), { name })).click();
    await page
      .getByRole('button', { name: t('accounts.deleteAccount').replace('{email}', editor.email) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('forms.deleteForGood') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t('accounts.deleted') })).toBeVisible();
  } finally {
    await editorContext.close();
  }
});
