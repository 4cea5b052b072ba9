import sharp from 'sharp';
import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { answerDialog, signInAsStaff, staffBar, staffMessagesOf } from '../../support/e2e/staff';

// Nothing lost by a click: a removal asks first, leaving a changed form asks first, and a session that ends
// mid-edit keeps what was typed until the member has signed in again and saved (docs/staff.md,
// "Confirmations, unsaved changes and uploads").

test('a talent’s edit survives a removal cancelled, the language switch, and its session ending', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const t = await signInAsStaff(page);
  await page.goto(staffPaths.newTalent);
  await page
    .getByLabel(t('talent.fields.name'))
    .fill(`Aaaa Formas ${testInfo.project.name} ${Date.now() % 100_000}`);
  await page.getByRole('button', { name: t('talent.create') }).click();
  await expect(page).toHaveURL(/\/staff\/talents\/\d+$/);
  const editor = new URL(page.url()).pathname;

  // A picture in the book; its removal asks, naming it, and Cancel keeps it.
  const small = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#604020' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(t('talent.gallery')).selectOption('book');
  await page
    .getByLabel(t('talent.chooseFiles'))
    .setInputFiles([{ name: 'book.jpg', mimeType: 'image/jpeg', buffer: small }]);
  await page.getByRole('button', { name: t('talent.upload') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('talent.uploaded') })).toBeVisible();
  const book = page.locator('ul[data-gallery="book"] img');
  await expect(book).toHaveCount(1);
  const gallery = t('talent.galleries.book');
  await page
    .getByRole('button', {
      name: t('talent.removePicture').replace('{n}', '1').replace('{gallery}', gallery),
    })
    .click();
  await expect(
    page.getByRole('dialog', {
      name: t('forms.confirm.picture').replace('{n}', '1').replace('{gallery}', gallery),
    }),
  ).toBeVisible();
  await answerDialog(page, t('forms.cancel'));
  await expect(book).toHaveCount(1);

  // The About changed, then the language switch, a Server Action that stays on the page: the text is kept,
  // the page comes back in the other language, and nothing asks.
  const about = page.getByLabel(t('talent.fields.about'));
  const text = 'Modelo de pasarela y editorial, con base en la Ciudad de México.';
  await about.fill(text);
  const lang = await page.locator('html').getAttribute('lang');
  await (await staffBar(page, t)).getByRole('button', { name: t('nav.languageLabel') }).click();
  await expect(page.locator('html')).not.toHaveAttribute('lang', lang!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const switched = await staffMessagesOf(page);
  await expect(page.getByLabel(switched('talent.fields.about'))).toHaveValue(text);
  // Back to the language the rest of the test reads.
  await (await staffBar(page, switched)).getByRole('button', { name: switched('nav.languageLabel') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang!);

  // Signed out in another tab of the same browser (the staff bar's Sign out): the save keeps the text and
  // says how to sign in again.
  const other = await page.context().newPage();
  await other.goto(staffPaths.inbox);
  await (await staffBar(other, t)).getByRole('button', { name: t('nav.signOut') }).click();
  await expect(other).toHaveURL(new RegExp(`${staffPaths.signIn}$`));
  await other.close();
  await page.getByRole('button', { name: t('talent.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('forms.session.ended') })).toBeVisible();
  await expect(about).toHaveValue(text);
  expect(new URL(page.url()).pathname).toBe(editor);

  // Signed in again in the tab the message opens; the same Save then saves what was typed.
  const [signIn] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: t('forms.session.signIn') }).click(),
  ]);
  await expect(signIn).toHaveURL(/\/staff\/sign-in/);
  await signInAsStaff(signIn);
  await signIn.close();
  await page.getByRole('button', { name: t('talent.save') }).click();
  // A draft's save says that the public sees nothing of it yet.
  await expect(page.getByRole('status').filter({ hasText: t('talent.saved.draft') })).toBeVisible();
  await page.reload();
  await expect(about).toHaveValue(text);

  // Saved: leaving asks no more. The talent goes to the trash.
  await page.getByRole('button', { name: t('talent.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
});
