import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { readJson } from '../../support/json';
import type { ErrorAnswer } from '../../support/e2e/site-api';
import { rawTalents } from '../../support/e2e/backend-data';
import { expectNextRosterPage } from '../../support/e2e/roster';

// The first 20 models of /en/models as the demo seed makes them (its random numbers come from a fixed
// seed): what each card must show, written out rather than computed by the site's own functions. The
// height is stored as `176/5'9"` and the list shows the part before the '/'.
const firstModels = [
  { name: 'Adriana Romero', subtitle: 'Fitness', born: '2001-12-24', height: '176 cm' },
  { name: 'Alejandra Aguilar', subtitle: 'Editorial', born: '2000-08-08', height: '179 cm' },
  { name: 'Ana Díaz', subtitle: 'Editorial', born: '2000-03-20', height: '177 cm' },
  { name: 'Ana Romero', subtitle: 'New face', born: '2001-04-08', height: '173 cm' },
  { name: 'Ana Sánchez', subtitle: 'Runway', born: '2001-12-04', height: '171 cm' },
  { name: 'Ángela Cruz', subtitle: 'Commercial', born: '1995-02-05', height: '168 cm' },
  { name: 'Bruno Álvarez', subtitle: 'Runway', born: '1997-04-21', height: '185 cm' },
  { name: 'Bruno Torres', subtitle: 'Fitness', born: '2007-12-04', height: '187 cm' },
  { name: 'Camila Núñez', subtitle: 'New face', born: '2005-02-16', height: '178 cm' },
  { name: 'Carolina Ibáñez', subtitle: 'Fitness', born: '2002-02-24', height: '182 cm' },
  { name: 'Daniela Aguilar', subtitle: 'New face', born: '1995-07-14', height: '168 cm' },
  { name: 'Daniela Navarro', subtitle: 'Editorial', born: '2002-07-23', height: '174 cm' },
  { name: 'Diego Hernández', subtitle: 'New face', born: '2005-05-06', height: '183 cm' },
  { name: 'Esteban Peña', subtitle: 'Editorial', born: '2007-09-15', height: '188 cm' },
  { name: 'Isabel Jiménez', subtitle: 'Runway', born: '2003-06-03', height: '168 cm' },
  { name: 'Iván González', subtitle: 'Commercial', born: '2003-07-23', height: '189 cm' },
  { name: 'Jimena Pérez', subtitle: 'Editorial', born: '1996-04-05', height: '179 cm' },
  { name: 'Joaquín Ruiz', subtitle: 'Editorial', born: '2002-11-19', height: '182 cm' },
  { name: 'Joaquín Salazar', subtitle: 'Runway', born: '2002-07-02', height: '183 cm' },
  { name: 'Kevin Castillo', subtitle: 'New face', born: '2001-05-04', height: '176 cm' },
];

/**
 * The age a card shows today: whole days since the birthdate divided by 365. Ages move with the calendar,
 * so this is the one expected value worked out here, by that rule's plain arithmetic.
 */
function ageToday(born: string): number {
  return Math.floor(Math.floor((Date.now() - Date.parse(`${born}T00:00:00Z`)) / 86_400_000) / 365);
}

