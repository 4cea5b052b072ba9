import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { layoutShift } from '../../support/e2e/layout-shift';
import { newsPage } from '../../support/e2e/site-api';

test.describe('news', () => {
  test('masonry list with gutter 20, the instagram link, and more posts on scroll', async ({ page }) => {
    await page.goto('/en/news');
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'News.title') })).toBeVisible();
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(12);
    // The masonry is laid out in the HTML as it is after hydration: nothing moves when the script runs.
    const shifted = await layoutShift(page);
    expect(shifted.total, shifted.moved.join('\n')).toBeLessThan(0.01);
    // Once the script runs, a phone's single column is one in the page too: the order a screen reader or
    // the keyboard follows is the order seen.
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    await expect(page.locator('[class*="masonryColumn"]')).toHaveCount(phone ? 1 : 3);
    if (phone) {
      const tops = await posts.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    }
    const column = page.locator('[class*="masonryColumn"]').nth(0);
    await expect(column).toHaveCSS('padding-left', '20px');
    // A card shows its content too, as plain text (the demo content starts with the title).
    const excerpt = posts.first().locator('p[class*="excerpt"]');
    const firstTitle = (await posts.first().getByRole('heading').textContent())!.trim();
    await expect(excerpt).toContainText(firstTitle);
    await expect(excerpt).not.toContainText(/<|&amp;|&lt;/);
    // A post with only a video cover shows a muted video.
    await expect(page.locator('article video').first()).toHaveJSProperty('muted', true);
    await expect(page.getByRole('link', { name: new RegExp(msg('en', 'News.instagram')) })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await page.getByTestId('end-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => posts.count()).toBeGreaterThan(12);
    await expectNoAxeViolations(page);
  });

  test(
    'a page painted while its HTML still arrives already has the columns it keeps',
    anyScreen,
    async ({ browser, baseURL }) => {
      // A browser paints what it has parsed so far. Here the HTML stops before the last column, as a slow
      // network or a busy phone can show it for a moment: the columns there must be no wider than when the
      // page is whole, or the cards would jump when the rest arrives (the CLS check above, made certain).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        ignoreHTTPSErrors: true,
        viewport: { width: 1366, height: 768 },
      });
      const page = await context.newPage();
      const columns = page.locator('[class*="masonryColumn"]');
      const widths = () =>
        columns.evaluateAll((all) => all.map((column) => column.getBoundingClientRect().width));
      await page.goto('/en/news');
      const whole = await widths();
      expect(whole).toHaveLength(3);
      await page.route('**/en/news', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const starts = [...html.matchAll(/<div class="[^"]*masonryColumn/g)];
        expect(starts).toHaveLength(3);
        await route.fulfill({ status: 200, contentType: 'text/html', body: html.slice(0, starts[2]!.index) });
      });
      await page.goto('/en/news');
      await expect(columns).toHaveCount(2);
      expect(await widths()).toEqual(whole.slice(0, 2));
      await context.close();
    },
  );

  test(
    'a post: dd/mm/yyyy date, title suffixed with Blog, sanitized content',
    anyScreen,
    async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto('/en/news');
      const first = page.getByRole('article').first().getByRole('link');
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Blog`));
      await expect(page.locator('article time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      // The same day written out in the page's language, for a reader who would take 04/01 for April 1st.
      const time = page.locator('article time').first();
      const [day, month, year] = (await time.textContent())!.split('/').map(Number);
      const monthName = new Date(Date.UTC(2000, month! - 1, 1)).toLocaleString('en', {
        month: 'long',
        timeZone: 'UTC',
      });
      await expect(time).toHaveAttribute('title', new RegExp(`^${monthName} ${day}(st|nd|rd|th), ${year}$`));
      await expect(page.locator('article [onerror]')).toHaveCount(0);
      await expect(page.locator('article script')).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(dialogs).toEqual([]);
    },
  );

  test('a post with a script in its content does not run it', anyScreen, async ({ page, request }) => {
    const list = await newsPage(request, 'es');
    // The demo's third post carries a <script> that would retitle the page.
    const slug = list.items[2]!.slug;
    await page.goto(`/news/${slug}`);
    await expect(page).not.toHaveTitle('hacked');
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
  });

  test(
    'the language switch on a post leads to the same post in the other language',
    anyScreen,
    async ({ page, request }) => {
      const spanish = (await newsPage(request, 'es')).items[0]!;
      const english = (await newsPage(request, 'en')).items[0]!;
      await page.goto(`/news/${spanish.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title);
      const switcher = page.getByRole('navigation', { name: msg('es', 'LanguageSwitch.label') });
      await expect(switcher.getByRole('link', { name: /^EN/ })).toHaveAttribute(
        'href',
        `/en/news/${english.slug}`,
      );
      await switcher.getByRole('link', { name: /^EN/ }).click();
      await expect(page).toHaveURL(`/en/news/${english.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
      // The alternates in the head name the same translations.
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        'href',
        new RegExp(`/news/${spanish.slug}$`),
      );
      // Without JavaScript (or from an old link) the other language's slug redirects to the translation.
      const direct = await request.get(`/en/news/${spanish.slug}`, { maxRedirects: 0 });
      expect(direct.status()).toBe(308);
      expect(direct.headers().location).toMatch(new RegExp(`/en/news/${english.slug}$`));
    },
  );

  test(
    'a post not written in the chosen language leads to that news list, with a notice saying so',
    anyScreen,
    async ({ page, request }) => {
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
      });
      // The demo's oldest Spanish post has no translation.
      const first = await newsPage(request, 'es');
      const last = await newsPage(request, 'es', first.lastPage);
      const onlySpanish = last.items.at(-1)!;
      await page.goto(`/news/${onlySpanish.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(onlySpanish.title);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
      await page
        .getByRole('navigation', { name: msg('es', 'LanguageSwitch.label') })
        .getByRole('link', { name: /^EN/ })
        .click();
      await expect(page).toHaveURL(/\/en\/news#untranslated$/);
      await expect(page.getByRole('heading', { level: 1, name: msg('en', 'News.title') })).toBeVisible();
      await expect(page.getByText(msg('en', 'News.untranslated'))).toBeVisible();
      // The notice is only there when asked for.
      await page.goto('/en/news');
      await expect(page.getByText(msg('en', 'News.untranslated'))).toBeHidden();
      // Opened directly, the slug under /en redirects the same way; an unknown slug stays a 404.
      const direct = await request.get(`/en/news/${onlySpanish.slug}`, { maxRedirects: 0 });
      expect(direct.status()).toBe(307);
      expect(direct.headers().location).toMatch(/\/en\/news#untranslated$/);
      expect(failed).toEqual([]);
    },
  );

  test('an unknown post and a bad page query', anyScreen, async ({ page, request }) => {
    expect((await page.goto('/en/news/no-such-post'))?.status()).toBe(404);
    expect((await request.get('/api/posts?locale=fr&page=1')).status()).toBe(400);
    expect((await request.get('/api/posts?locale=en&page=-1')).status()).toBe(400);
  });

  test('a video card shows its first frame even when it may not play (reduced motion), never an empty box', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/news');
    const video = page.locator('article video').first();
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('src', /#t=/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await video.evaluate((element) => getComputedStyle(element).objectFit)).toBe('scale-down');
  });
});
