import sharp from 'sharp';
import { staffPaths } from '@/lib/staff/paths';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { siteHtmlSoon, siteStatusSoon } from '../../support/e2e/shown-soon';
import { behindNginx } from '../../support/e2e/servers';
import { answerDialog, pickUpWithKeyboard, signInAsStaff, staffBar } from '../../support/e2e/staff';

// The roster as the agency keeps it: a talent created in the staff area with its cover and book, put in
// order with the keyboard, seen on the public roster and profile within 2 s, then deleted.

async function picture(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 60, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer };
}

test('a talent created with a cover and 3 book photos is on the roster and its profile, in the order given', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Names sort first in the roster, so the new talent is on its first page.
  const name = `Aaaa ${testInfo.project.name === 'phone' ? 'Movil' : 'Escritorio'} ${Date.now() % 100_000}`;
  const t = await signInAsStaff(page);
  await (await staffBar(page, t)).getByRole('link', { name: t('nav.talents') }).click();
  await page.getByRole('link', { name: t('talents.new') }).click();
  await page.getByLabel(t('talent.fields.name')).fill(name);
  await page.getByLabel(t('talent.fields.height')).selectOption(`178/5'10"`);
  await page.getByLabel(t('talent.fields.eyes')).selectOption('Green');
  await page.getByLabel(t('talent.fields.instagram')).fill('instagram.com/nobody');
  await page.getByRole('button', { name: t('talent.create') }).click();
  // Checked in the browser with the backend's own schema: a profile link must be a full https one.
  await expect(page.getByText(t('talent.errors.link'))).toBeVisible();
  await page.getByLabel(t('talent.fields.instagram')).fill('https://www.instagram.com/nobody');
  await page.getByRole('button', { name: t('talent.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const editor = page.url();
  const id = Number(new URL(editor).pathname.split('/').pop());

  await page.getByLabel(t('talent.gallery')).selectOption('cover');
  await page.getByLabel(t('talent.chooseFiles')).setInputFiles([await picture('#203040')]);
  await page.getByRole('button', { name: t('talent.upload') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('talent.uploaded') })).toBeVisible();
  await page.getByLabel(t('talent.gallery')).selectOption('book');
  await page
    .getByLabel(t('talent.chooseFiles'))
    .setInputFiles([await picture('#aa0000'), await picture('#00aa00'), await picture('#0000aa')]);
  await page.getByRole('button', { name: t('talent.upload') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('talent.uploaded') })).toBeVisible();
  const book = page.locator('ul[data-gallery="book"] img');
  await expect(book).toHaveCount(3);
  const before = await book.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  // The first book picture moved one place on, with the keyboard alone.
  const handle = page.getByRole('button', {
    name: t('talent.moveHandle').replace('{n}', '1').replace('{gallery}', t('talent.galleries.book')),
    exact: true,
  });
  // The handle works once the page has hydrated (disabled until then).
  await expect(handle).toBeEnabled();
  await handle.focus();
  // Each step waits for what a screen reader hears: the move is announced as it happens.
  const said = (key: string, values: Record<string, string>) =>
    page.getByText(
      Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), t(key)),
    );
  await pickUpWithKeyboard(page, said('talent.announce.picked', { n: '1' }));
  await page.keyboard.press('ArrowRight');
  await expect(said('talent.announce.over', { n: '1', position: '2' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(said('talent.announce.dropped', { n: '1', position: '2' })).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: t('talent.orderSaved') })).toBeVisible();
  const moved = [before[1], before[0], before[2]];
  await page.reload();
  expect(await book.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))).toEqual(
    moved,
  );

  // A new talent is a draft, on no public page until published.
  await page.getByRole('button', { name: t('drafts.publish'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();

  if (!behindNginx) {
    // The public pages show the talent within 2 s: the backend asks the site to drop its cached copies. (Behind
    // nginx the backend's call goes to the public HTTPS address, whose certificate is the run's own.)
    await siteHtmlSoon(page, '/models').toContain(name);
    const profile = await page.request.get(`/models/${id}/x`, { maxRedirects: 5 });
    expect(profile.status()).toBe(200);
    const html = await profile.text();
    expect(html).toContain(name);
    const files = moved.map((src) => new URL(src!).pathname.split('/').pop()!);
    const positions = files.map((file) => html.indexOf(file));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  }

  // A video by the link staff paste: a link to no video is refused, a YouTube one is on the profile.
  const videoLink = page.getByLabel(t('talent.videos.link'));
  const addVideo = page.getByRole('button', { name: t('talent.videos.add') });
  await videoLink.fill('https://www.youtube.com/channel/UC123456');
  await addVideo.click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('talent.videos.errors.videolink') }),
  ).toBeVisible();
  await videoLink.fill('https://youtu.be/dQw4w9WgXcQ');
  await addVideo.click();
  await expect(page.getByRole('status').filter({ hasText: t('talent.videos.added') })).toBeVisible();
  const watch = t('talent.videos.watch').replace('{n}', '1').replace('{provider}', 'YouTube');
  await expect(page.getByRole('link', { name: watch })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  if (!behindNginx) {
    await siteHtmlSoon(page, `/models/${id}/x`, { maxRedirects: 5 }).toContain('dQw4w9WgXcQ');
  }

  await page.getByRole('button', { name: t('talent.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(staffPaths.talents);
  if (!behindNginx) {
    await siteStatusSoon(page, `/models/${id}/x`).toBe(404);
  }
});