test.describe('roster', () => {
  test('20 cards first, 40 after the end sentinel shows', async ({ page }) => {
    const { total } = await rawTalents(1);
    expect(total).toBeGreaterThan(20);
    await page.goto('/en/models');
    await expect(
      page.getByRole('heading', { level: 1, name: msg('en', 'Roster.models.title') }),
    ).toBeVisible();
    await expectNextRosterPage(page, total);
  });

  test(
    'cards show name, first tag or name, age (days / 365) and height by the list rules',
    anyScreen,
    async ({ page }) => {
      await page.goto('/en/models');
      const cards = page.getByTestId('talent-card');
      await expect(cards).toHaveCount(20);
      for (const [index, model] of firstModels.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(model.name);
        await expect(card.getByTestId('card-subtitle')).toHaveText(model.subtitle);
        await expect(card.getByTestId('card-age')).toHaveText(`${ageToday(model.born)} years`);
        await expect(card.getByTestId('card-height')).toHaveText(model.height);
        await expect(card.locator('img')).toHaveAttribute('src', /./);
      }
      // Joaquín Ruiz has no cover: the fallback image.
      await expect(cards.nth(17).locator('img')).toHaveAttribute('data-fallback', 'true');
    },
  );

  test('the talents roster lays out 2 columns on a phone and 5 on a desktop', async ({ page }, info) => {
    await page.goto('/talents');
    await expect(
      page.getByRole('heading', { level: 1, name: msg('es', 'Roster.talents.title') }),
    ).toBeVisible();
    const columns = await page
      .locator('[data-testid="talent-card"]')
      .first()
      .locator('..')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(info.project.name === 'phone' ? 2 : 5);
    await expectNoAxeViolations(page);
  });

  test('letters without talents are not links; a letter filters in the URL and following it again clears', async ({
    page,
  }) => {
    const { letters } = await rawTalents(1);
    await page.goto('/en/models');
    const filter = page.getByRole('navigation', { name: msg('en', 'Roster.filterLabel') });
    const missing = 'abcdefghijklmnopqrstuvwxyz'.split('').find((l) => !letters.includes(l));
    expect(missing).toBeDefined();
    await expect(filter.getByRole('link', { name: `Initial ${missing!.toUpperCase()}` })).toHaveCount(0);
    await expect(filter.getByText(`Initial ${missing!.toUpperCase()}`)).toBeAttached();
    const letter = letters[0]!;
    const { items, total } = await rawTalents(1, letter);
    const link = filter.getByRole('link', { name: `Initial ${letter.toUpperCase()}` });
    await link.click();
    await expect(page).toHaveURL(`/en/models?letter=${letter}`);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('roster-results')).toHaveText(
      `${total} ${total === 1 ? 'profile' : 'profiles'}`,
    );
    const cards = page.getByTestId('talent-card');
    await expect(cards).toHaveCount(Math.min(items.length, 20));
    await expect(cards.first().getByRole('heading')).toHaveText(items[0]!.name);
    await link.click();
    await expect(page).toHaveURL('/en/models');
    await expect(link).not.toHaveAttribute('aria-current');
    await expect(filter.getByRole('link', { name: msg('en', 'Roster.all') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(cards).toHaveCount(20);
    await expectNoAxeViolations(page);
  });

  test('the same-origin route validates its query', anyScreen, async ({ request }) => {
    const bad = await request.get('/api/talents?category=actors');
    expect(bad.status()).toBe(400);
    expect((await readJson<ErrorAnswer>(bad)).message).toBeTruthy();
    expect((await request.get('/api/talents?category=models&letter=ab')).status()).toBe(400);
    expect((await request.get('/api/talents?category=models&page=0')).status()).toBe(400);
    const good = await request.get('/api/talents?category=models&page=2');
    expect(good.status()).toBe(200);
    expect((await readJson<{ items: unknown[] }>(good)).items).toHaveLength(20);
  });

  test('an unknown category is a 404', anyScreen, async ({ page }) => {
    const answer = await page.goto('/en/actors');
    expect(answer?.status()).toBe(404);
  });

  test(
    'a cover that fails to load leaves the fallback image showing, with no broken-image icon',
    anyScreen,
    async ({ page }) => {
      await page.route('**/_next/image?**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/en/models');
      const cover = page.getByTestId('talent-card').first().locator('img');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
        .toBe(true);
      const box = cover.locator('..');
      expect(await box.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain(
        'talent-fallback.svg',
      );
      // Empty alt text and transparent text colour: the failed image draws nothing over the fallback.
      await expect(cover).toHaveAttribute('alt', '');
      expect(await cover.evaluate((img) => getComputedStyle(img).color)).toBe('rgba(0, 0, 0, 0)');
    },
  );

  test('a card prefetches its profile when the visitor shows intent, not merely because it is on screen', async ({
    page,
  }, info) => {
    const profilePrefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc') && /^\/(en\/)?models\/\d+\//.test(url.pathname))
        profilePrefetches.push(url.pathname);
    });
    await page.goto('/en/models');
    const first = page.getByTestId('talent-card').first().getByRole('link');
    await expect(first).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(profilePrefetches).toEqual([]);
    if (info.project.name === 'phone') await first.focus();
    else await first.hover();
    const href = await first.getAttribute('href');
    await expect.poll(() => profilePrefetches).toContain(href);
  });
});
