import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../../support/e2e/fixtures';
import { siteHtmlSoon, siteStatusSoon, soon } from '../../support/e2e/shown-soon';
import { behindNginx } from '../../support/e2e/servers';
import { answerDialog, signInAsStaff, staffBar } from '../../support/e2e/staff';
import { trashPicture } from '../../support/e2e/trash-picture';

// The news as the agency writes it: a post written in the rich-text editor, published, edited, given
// pictures under its text (its slides) and seen on the public site within 2 s, then deleted; a post whose
// only picture is its cover, a picture wherever it shows.

async function picture(shade: string) {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background: shade } })
    .jpeg()
    .toBuffer();
  return { name: `slide-${shade.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** The paths of the pictures a list shows, in its order. */
const shownPaths = (pictures: Locator) =>
  pictures.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));

/** Where each path first appears in the HTML of a public page, -1 when it does not. */
async function placesOn(page: Page, address: string, paths: string[]) {
  const html = await (await page.request.get(address)).text();
  return paths.map((path) => html.indexOf(path));
}

// On the phone too: the rich-text editor, its toolbar and the file inputs under a thumb.
test('a post written in the editor is on the site, edited, then gone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Casting ${testInfo.project.name === 'phone' ? 'movil' : 'abierto'} ${Date.now() % 100_000}`;
  const t = await signInAsStaff(page);
  await (await staffBar(page, t)).getByRole('link', { name: t('nav.news') }).click();
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
  // The button hands the focus back to the text; keys typed before that land on the button (a person's
  // next key never comes that soon).
  await expect(text).toBeFocused();
  await page.keyboard.type('book impreso');
  await expect(page.getByRole('button', { name: t('post.bold') })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: t('post.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  // A new post is a draft, on no public page until published.
  await page.getByRole('button', { name: t('drafts.publish'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();
  await page.getByLabel(t('post.fields.title')).fill(`${title} (editado)`);
  await page.getByRole('button', { name: t('post.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('post.saved.published') })).toBeVisible();

  if (!behindNginx) {
    // The public page shows the edit within 2 s, with its bold text as the site's sanitizer keeps it.
    await siteHtmlSoon(page, `/news/${slug}`).toContain(`${title} (editado)`);
    expect(await (await page.request.get(`/news/${slug}`)).text()).toContain('<strong>book impreso</strong>');
  }

  // Two pictures under the text, in the order chosen; the first removed again by its own button.
  const slides = page.locator('section#slides');
  await slides
    .getByLabel(t('post.slides.files'))
    .setInputFiles([await picture('#803020'), await picture('#203080')]);
  await slides.getByRole('button', { name: t('post.slides.add') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('post.slides.added') })).toBeVisible();
  const shown = slides.locator('ul[data-gallery="post-slides"] img');
  await expect(shown).toHaveCount(2);
  const paths = await shownPaths(shown);
  /** Whether each of the two slides is on the public post. */
  const onThePost = async () => (await placesOn(page, `/news/${slug}`, paths)).map((place) => place > 0);
  for (const path of paths) expect(path).toMatch(/^\/media\/staff\/posts\/\d+\//);
  if (!behindNginx) {
    await soon(onThePost).toEqual([true, true]);
    const [first, second] = await placesOn(page, `/news/${slug}`, paths);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first!);
  }
  await trashPicture(page, t, {
    button: 'talent.removePicture',
    n: 1,
    gallery: t('post.slides.gallery'),
    within: slides,
  });
  // It went to the trash, which the editor says, with an Undo (staff-drafts.spec.ts walks that).
  await expect(page.getByRole('status').filter({ hasText: t('trash.pictureRemoved') })).toBeVisible();
  await expect(shown).toHaveCount(1);
  if (!behindNginx) {
    await soon(onThePost).toEqual([false, true]);
  }

  await page.getByRole('button', { name: t('post.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('news.deleted') })).toBeVisible();
  if (!behindNginx) {
    await siteStatusSoon(page, `/news/${slug}`).toBe(404);
  }
});

/** The picture and video elements of `scope`: a cover shown as a picture has one `<img>` and no `<video>`. */
async function coverShown(scope: Locator) {
  return { images: await scope.locator('img').count(), videos: await scope.locator('video').count() };
}

/** Expects the post titled `title` on the page to show its cover as one picture, loaded. */
async function expectPictureCover(page: Page, title: string) {
  const post = page.locator('article', { has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(post).toBeVisible();
  expect(await coverShown(post)).toEqual({ images: 1, videos: 0 });
  await expect
    .poll(() => post.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

// A picture uploaded as the cover of a post with no thumbnail was played as a video (a grey box on the post
// and its preview, a black tile on the news list): the backend now makes the thumbnail from it.
test('a picture uploaded as the only cover is a picture on the post, the news list and the preview', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Solo portada ${testInfo.project.name} ${Date.now() % 100_000}`;
  const t = await signInAsStaff(page);
  await (await staffBar(page, t)).getByRole('link', { name: t('nav.news') }).click();
  await page.getByRole('link', { name: t('news.new') }).click();
  await expect(page.getByRole('button', { name: t('post.bold') })).toBeEnabled();
  await page.getByLabel(t('post.fields.language')).selectOption('en');
  await page.getByLabel(t('post.fields.title')).fill(title);
  const slug = await page.getByLabel(t('post.fields.slug')).inputValue();
  await page.getByLabel(t('post.fields.description')).fill('Only a cover.');
  await page.getByRole('textbox', { name: t('post.fields.content') }).fill('One picture, no thumbnail.');
  await page.getByRole('button', { name: t('post.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const editor = page.url();
  await page.getByRole('button', { name: t('drafts.publish'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();

  const pictures = page.locator('section#pictures');
  await expect(pictures.getByText(t('post.picturesHint'))).toBeVisible();
  await pictures.getByLabel(t('post.picture'), { exact: true }).selectOption('cover');
  const cover = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c06030' } })
    .jpeg()
    .toBuffer();
  await pictures
    .getByLabel(t('post.file'))
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
  await pictures.getByRole('button', { name: t('post.upload') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('post.uploaded') })).toBeVisible();
  // The thumbnail was made from it: the editor shows both.
  await expect(pictures.getByRole('img', { name: t('post.pictureKinds.cover'), exact: true })).toBeVisible();
  await expect(
    pictures.getByRole('img', { name: t('post.pictureKinds.thumbnail'), exact: true }),
  ).toBeVisible();

  // The staff preview: the public page's own components.
  await page.getByRole('link', { name: t('drafts.preview'), exact: true }).click();
  await expect(page.getByText(t('drafts.previewBannerPublished'))).toBeVisible();
  await expectPictureCover(page, title);
  await page.getByRole('link', { name: t('drafts.backToEditor') }).click();

  if (!behindNginx) {
    await siteStatusSoon(page, `/en/news/${slug}`).toBe(200);
    await page.goto(`/en/news/${slug}`);
    await expectPictureCover(page, title);

    await page.goto('/en/news');
    const card = page.locator('article', { has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    expect(await coverShown(card)).toEqual({ images: 1, videos: 0 });
    const source = decodeURIComponent((await card.locator('img').getAttribute('src')) ?? '');
    expect(source).toMatch(/\/media\/staff\/posts\/\d+\//);
    await page.goto(editor);
  }

  await page.getByRole('button', { name: t('post.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('news.deleted') })).toBeVisible();
});
