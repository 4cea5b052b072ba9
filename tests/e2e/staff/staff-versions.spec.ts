import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { answerDialog, signInAsStaff, type StaffMessages } from '../../support/e2e/staff';

// Two people, one record (docs/staff.md): one talent, then one post, open in two browsers; the first save
// is kept, the second is refused saying who saved since, its typed text still in the form, and nothing is
// reverted until its author chooses: loading the other's version, or saving over it. The demo admin in
// both: two tabs of one person are two editors (a version per form load).

/** A signed-in staff member in a browser of their own. */
async function member(browser: Browser): Promise<{ page: Page; t: StaffMessages }> {
  const context = await browser.newContext({ baseURL: e2eSiteUrl, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  return { page, t: await signInAsStaff(page) };
}

/** The refusal's sentence as the editor shows it, the time any HH:MM. */
const changedBy = (t: StaffMessages, kind: 'talent' | 'post', name: string) =>
  new RegExp(
    t(`forms.stale.${kind}`)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{name}', name)
      .replace('{time}', '\\d\\d:\\d\\d'),
  );

test('a talent saved in two browsers: the second save is refused, loads theirs, and keeps both edits', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [a, b] = [await member(browser), await member(browser)];
  const name = `Vera Versions ${Date.now() % 100_000}`;
  await a.page.goto('/staff/talents/new');
  await a.page.getByLabel(a.t('talent.fields.name')).fill(name);
  await a.page.getByRole('button', { name: a.t('talent.create') }).click();
  await expect(a.page.getByRole('heading', { level: 1 })).toContainText(name);
  const editor = new URL(a.page.url()).pathname;
  await b.page.goto(editor);
  await expect(b.page.getByRole('button', { name: b.t('talent.save') })).toBeEnabled();

  await a.page.getByLabel(a.t('talent.fields.about')).fill('About, by the first browser.');
  await a.page.getByRole('button', { name: a.t('talent.save') }).click();
  await expect(a.page.getByRole('status').filter({ hasText: a.t('talent.saved.draft') })).toBeVisible();

  const bust = b.page.getByLabel(b.t('talent.fields.bust'));
  await bust.fill('88');
  await b.page.getByRole('button', { name: b.t('talent.save') }).click();
  const refusal = b.page.getByRole('alert').filter({ hasText: changedBy(b.t, 'talent', 'Admin') });
  await expect(refusal).toBeVisible();
  await expect(bust).toHaveValue('88');
  await expect(b.page.getByRole('status').filter({ hasText: b.t('talent.saved.draft') })).toHaveCount(0);

  // Their version: the page again, after the question a changed form asks before it is left.
  await refusal.getByRole('link', { name: b.t('forms.stale.load') }).click();
  await answerDialog(b.page, b.t('forms.unsaved.leave'));
  await expect(b.page.getByLabel(b.t('talent.fields.about'))).toHaveValue('About, by the first browser.');
  await expect(bust).toHaveValue('');
  await bust.fill('88');
  await b.page.getByRole('button', { name: b.t('talent.save') }).click();
  await expect(b.page.getByRole('status').filter({ hasText: b.t('talent.saved.draft') })).toBeVisible();

  await a.page.reload();
  await expect(a.page.getByLabel(a.t('talent.fields.about'))).toHaveValue('About, by the first browser.');
  await expect(a.page.getByLabel(a.t('talent.fields.bust'))).toHaveValue('88');
  await Promise.all([a.page.context().close(), b.page.context().close()]);
});

test('a post saved in two browsers: the second saves over it when chosen, and the first is then told', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [a, b] = [await member(browser), await member(browser)];
  const title = `Versions ${Date.now() % 100_000}`;
  await a.page.goto('/staff/news/new');
  await expect(a.page.getByRole('button', { name: a.t('post.bold') })).toBeEnabled();
  await a.page.getByLabel(a.t('post.fields.title')).fill(title);
  await a.page.getByLabel(a.t('post.fields.description')).fill('Two people, one post.');
  await a.page.getByRole('textbox', { name: a.t('post.fields.content') }).fill('The text.');
  await a.page.getByRole('button', { name: a.t('post.create') }).click();
  await expect(a.page.getByRole('heading', { level: 1 })).toContainText(title);
  await b.page.goto(new URL(a.page.url()).pathname);
  await expect(b.page.getByRole('button', { name: b.t('post.save') })).toBeEnabled();

  const saved = (member: { page: Page; t: StaffMessages }) =>
    member.page.getByRole('status').filter({ hasText: member.t('post.saved.draft') });
  await a.page.getByLabel(a.t('post.fields.description')).fill('The first browser’s summary.');
  await a.page.getByRole('button', { name: a.t('post.save') }).click();
  await expect(saved(a)).toBeVisible();

  const bTitle = b.page.getByLabel(b.t('post.fields.title'));
  await bTitle.fill(`${title} (second)`);
  await b.page.getByRole('button', { name: b.t('post.save') }).click();
  const refusal = b.page.getByRole('alert').filter({ hasText: changedBy(b.t, 'post', 'Admin') });
  await expect(refusal).toBeVisible();
  await expect(bTitle).toHaveValue(`${title} (second)`);
  // Chosen: the second browser's values, over the first's save.
  await refusal.getByRole('button', { name: b.t('forms.stale.saveOver') }).click();
  await expect(saved(b)).toBeVisible();
  await expect(refusal).toHaveCount(0);
  // Saving twice in a row from one tab: from the version the last save answered.
  await bTitle.fill(`${title} (second, again)`);
  await b.page.getByRole('button', { name: b.t('post.save') }).click();
  await expect(saved(b)).toBeVisible();

  // The first browser's next save would revert that: it is refused in its turn, its text kept.
  await a.page.getByLabel(a.t('post.fields.description')).fill('The first browser, later.');
  await a.page.getByRole('button', { name: a.t('post.save') }).click();
  await expect(a.page.getByRole('alert').filter({ hasText: changedBy(a.t, 'post', 'Admin') })).toBeVisible();
  await b.page.reload();
  await expect(bTitle).toHaveValue(`${title} (second, again)`);
  await Promise.all([a.page.context().close(), b.page.context().close()]);
});

