import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fromBuffer } from 'yauzl';
import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { openGalleryTab } from '../../support/e2e/gallery-tabs';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { galleryTabs } from '@/lib/talent/galleries';
import { formatCmWithInches } from '@/lib/talent/measures';
import { nameSlug } from '@/lib/talent/slug';
import { count, rawProfile, rawTalents, type RawProfile } from '../../support/e2e/backend-data';

async function firstModelWith(
  check: (p: RawProfile) => boolean,
  category: 1 | 1891 = 1,
): Promise<RawProfile> {
  const { items } = await rawTalents(category);
  for (const talent of items) {
    const profile = await rawProfile(talent.id);
    if (check(profile)) return profile;
  }
  throw new Error('no such talent in the demo data');
}

const url = (category: string, p: { id: number; name: string }) =>
  `/en/${category}/${p.id}/${nameSlug(p.name)}`;

/** Opens the profile of the first model (or talent, 1891) that passes `check`, and gives it. */
async function openFirstWith(
  page: Page,
  check: (p: RawProfile) => boolean,
  category: 1 | 1891 = 1,
): Promise<RawProfile> {
  const profile = await firstModelWith(check, category);
  await page.goto(url(category === 1 ? 'models' : 'talents', profile));
  return profile;
}

function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip and no error'));
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('profile', () => {
  test('model: tabs in the screen order, only non-empty galleries, the first one active', async ({
    page,
  }, info) => {
    const profile = await openFirstWith(
      page,
      (p) => count(p.book) > 0 && count(p.snap) > 0 && p.video.length > 0,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
    const screen = info.project.name === 'phone' ? 'mobile' : 'desktop';
    const counts = {
      book: count(profile.book),
      snap: count(profile.snap),
      video: count(profile.video),
      compo: count(profile.compo),
    };
    const expected = galleryTabs('models', screen, counts).map((kind) =>
      msg('en', `Profile.gallery.${kind}`),
    );
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(expected);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Arrow keys move between tabs (ARIA tabs pattern).
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test(
    'model: measures in cm with inches; talents hide measures and show the about text',
    anyScreen,
    async ({ page }) => {
      const model = await openFirstWith(page, (p) => !!p.bust);
      await expect(page.locator('[data-measure="bust"] dd')).toHaveText(
        formatCmWithInches(model.bust, 'body')!,
      );
      await expect(page.locator('[data-measure="height"] dd')).toContainText('cm /');

      const talent = await openFirstWith(page, (p) => !!p.about, 1891);
      await expect(page.getByRole('heading', { name: msg('en', 'Profile.measures') })).toHaveCount(0);
      await expect(page.getByText(talent.about!.slice(0, 30))).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText(
        galleryTabs('talents', 'desktop', { book: count(talent.book), video: count(talent.video) }).map((k) =>
          msg('en', `Profile.gallery.${k}`),
        ),
      );
      await expectNoAxeViolations(page);
    },
  );

  test(
    'printed, a profile is a comp card without the site header and footer',
    anyScreen,
    async ({ page }) => {
      const model = await openFirstWith(page, (p) => !!p.bust);
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      await expect(header).toBeVisible();
      await expect(footer).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(header).toBeHidden();
      await expect(footer).toBeHidden();
      await expect(page.getByRole('button', { name: msg('en', 'Profile.print') })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: model.name })).toBeVisible();
      await expect(page.locator('[data-measure="bust"] dd')).toBeVisible();
      // Other pages keep their header and footer on paper.
      await page.goto('/en/news');
      await expect(page.getByRole('banner')).toBeVisible();
    },
  );

  test('a photo and the composite open the lightbox, Escape closes it', async ({ page }) => {
    await openFirstWith(page, (p) => count(p.book) > 0 && count(p.compo) > 0);
    await page.getByRole('tab', { name: msg('en', 'Profile.gallery.book') }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    const dialog = page.locator('.yarl__container');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: msg('en', 'Profile.openComposite') }).click();
    await expect(dialog).toBeVisible();
    await page.getByRole('button', { name: msg('en', 'Profile.lightbox.close') }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('lightbox: controls within thumb reach on a phone, a visible focus outline, and a swipe to the next photo', async ({
    page,
  }) => {
    await openFirstWith(page, (p) => count(p.book) > 2);
    await page.getByRole('tab', { name: msg('en', 'Profile.gallery.book') }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    const container = page.locator('.yarl__container');
    await expect(container).toBeVisible();
    const viewport = page.viewportSize()!;
    for (const name of ['close', 'previous', 'next']) {
      const box = await page
        .getByRole('button', { name: msg('en', `Profile.lightbox.${name}`) })
        .boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      if (viewport.width < 768)
        expect(box!.y, `${name} in the lower part of a phone screen`).toBeGreaterThan(viewport.height * 0.6);
    }
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');

    const current = () => page.locator('.yarl__slide_current img').getAttribute('src');
    const before = await current();
    const area = (await container.boundingBox())!;
    const y = area.y + area.height / 2;
    await page.mouse.move(area.x + area.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.5, y, { steps: 5 });
    await page.mouse.move(area.x + area.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(current).not.toBe(before);
  });

  test(
    'prints as a one-page A4 comp card: the agency letterhead, name, measures in cm and in, four photos',
    anyScreen,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'printing is the same from any screen');
      const profile = await openFirstWith(page, (p) => count(p.book) + count(p.snap) >= 3);
      await page.emulateMedia({ media: 'print' });
      const card = page.locator('[data-print="comp-card"]');
      await expect(card.getByText('Polanco Models', { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
      await expect(card.getByText(/\d+ cm \/ \d+/).first()).toBeVisible();
      const photos = card.locator('img:visible');
      await expect(photos).toHaveCount(5); // the letterhead's logo, the cover and three more photos
      await expect(page.getByRole('button', { name: msg('en', 'Profile.print') })).toBeHidden();
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    },
  );

  test(
    'the gallery zip arrives with the talent and agency name and the gallery entries',
    anyScreen,
    async ({ page }) => {
      const profile = await openFirstWith(page, (p) => count(p.book) > 0);
      await page.getByRole('tab', { name: msg('en', 'Profile.gallery.book') }).click();
      const button = page.getByRole('button', {
        name: msg('en', 'Profile.download').replace('{gallery}', msg('en', 'Profile.gallery.book')),
      });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${profile.name} - Polanco Models.zip`);
      const entries = await zipEntries(readFileSync(await download.path()));
      expect(entries).toHaveLength(count(profile.book));
      for (const entry of entries) expect(entry).toMatch(/^book-\d+\.(jpg|png|gif)$/);
      await expect(button).toHaveAttribute('data-state', 'idle');
    },
  );

  test(
    'the download route refuses bad input, other sites and oversized bodies',
    anyScreen,
    async ({ request }) => {
      const post = (data: unknown, headers: Record<string, string> = { origin: e2eSiteUrl }) =>
        request.post('/api/download', {
          data: data as object,
          headers: { ...headers, 'x-forwarded-for': `198.19.0.${Math.floor(Math.random() * 250)}` },
        });
      expect((await post({ talentId: 'x', gallery: 'book' })).status()).toBe(400);
      expect((await post({ talentId: 1, gallery: 'secrets' })).status()).toBe(400);
      expect((await post({ talentId: '2147483648', gallery: 'book' })).status()).toBe(400);
      expect((await post({ talentId: 999999, gallery: 'book' })).status()).toBe(404);
      expect((await post({ talentId: 1, gallery: 'book' }, {})).status()).toBe(403);
      expect(
        (await post({ talentId: 1, gallery: 'book' }, { origin: 'https://evil.example' })).status(),
      ).toBe(403);
      expect((await post({ talentId: 1, gallery: 'book', pad: 'x'.repeat(200_000) })).status()).toBe(413);
      const form = await request.post('/api/download', {
        form: { talentId: '999999', gallery: 'book' },
        headers: { origin: e2eSiteUrl, 'x-forwarded-for': '198.19.1.1' },
      });
      expect(form.status()).toBe(404);
    },
  );

  test('videos: no player before a click, then the provider player', anyScreen, async ({ page }) => {
    const profile = await firstModelWith((p) => count(p.video) > 0);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/youtube|vimeo/.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
    });
    await page.goto(url('models', profile));
    await openGalleryTab(page, 'video');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await panel
      .getByRole('button', { name: /Play video 1 of/ })
      .first()
      .click();
    await expect(panel.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
    );
    if (count(profile.video) > 1) {
      await expect(page.locator('[data-speed="1000"]')).toHaveAttribute('data-per-view', '2,6@1024');
    }
  });

  test(
    'a wrong name slug or category redirects permanently; a bad or unknown id is a 404',
    anyScreen,
    async ({ page, request }) => {
      const { items } = await rawTalents(1);
      const talent = items[0]!;
      const wrong = await request.get(`/en/models/${talent.id}/wrong-name`, { maxRedirects: 0 });
      expect(wrong.status()).toBe(308);
      expect(wrong.headers().location).toMatch(
        new RegExp(`/en/models/${talent.id}/${nameSlug(talent.name)}$`),
      );
      const category = await request.get(`/talents/${talent.id}/${nameSlug(talent.name)}`, {
        maxRedirects: 0,
      });
      expect(category.status()).toBe(308);
      expect(category.headers().location).toMatch(
        new RegExp(`/models/${talent.id}/${nameSlug(talent.name)}$`),
      );
      expect((await page.goto('/en/models/abc/name'))?.status()).toBe(404);
      expect((await page.goto('/en/models/999999/name'))?.status()).toBe(404);
    },
  );
});
