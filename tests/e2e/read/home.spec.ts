import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { pauseClock } from '../../support/e2e/paused-clock';
import { rawTalents } from '../../support/e2e/backend-data';

test.describe('home', () => {
  test('hero slider: 5000 ms autoplay, 2500 ms speed, picture switch at 650 px, muted looping video', async ({
    page,
  }) => {
    // The autoplay is a timer of the page: on a clock the test moves, its 5 s take no time.
    await page.clock.install();
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
    // Autoplay moves to the second slide 5 s after the first showed. The clock stops here (the timer was set
    // as the slider hydrated, a moment ago), so only the 5 s moved below can turn the slide.
    await expect(hero).toHaveAttribute('data-playing', 'true');
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'false');
    await pauseClock(page, 1000);
    await page.clock.runFor(4000);
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
    // The next video slide plays by itself.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 8000 }).toBe(true);
  });

  test('controls work with the keyboard and reduced motion stops autoplay', anyScreen, async ({ page }) => {
    // The page's timers run on a clock the test moves, so waiting past the autoplay delay takes no time.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    const hero = page.getByRole('region', { name: msg('en', 'Home.sliderLabel') });
    await expect(hero).toHaveAttribute('data-playing', 'false');
    // 6 s, more than the 5 s a slide waits when autoplay is on: no slide turns by itself.
    await page.clock.runFor(6000);
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
    // On the same clock the slide then turns (5 s, plus the 2.5 s transition after a move): the 6 s above
    // did run the page's timers, so nothing turning then was autoplay being off.
    await page.clock.runFor(7500);
    await expect(slides.first()).toHaveAttribute('data-active', 'true');
  });

  test('title, down arrow to the news and the first 3 news items', anyScreen, async ({ page }) => {
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

  test(
    'one visible h1 names the agency and what it is, in the page language',
    anyScreen,
    async ({ page }) => {
      for (const [path, locale] of [
        ['/', 'es'],
        ['/en', 'en'],
        ['/pt', 'pt'],
      ] as const) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        await expect(heading).toContainText('Polanco Models');
        await expect(heading).toContainText(msg(locale, 'Home.tagline'));
      }
    },
  );

  test('the slider follows a swipe on a touch screen, both ways', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'touch screens only');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay moving it meanwhile
    await page.goto('/en');
    // A phone context: touch input and a mobile viewport.
    expect(await page.evaluate(() => navigator.maxTouchPoints > 0 && 'ontouchstart' in window)).toBe(true);
    const hero = page.getByRole('region', { name: msg('en', 'Home.sliderLabel') });
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(hero).toHaveAttribute('data-playing', 'false');
    const box = (await hero.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await expect(hero).toHaveAttribute('data-active-index', '0');
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(hero).toHaveAttribute('data-active-index', '1');
    // The next slide is the current one, for screen readers too.
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect(hero).toHaveAttribute('data-active-index', '0');
    // A short touch (a tap) does not turn it.
    await swipe(box.x + 100, box.x + 120);
    await expect(hero).toHaveAttribute('data-active-index', '0');
  });

  test('a strip of models under the hero leads to their profiles and to the roster', async ({
    page,
  }, info) => {
    const phone = info.project.name === 'phone';
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    const { items } = await rawTalents(1);
    const withCover = items.filter((t) => (t as { cover?: string | null }).cover).slice(0, 6);
    expect(withCover).toHaveLength(6);
    await page.goto('/en');
    const strip = page.getByTestId('featured-models');
    await expect(
      strip.getByRole('heading', { level: 2, name: msg('en', 'Home.featuredTitle') }),
    ).toBeVisible();
    const cards = strip.getByTestId('talent-card');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(withCover.map((t) => t.name));
    // Each card's link is its model's profile.
    const hrefs = await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      withCover.map((t) => expect.stringMatching(new RegExp(`^/en/models/${t.id}/[a-z0-9-]+$`))),
    );
    // Right under the hero.
    const hero = await page.getByRole('region', { name: msg('en', 'Home.sliderLabel') }).boundingBox();
    const top = await strip.boundingBox();
    expect(top!.y).toBeGreaterThanOrEqual(hero!.y + hero!.height - 1);
    // Below the first screen, so the covers wait until they are near, sized for the strip's columns: two
    // on a phone (three rows), six in one row on a desktop; no sideways scroll.
    for (const cover of await cards.locator('img').all()) {
      await expect(cover).toHaveAttribute('loading', 'lazy');
      await expect(cover).toHaveAttribute('sizes', /203px.*15vw.*33vw.*50vw/);
    }
    await strip.scrollIntoViewIfNeeded();
    const rows = await cards.evaluateAll(
      (elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size,
    );
    expect(rows).toBe(phone ? 3 : 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // Following a card opens that model's profile; "see all" opens the roster.
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/models/${withCover[1]!.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withCover[1]!.name);
    await page.goBack();
    await strip.getByRole('link', { name: msg('en', 'Home.featuredAll') }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(
      page.getByRole('heading', { level: 1, name: msg('en', 'Roster.models.title') }),
    ).toBeVisible();
  });
});
