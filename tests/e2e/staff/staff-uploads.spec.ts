import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { uploadLimits } from '@/lib/contract/upload-limits';
import { staffPaths } from '@/lib/staff/paths';
import { draftTalent } from '../../support/e2e/backend-data';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import {
  answerDialog,
  signInAsStaff,
  staffBar,
  type StaffMessages,
  staffMessagesOf,
} from '../../support/e2e/staff';
import { trashSlide } from '../../support/e2e/trash-picture';

// Uploads as the agency makes them, through the production build and, in the run behind nginx, through its
// upload locations: a batch of ten phone photos and a video slide arrive; in a batch with one picture too
// many and one too large, those two are named with why, in the staff's language, and the others arrive,
// the gallery chosen kept, with or without a script; a body over the route's whole limit brings the member
// back to the form's page with the reason, never a bare error page (docs/staff-uploads-nginx.md, "Pictures").

const MB = 1024 * 1024;

/**
 * A JPEG of random noise the size of a phone photo: noise compresses as badly as a photo's detail, so a
 * 2048 × 1536 picture at quality 90 weighs about 2.5 MB.
 */
async function phonePhoto(file: string): Promise<string> {
  const [width, height] = [2048, 1536];
  const bytes = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

/** A file that starts like a JPEG and is `bytes` long: the site and the backend refuse it by its size. */
function heavyFile(file: string, bytes: number): string {
  const content = Buffer.alloc(bytes);
  content.set([0xff, 0xd8, 0xff, 0xe0]);
  writeFileSync(file, content);
  return file;
}

/**
 * A real MP4 (the demo's own) grown to `bytes` with a `free` box at its end, which players skip: a video
 * slide as heavy as a phone's short clip.
 */
function heavyVideo(file: string, bytes: number): string {
  const video = readFileSync(path.join(process.cwd(), 'backend/seed/assets/waves.mp4'));
  const free = Buffer.alloc(bytes - video.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  writeFileSync(file, Buffer.concat([video, free]));
  return file;
}

/** A talent of its own, through the editor's form; answers its editor's address. */
async function newTalent(page: Page, t: StaffMessages, name: string): Promise<string> {
  await page.goto(staffPaths.newTalent);
  await page.getByLabel(t('talent.fields.name')).fill(name);
  await page.getByLabel(t('talent.fields.height')).selectOption(`178/5'10"`);
  await page.getByLabel(t('talent.fields.eyes')).selectOption('Green');
  await page.getByLabel(t('talent.fields.instagram')).fill('https://www.instagram.com/nobody');
  await page.getByRole('button', { name: t('talent.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  return new URL(page.url()).pathname;
}

async function deleteTalent(page: Page, t: StaffMessages, editor: string) {
  await page.goto(editor);
  await page.getByRole('button', { name: t('talent.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
}

/** Sends the pictures form of a talent's editor with `files` in a gallery, as a staff member does. */
async function sendPictures(page: Page, t: StaffMessages, files: string[], gallery = 'book') {
  await page.getByLabel(t('talent.gallery')).selectOption(gallery);
  await page.getByLabel(t('talent.chooseFiles')).setInputFiles(files);
  await page.getByRole('button', { name: t('talent.upload') }).click();
}

test('ten phone photos of 2.5 MB arrive in one batch, each showing its progress', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = await signInAsStaff(page);
  const editor = await newTalent(page, t, `Aaaa Lote ${Date.now() % 100_000}`);
  try {
    const photos = await Promise.all(
      Array.from({ length: uploadLimits.pictures.files }, (_, n) =>
        phonePhoto(testInfo.outputPath(`photo-${n + 1}.jpg`)),
      ),
    );
    const sizes = photos.map((file) => readFileSync(file).length / MB);
    expect(Math.min(...sizes)).toBeGreaterThan(2.2);
    expect(Math.max(...sizes)).toBeLessThan(2.9);
    // A link of 80 Mbit/s up (Chromium's own throttling, not a faked route): a file takes about 0.25 s.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 10 * MB,
    });
    await sendPictures(page, t, photos);
    const progress = page.locator('[data-upload-progress] progress');
    await expect(progress).toHaveCount(photos.length);
    // A file part way: its bar between empty and full.
    await expect
      .poll(
        () =>
          progress.evaluateAll((bars) =>
            (bars as HTMLProgressElement[]).some((bar) => bar.value > 0 && bar.value < bar.max),
          ),
        { timeout: 30_000, intervals: [50] },
      )
      .toBe(true);
    await expect(page.getByRole('status').filter({ hasText: t('talent.uploaded') })).toBeVisible({
      timeout: 90_000,
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const names = photos.map((file) => path.basename(file));
    for (const [index, name] of names.entries()) {
      const row = page.locator('[data-upload-progress] li').nth(index);
      await expect(row).toContainText(name);
      await expect(row).toContainText(t('forms.upload.arrived'));
    }
    await expect(page.locator('ul[data-gallery="book"] img')).toHaveCount(photos.length);
  } finally {
    await deleteTalent(page, t, editor);
  }
});

test('a video slide of 30 MB arrives', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const t = await signInAsStaff(page);
  await page.goto(staffPaths.slides);
  const reach = page.locator('section#slidereach');
  // One item per slide (a picture slide shows both its pictures).
  const slides = reach.locator('ul[data-gallery="slidereach"] > li');
  const before = await slides.count();
  const form = reach.locator('form').filter({ hasText: t('slides.addVideo') });
  await form.getByLabel(t('slides.alt')).fill('Olas en movimiento');
  await form
    .getByLabel(t('slides.video'))
    .setInputFiles(heavyVideo(testInfo.outputPath('waves.mp4'), 30 * MB));
  await form
    .getByLabel(t('slides.poster'))
    .setInputFiles(await phonePhoto(testInfo.outputPath('poster.jpg')));
  await form.getByRole('button', { name: t('slides.add') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('slides.added') })).toBeVisible({
    timeout: 60_000,
  });
  await expect(slides).toHaveCount(before + 1);
  // Removed again, by its own button: the last of the list.
  await trashSlide(page, t, before + 1);
  await expect(slides).toHaveCount(before);
});

/** Eleven small pictures: one more than a batch takes. */
async function elevenPictures(testInfo: TestInfo): Promise<string[]> {
  const small = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#305070' } })
    .jpeg()
    .toBuffer();
  return Array.from({ length: uploadLimits.pictures.files + 1 }, (_, n) => {
    const file = testInfo.outputPath(`small-${n + 1}.jpg`);
    writeFileSync(file, small);
    return file;
  });
}

/** A phone photo and a picture over the bound of one: a batch of about 11.5 MB. */
async function withOneTooLarge(testInfo: TestInfo): Promise<string[]> {
  return [
    await phonePhoto(testInfo.outputPath('photo.jpg')),
    heavyFile(testInfo.outputPath('nine.jpg'), uploadLimits.pictures.pictureBytes + MB),
  ];
}

/** "Arrived: 10 of 12." in the staff's words. */
const arrivedOf = (t: StaffMessages, arrived: number, total: number) =>
  t('forms.upload.done').replace('{arrived}', String(arrived)).replace('{total}', String(total));

test('a batch over its bounds sends what is within them, names the rest, and keeps its gallery', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  let t = await signInAsStaff(page);
  const editor = await newTalent(page, t, `Aaaa Tope ${Date.now() % 100_000}`);
  try {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/pictures')) posted.push(request.url());
    });
    const snaps = page.locator('ul[data-gallery="snap"] img');
    const row = (file: string) =>
      page.locator('[data-upload-progress] li').filter({ hasText: path.basename(file) });

    // In the other language than the browser's, switched in the top bar.
    const first = t('talent.upload');
    const lang = await page.locator('html').getAttribute('lang');
    await (await staffBar(page, t)).getByRole('button', { name: t('nav.languageLabel') }).click();
    // A Server Action: the page comes back in place, in the other language.
    await expect(page.locator('html')).not.toHaveAttribute('lang', lang!);
    t = await staffMessagesOf(page);
    expect(t('talent.upload')).not.toBe(first);

    // Eleven pictures, one more than a batch takes, and one over the bound of a picture among them: the
    // two are named with why, the other ten arrive in Snaps, and the page is not loaded again.
    const small = await elevenPictures(testInfo);
    const heavy = heavyFile(testInfo.outputPath('nine.jpg'), uploadLimits.pictures.pictureBytes + MB);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await sendPictures(page, t, [small[0]!, heavy, ...small.slice(1)], 'snap');
    await expect(row(heavy)).toContainText(t('forms.upload.refused.size'));
    await expect(row(small.at(-1)!)).toContainText(t('forms.upload.left'));
    await expect(page.getByRole('alert').filter({ hasText: arrivedOf(t, 10, 12) })).toBeVisible({
      timeout: 60_000,
    });
    await expect(snaps).toHaveCount(uploadLimits.pictures.files);
    expect(posted).toHaveLength(uploadLimits.pictures.files);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(editor);
    await expect(page.getByLabel(t('talent.gallery'))).toHaveValue('snap');
    // The files chosen go, so that those that arrived are not sent twice.
    const chosen = page.getByLabel(t('talent.chooseFiles'));
    expect(await chosen.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    // More than a whole upload carries: refused by name, before a byte is sent.
    const over = heavyFile(testInfo.outputPath('over.jpg'), uploadLimits.pictures.bodyBytes + MB);
    await sendPictures(page, t, [over], 'snap');
    await expect(row(over)).toContainText(t('forms.upload.refused.size'));
    expect(posted).toHaveLength(uploadLimits.pictures.files);
    await expect(snaps).toHaveCount(uploadLimits.pictures.files);
  } finally {
    await deleteTalent(page, t, editor);
  }
});

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false });

  /** A talent of its own, made in the backend with this page's session (this page has no script). */
  async function talentByRequest(page: Page, name: string): Promise<string> {
    return staffPaths.talent(await draftTalent(page, name));
  }

  async function deleteWithoutScript(page: Page, t: StaffMessages, editor: string) {
    await page.goto(editor);
    await page.getByLabel(t('talent.deleteConfirm')).check();
    await page.getByRole('button', { name: t('talent.delete') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
  }

  test('the route sends what is within its bounds, names the rest on the form’s page, and keeps the gallery', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    let t = await signInAsStaff(page);
    const editor = await talentByRequest(page, `Aaaa Sin guion ${Date.now() % 100_000}`);
    try {
      await page.goto(editor);
      const snaps = page.locator('ul[data-gallery="snap"] img');
      const note = page.locator('[data-upload-note]');
      // The menu opens without a script too.
      await (await staffBar(page, t)).getByRole('button', { name: t('nav.languageLabel') }).click();
      t = await staffMessagesOf(page);

      // One more than a batch takes: ten arrive in Snaps, the eleventh is named as left.
      const small = await elevenPictures(testInfo);
      await sendPictures(page, t, small, 'snap');
      await expect(note).toContainText(arrivedOf(t, 10, 11));
      await expect(note.getByRole('listitem')).toHaveCount(1);
      await expect(note.getByRole('listitem')).toContainText(path.basename(small.at(-1)!));
      await expect(note.getByRole('listitem')).toContainText(t('forms.upload.left'));
      const address = new URL(page.url());
      expect(address.pathname).toBe(editor);
      expect(address.searchParams.get('gallery')).toBe('snap');
      // No file's name in the address: the note is kept beside the session, named by an id.
      expect(page.url()).not.toContain('small');
      await expect(page.getByLabel(t('talent.gallery'))).toHaveValue('snap');
      await expect(snaps).toHaveCount(10);

      // A photo and one over the bound of a picture: more than the proxy once kept of a body. The photo
      // arrives; the other is named, too large.
      const [photo, heavy] = await withOneTooLarge(testInfo);
      await sendPictures(page, t, [photo!, heavy!], 'snap');
      await expect(note).toContainText(arrivedOf(t, 1, 2));
      await expect(note.getByRole('listitem')).toHaveText(
        `${path.basename(heavy!)}: ${t('forms.upload.refused.size')}`,
      );
      await expect(page.getByLabel(t('talent.gallery'))).toHaveValue('snap');
      await expect(snaps).toHaveCount(11);

      // More than a whole upload carries: nginx refuses it before the site sees it, reads the rest away, and
      // asks the site where the member goes. Straight to the site, which never reads past its limit, the
      // browser shows its own page of a broken connection instead (docs/staff-uploads-nginx.md, "Pictures").
      if (!behindNginx) return;
      await page.goto(editor);
      await sendPictures(page, t, [
        heavyFile(testInfo.outputPath('over.jpg'), uploadLimits.pictures.bodyBytes + MB),
      ]);
      await expect(page.getByRole('alert').filter({ hasText: t('talent.uploadErrors.size') })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(editor);
      await expect(snaps).toHaveCount(11);
    } finally {
      await deleteWithoutScript(page, t, editor);
    }
  });
});