test('a role changed from an accounts page opened before another admin changed it is refused', async ({
  browser,
}) => {
  const [a, b] = [await member(browser), await member(browser)];
  const name = `Rolf ${Date.now() % 100_000}`;
  await a.page.goto('/staff/accounts');
  await a.page.getByLabel(a.t('accounts.email')).fill(`rolf.${Date.now()}@example.com`);
  await a.page.getByLabel(a.t('accounts.name'), { exact: true }).fill(name);
  await a.page.getByLabel(a.t('accounts.role'), { exact: true }).selectOption('editor');
  await a.page.getByLabel(a.t('accounts.password')).fill('rolf-password-12');
  await a.page.getByRole('button', { name: a.t('accounts.create') }).click();
  await expect(a.page.getByRole('status').filter({ hasText: a.t('accounts.created') })).toBeVisible();
  await b.page.goto('/staff/accounts');

  const setRole = async ({ page, t }: { page: Page; t: StaffMessages }, role: string) => {
    await page.getByText(t('accounts.manage').replace('{name}', name)).click();
    await page.getByLabel(t('accounts.roleOf').replace('{name}', name)).selectOption(role);
    await page.getByRole('button', { name: t('accounts.setRole'), exact: true }).click();
    await answerDialog(page, t('accounts.setRole'));
  };
  await setRole(a, 'admin');
  await expect(a.page.getByRole('status').filter({ hasText: a.t('accounts.roleSet') })).toBeVisible();
  await setRole(b, 'editor');
  await expect(b.page.getByRole('alert').filter({ hasText: b.t('accounts.stale') })).toBeVisible();
  // Nothing was changed: the account is still the admin the first page made it.
  await expect(b.page.getByLabel(b.t('accounts.roleOf').replace('{name}', name))).toHaveValue('admin');
  await Promise.all([a.page.context().close(), b.page.context().close()]);
});
