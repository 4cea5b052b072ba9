import { expect, expectNoAxeViolations, msg, test } from '../support/fixtures';

test.describe('home', () => {
  test('hero slider: 5000 ms autoplay, 2500 ms speed, picture switch at 650 px, muted looping video', async ({ page }) => {
    await page.goto('/en');
    const hero = page.getByRole('region', { name: msg('en', 'Home.sliderLabel') });
    await expect(hero).toHaveAttribute('data-autoplay-delay', '5000');
    await expect(hero).toHaveAttribute('data-speed', '2500');
    const source = hero.locator('picture source').first();
    await expect(source).toHaveAttribute('media', '(min-width: 650px)');
    const firstImage = hero.locator('picture img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    const video = hero.locator('video').first();
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    // Autoplay moves to the second slide after 5 s (plus the 2.5 s transition).
    await expect(hero).toHaveAttribute('data-playing', 'true');
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'false');
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 9000 });
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
    // The next video slide plays by itself.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 8000 }).toBe(true);
  });

  test('controls work with the keyboard and reduced motion stops autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const hero = page.getByRole('region', { name: msg('en', 'Home.sliderLabel') });
    await expect(hero).toHaveAttribute('data-playing', 'false');
    await page.waitForTimeout(6000);
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute('data-active', 'true');
    await hero.getByRole('button', { name: msg('en', 'Home.next') }).focus();
    await page.keyboard.press('Enter');
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(hero.locator('video').first()).toHaveJSProperty('paused', true);
    // Arrow keys move the slides too, wrapping around at both ends.
    await page.keyboard.press('ArrowRight');
    await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slides.last()).toHaveAttribute('data-active', 'true');
    // The play button starts autoplay despite the preference.
    await hero.getByRole('button', { name: msg('en', 'Home.play') }).click();
    await expect(hero).toHaveAttribute('data-playing', 'true');
  });

  test('title, down arrow to the news and the first 3 news items', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle(`Polanco Models · ${msg('en', 'Home.metaTitle')}`);
    const news = page.locator('#news');
    await expect(news.getByRole('article')).toHaveCount(3);
    // The arrow bounces (unless reduced motion), so it is driven with the keyboard.
    await page.getByRole('link', { name: msg('en', 'Home.toNews') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#news$/);
    await expect(news).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('Spanish home is the default locale and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Polanco Models · ${msg('es', 'Home.metaTitle')}`);
    await expectNoAxeViolations(page);
  });

  test('one visible h1 names the agency and what it is, in the page language', async ({ page }) => {
    for (const [path, locale] of [['/', 'es'], ['/en', 'en'], ['/pt', 'pt']] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).toContainText('Polanco Models');
      await expect(heading).toContainText(msg(locale, 'Home.tagline'));
    }
  });
});
