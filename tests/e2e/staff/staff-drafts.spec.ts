import sharp from 'sharp';
import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { siteHtmlSoon } from '../../support/e2e/shown-soon';
import { behindNginx } from '../../support/e2e/servers';
import { sitemapUrls } from '../../support/e2e/sitemap';
import { answerDialog, signInAsStaff } from '../../support/e2e/staff';
import { trashPicture } from '../../support/e2e/trash-picture';

// Drafts, preview and the trash (docs/staff.md): a talent made in the staff area is on no public page nor
// the sitemap until published; its preview shows it; published, it is on the roster within 2 s; a picture
// removed comes back with Undo; the talent removed is in the trash, and deleted for good from there.

const picture = async (colour: string) => ({
  name: `${colour.slice(1)}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 60, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

test('a draft talent is previewed, published, loses a picture to the trash and gets it back', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Names sort first in the roster, so the new talent is on its first page.
  const name = `Aaaa Borrador ${testInfo.project.name} ${Date.now() % 100_000}`;
  const t = await signInAsStaff(page);
  await page.goto(staffPaths.newTalent);
  await page.getByLabel(t('talent.fields.name')).fill(name);
  await page.getByRole('button', { name: t('talent.create') }).click();
  await expect(page).toHaveURL(/\/staff\/talents\/\d+$/);
  const editor = new URL(page.url()).pathname;
  const id = Number(editor.split('/').pop());
  await expect(page.getByText(t('drafts.statusDraft.talent'))).toBeVisible();

  // A draft: no profile, not on the roster, not in the sitemap.
  expect((await page.request.get(`/models/${id}/x`, { maxRedirects: 5 })).status()).toBe(404);
  expect(await (await page.request.get('/models')).text()).not.toContain(name);
  expect((await sitemapUrls(page.request)).filter((url) => url.includes(`/${id}/`))).toEqual([]);

  await page.getByLabel(t('talent.gallery')).selectOption('book');
  await page
    .getByLabel(t('talent.chooseFiles'))
    .setInputFiles([await picture('#a02020'), await picture('#20a020')]);
  await page.getByRole('button', { name: t('talent.upload') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('talent.uploaded') })).toBeVisible();
  const book = page.locator('ul[data-gallery="book"] img');
  await expect(book).toHaveCount(2);
  const sources = () => book.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const before = await sources();

  // The preview: the public profile's own page, with the banner saying it is not published.
  await page.getByRole('link', { name: t('drafts.preview'), exact: true }).click();
  await expect(page.getByText(t('drafts.previewBanner'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: t('drafts.backToEditor') }).click();

  await page.getByRole('button', { name: t('drafts.publish'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('drafts.viewOnSite') })).toBeVisible();
  if (!behindNginx) {
    // (Behind nginx the backend's call to expire the cache goes to the run's own HTTPS address.)
    await siteHtmlSoon(page, '/models').toContain(name);
  }

  // The first picture to the trash (asked in the page's dialog), then back in its place by Undo.
  await trashPicture(page, t, { button: 'talent.removePicture', n: 1, gallery: t('talent.galleries.book') });
  const undo = page.getByRole('status').filter({ hasText: t('trash.pictureRemoved') });
  await expect(undo).toBeVisible();
  await expect(book).toHaveCount(1);
  await undo.getByRole('button', { name: t('trash.undo') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('trash.pictureRestored') })).toBeVisible();
  expect(await sources()).toEqual(before);

  // A picture in the trash says whose and which it is, and so does the question before its deletion.
  await trashPicture(page, t, { button: 'talent.removePicture', n: 1, gallery: t('talent.galleries.book') });
  await expect(book).toHaveCount(1);
  await page.goto(staffPaths.trash);
  const which = { name, gallery: t('talent.galleries.book') };
  const pictureRow = page.getByRole('listitem').filter({ hasText: `${which.name} (${which.gallery})` });
  await expect(pictureRow).toHaveCount(1);
  await pictureRow.getByRole('button', { name: t('trash.deleteForGood') }).click();
  const question = t('trash.deleteQuestion.picture')
    .replace('{name}', which.name)
    .replace('{gallery}', which.gallery);
  await expect(page.getByRole('dialog', { name: question })).toBeVisible();
  await answerDialog(page, t('trash.deleteForGood'));
  await expect(pictureRow).toHaveCount(0);
  await page.goto(editor);

  // The talent to the trash, and from there deleted for good.
  await page.getByRole('button', { name: t('talent.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
  await page.goto(staffPaths.trash);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t('trash.deleteForGood') }).click();
  await answerDialog(page, t('trash.deleteForGood'));
  await expect(page.getByRole('status').filter({ hasText: t('trash.purged') })).toBeVisible();
  await expect(row).toHaveCount(0);
});
