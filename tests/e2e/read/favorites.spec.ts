import type { APIRequestContext, Page } from '@playwright/test';
import { anyScreen, expect, expectNoAxeViolations, msg } from '../../support/e2e/fixtures';
import { readJson } from '../../support/json';
import { e2eSiteUrl } from '../../support/e2e/servers';
import type { ErrorAnswer } from '../../support/e2e/site-api';
import { HUMAN_FILL_MS, storedNamed, storedOnce } from '../../support/e2e/inbox';
import { layoutShift } from '../../support/e2e/layout-shift';
import { nameSlug } from '@/lib/talent/slug';
import type { RawTalent } from '../../support/e2e/backend-data';
import { test } from '../../support/e2e/favorite-subjects';
import { sitemapUrls } from '../../support/e2e/sitemap';
import { locales } from '@/lib/i18n/pathnames';
import { endsWithPath, pagePath } from '@/tests/support/paths';

const heart = (page: Page, name: string, state: 'add' | 'remove' = 'add') =>
  page.getByRole('button', { name: msg('en', `Favorite.${state}`).replace('{name}', name), exact: true });

/** The profile's call to action beside the name: one label, its state in `aria-pressed`. */
const cta = (page: Page) => page.getByRole('button', { name: msg('en', 'Favorite.cta'), exact: true });

const favoritesLink = (page: Page) => page.getByRole('banner').getByTestId('favorites-link');

/** The header count as a visitor sees it (nothing at 0) and hears it. */
async function expectCount(page: Page, count: number) {
  const badge = favoritesLink(page).getByTestId('favorites-count');
  if (count === 0) {
    await expect(badge).toHaveCount(0);
    return;
  }
  await expect(badge).toHaveText(String(count));
  await expect(favoritesLink(page)).toHaveAccessibleName(
    new RegExp(`^${msg('en', 'FavoritesLink.label')}.*${count} talents? chosen$`),
  );
}

/** Where the header's tools, the profile name and its heart sit on the page. */
function boxes(page: Page) {
  return Promise.all(
    [
      '[data-testid="favorites-link"]',
      'nav:has(a[hreflang])',
      'button[aria-haspopup="dialog"]',
      'h1',
      '[data-testid="favorite-button"]',
    ].map(async (selector) => page.locator(selector).first().boundingBox()),
  );
}

/**
 * A visitor address of its own for each request: the route allows 10 requests per visitor in 10 minutes, and
 * every test (and every repeat or retry) comes from 127.0.0.1.
 */
const visitor = () => `203.0.113.1:${crypto.randomUUID()}`;

/** A browser-like POST to the selection route, with the anti-spam fields a person's form carries. */
function postSelection(request: APIRequestContext, fields: Record<string, string>, ids: (number | string)[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ website: '', fill_ms: '6000', locale: 'en', ...fields }))
    form.set(name, value);
  for (const id of ids) form.append('talent', String(id));
  return request.post('/api/selection', {
    multipart: form,
    headers: { origin: e2eSiteUrl, 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': visitor() },
  });
}

test.describe('favorites', () => {
  test('choose on the roster and a profile, keep them across a reload, remove one and request the selection', async ({
    page,
    browser,
    subjects: { models, talent },
  }, info) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    const [first, second] = models as [RawTalent, RawTalent];
    // The page's own clock (running as usual until the test moves it), installed before any page so the
    // selection form below can be sent past its minimum fill time without waiting it (see HUMAN_FILL_MS).
    await page.clock.install();

    // Two from the models roster.
    await page.goto('/en/models');
    await expectCount(page, 0);
    await heart(page, first.name).click();
    await expect(heart(page, first.name, 'remove')).toHaveAttribute('aria-pressed', 'true');
    await heart(page, second.name).click();
    await expectCount(page, 2);
    // The heart is not part of the card's link.
    const card = page.getByTestId('talent-card').filter({ hasText: first.name });
    await expect(card.getByRole('link').getByRole('button')).toHaveCount(0);

    // One from a talent's profile (the other roster), chosen with the keyboard.
    await page.goto(`/en/talents/${talent.id}/${nameSlug(talent.name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talent.name);
    await expect(cta(page)).toHaveAttribute('aria-pressed', 'false');
    await cta(page).focus();
    await page.keyboard.press('Enter');
    await expect(cta(page)).toHaveAttribute('aria-pressed', 'true');
    await expectCount(page, 3);

    // Still there after a reload: restored from storage after hydration...
    await page.reload();
    await expect(cta(page)).toHaveAttribute('aria-pressed', 'true');
    await expectCount(page, 3);
    // ...where the server's HTML (nothing chosen, no script) had put everything already: nothing moved.
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = info.project.use;
    const serverOnly = await browser.newContext({
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      javaScriptEnabled: false,
    });
    const htmlPage = await serverOnly.newPage();
    await htmlPage.goto(page.url());
    await expect(htmlPage.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
    expect(await boxes(page)).toEqual(await boxes(htmlPage));
    await serverOnly.close();

    // The favorites page lists them; remove one.
    await favoritesLink(page).click();
    await expect(page).toHaveURL(endsWithPath(pagePath('/favorites', 'en')));
    await expect(page.getByRole('heading', { level: 1, name: msg('en', 'Favorites.heading') })).toBeVisible();
    const cards = page.getByTestId('favorite-card');
    await expect(cards).toHaveCount(3);
    for (const name of [first.name, second.name, talent.name]) {
      await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(cards.getByRole('link', { name: talent.name, exact: true })).toHaveAttribute(
      'href',
      `/en/talents/${talent.id}/${nameSlug(talent.name)}`,
    );
    await heart(page, second.name, 'remove').click();
    await expect(cards).toHaveCount(2);
    await expect(
      page.getByText(msg('en', 'Favorites.removed').replace('{name}', second.name)),
    ).toBeAttached();
    await expectCount(page, 2);

    // Request the selection.
    const name = `E2E selection ${info.project.name} ${Date.now()}`;
    await page.getByLabel(msg('en', 'Favorites.name')).fill(name);
    await page.getByLabel(msg('en', 'Favorites.email')).fill('casting@example.com');
    await page.getByLabel(msg('en', 'Favorites.phone')).fill('+52 55 1234 5678');
    await page.getByLabel(msg('en', 'Favorites.note')).fill('A summer campaign, three days in June.');
    await page.clock.fastForward(HUMAN_FILL_MS);
    await page.route('**/api/selection', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor() } }),
    );
    const send = page.locator('button[type="submit"]');
    await send.click();
    await expect(send).toHaveText(`✓${msg('en', 'Forms.sent')}`);
    await expect(page.getByText(msg('en', 'Favorites.sentAnnouncement'))).toBeAttached();
    // The fields clear after the sent state, and the favorites stay, as the page says.
    await expect(page.getByTestId('selection-sent')).toHaveText(msg('en', 'Favorites.sentNote'), {
      timeout: 6000,
    });
    await expect(page.getByLabel(msg('en', 'Favorites.name'))).toHaveValue('');
    await expect(cards).toHaveCount(2);
    await expectCount(page, 2);

    const stored = await storedOnce('contact', name);
    const message = String(stored.fields.message);
    expect(message).toContain(`${first.name} – ${e2eSiteUrl}/models/${first.id}/${nameSlug(first.name)}`);
    expect(message).toContain(`${talent.name} – ${e2eSiteUrl}/talents/${talent.id}/${nameSlug(talent.name)}`);
    expect(message).not.toContain(second.name);
    expect(message).toContain('A summer campaign, three days in June.');
    expect(stored.fields).toMatchObject({ email: 'casting@example.com', phone: '+52 55 1234 5678' });
    expect(hydrationErrors).toEqual([]);
  });

  test(
    'the selection route answers a bad request with 400 and a message naming the field',
    anyScreen,
    async ({ request, subjects: { models } }) => {
      const person = {
        name: `E2E bad selection ${Date.now()}`,
        email: 'casting@example.com',
        phone: '+52 55 1234 5678',
      };

      const unknown = await postSelection(request, person, [models[0]!.id, 987_654]);
      expect(unknown.status()).toBe(400);
      expect((await readJson<ErrorAnswer>(unknown)).message).toMatch(/talents.*987654/);

      const tooMany = await postSelection(
        request,
        person,
        Array.from({ length: 31 }, (_, i) => i + 1),
      );
      expect(tooMany.status()).toBe(400);
      const tooManyBody = await readJson<ErrorAnswer>(tooMany);
      expect(tooManyBody.message).toMatch(/talents \(at most 30/);
      expect(tooManyBody.errors).toEqual({ talents: ['tooMany'] });

      const noEmail = await postSelection(request, { name: person.name, phone: person.phone }, [
        models[0]!.id,
      ]);
      expect(noEmail.status()).toBe(400);
      const noEmailBody = await readJson<ErrorAnswer>(noEmail);
      expect(noEmailBody.message).toMatch(/email/);
      expect(noEmailBody.errors).toEqual({ email: ['required'] });

      expect(await storedNamed('contact', person.name)).toEqual([]);
    },
  );

  test('with nothing chosen, nothing on the page moves once the browser has read its storage', async ({
    page,
  }) => {
    // The server cannot know this browser's choices, so the page arrives saying it is loading; the empty
    // state that replaces it takes the same room on every screen.
    await page.goto(pagePath('/favorites', 'en'));
    await expect(page.getByRole('heading', { name: msg('en', 'Favorites.emptyTitle') })).toBeVisible();
    const shifted = await layoutShift(page);
    expect(shifted.total, shifted.moved.join('\n')).toBeLessThan(0.001);
  });

  test(
    'empty, then cards: no axe violations on the page or on a roster with hearts; noindex and not in the sitemap',
    anyScreen,
    async ({ page, request }) => {
      await page.goto(pagePath('/favorites', 'es'));
      const empty = page.getByTestId('favorites-empty');
      await expect(empty.getByRole('heading', { name: msg('es', 'Favorites.emptyTitle') })).toBeVisible();
      await expect(empty.getByRole('link', { name: msg('es', 'Favorites.emptyModels') })).toHaveAttribute(
        'href',
        '/models',
      );
      await expect(empty.getByRole('link', { name: msg('es', 'Favorites.emptyTalents') })).toHaveAttribute(
        'href',
        '/talents',
      );
      await expect(page).toHaveTitle(new RegExp(`^${msg('es', 'Favorites.title')}`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);

      await page.goto('/models');
      const firstHeart = page.getByTestId('talent-card').first().getByTestId('favorite-button');
      await firstHeart.click();
      await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);

      await page.goto(pagePath('/favorites', 'es'));
      await expect(page.getByTestId('favorite-card')).toHaveCount(1);
      await expectNoAxeViolations(page);

      const urls = await sitemapUrls(request);
      expect(urls.length).toBeGreaterThan(0);
      const favorites = locales.flatMap((locale) => [
        pagePath('/favorites', locale),
        pagePath('/favorites/shared', locale),
      ]);
      expect(urls.filter((url) => favorites.some((path) => new URL(url).pathname.startsWith(path)))).toEqual(
        [],
      );
    },
  );
});
