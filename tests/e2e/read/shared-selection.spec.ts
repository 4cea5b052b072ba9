import type { Page, TestInfo } from '@playwright/test';
import fc from 'fast-check';
import { expect, expectNoAxeViolations, msg } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { misfits } from '../../support/e2e/misfits';
import type { RawTalent } from '../../support/e2e/backend-data';
import { test } from '../../support/e2e/favorite-subjects';
import { endsWithPath, foreignPath, pagePath } from '@/tests/support/paths';

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: msg('en', 'Favorite.add').replace('{name}', name), exact: true });

const plural = (locale: 'en', key: string, count: number) =>
  msg(locale, key)
    .replace(/^\{count, plural, one \{(.*?)\} other \{(.*)\}\}$/, count === 1 ? '$1' : '$2')
    .replace('#', String(count));

/** A fresh browser like the project's own: nothing in its storage. */
function freshContext(browser: import('@playwright/test').Browser, info: TestInfo) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, ignoreHTTPSErrors } = info.project.use;
  return browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    ignoreHTTPSErrors,
  });
}

test.describe('a shared selection', () => {
  test('made in one browser, opens with the same cards in another, where "add all" keeps them', async ({
    page,
    browser,
    subjects: { models, talent },
  }, info) => {
    const [first, second] = models as [RawTalent, RawTalent];
    // A share sheet that records what it was given, as a phone's would receive it.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/en/models');
    await heart(page, first.name).click();
    await heart(page, second.name).click();
    await page.goto(`/en/talents/${talent.id}/x`);
    await page.getByRole('button', { name: msg('en', 'Favorite.cta'), exact: true }).click();
    await page.goto(pagePath('/favorites', 'en'));
    await expect(page.getByTestId('favorite-card')).toHaveCount(3);

    const link = page.getByLabel(msg('en', 'ShareSelection.linkLabel'));
    const url = await link.inputValue();
    expect(url).toMatch(endsWithPath(pagePath('/favorites/shared', 'en'), '\\?ids=\\d+,\\d+,\\d+'));
    expect(new URL(url).searchParams.get('ids')!.split(',').map(Number).sort()).toEqual(
      [first.id, second.id, talent.id].sort(),
    );
    await page.getByRole('button', { name: msg('en', 'ShareSelection.button') }).click();
    await expect(page.getByTestId('share-status')).toHaveText(msg('en', 'ShareSelection.shared'));
    expect(await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
      { title: msg('en', 'ShareSelection.title'), url },
    ]);

    const other = await freshContext(browser, info);
    const friend = await other.newPage();
    await friend.goto(url);
    await expect(
      friend.getByRole('heading', { level: 1, name: msg('en', 'SharedSelection.heading') }),
    ).toBeVisible();
    await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const cards = friend.getByTestId('talent-card');
    await expect(cards).toHaveCount(3);
    for (const { name } of [first, second, talent]) {
      await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(friend.getByTestId('shared-unavailable')).toHaveCount(0);
    await expect(friend.getByRole('heading', { name: msg('en', 'Favorites.requestTitle') })).toBeVisible();

    await friend.getByRole('button', { name: msg('en', 'SharedSelection.addAll') }).click();
    await expect(friend.getByTestId('add-all-status')).toContainText(
      plural('en', 'SharedSelection.added', 3),
    );
    await expect(friend.getByRole('banner').getByTestId('favorites-count')).toHaveText('3');
    await friend.getByRole('link', { name: msg('en', 'SharedSelection.seeFavorites') }).click();
    await expect(friend).toHaveURL(endsWithPath(pagePath('/favorites', 'en')));
    await expect(friend.getByTestId('favorite-card')).toHaveCount(3);
    await other.close();
  });

  test('copies the link where there is no share sheet, and says so', async ({
    page,
    context,
    subjects: { models },
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto('/en/models');
    await heart(page, models[0]!.name).click();
    await page.goto(pagePath('/favorites', 'en'));
    const url = await page.getByLabel(msg('en', 'ShareSelection.linkLabel')).inputValue();
    await page.getByRole('button', { name: msg('en', 'ShareSelection.button') }).click();
    await expect(page.getByTestId('share-status')).toHaveText(msg('en', 'ShareSelection.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('leaves out unknown and malformed entries with a word, in every language, and cuts a long list', async ({
    page,
    subjects: { models },
  }) => {
    const [first] = models as [RawTalent];
    const shared = pagePath('/favorites/shared', 'en');
    await page.goto(`${shared}?ids=${first.id},987654,abc,${first.id}`);
    await expect(page.getByTestId('talent-card')).toHaveCount(1);
    await expect(page.getByTestId('shared-unavailable')).toHaveText(
      plural('en', 'SharedSelection.unavailable', 2),
    );

    await page.goto(`${pagePath('/favorites/shared', 'es')}?ids=987654`);
    await expect(page.getByTestId('talent-card')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: msg('es', 'SharedSelection.emptyTitle') })).toBeVisible();
    await page.goto(`${pagePath('/favorites/shared', 'pt')}?ids=${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('pt', 'SharedSelection.heading'));
    await expect(page.getByTestId('talent-card')).toHaveCount(1);

    const ids = models.slice(0, 32).map((m) => m.id);
    test.skip(ids.length < 31, 'the demo roster has fewer than 31 models');
    await page.goto(`${shared}?ids=${ids.join(',')}`);
    await expect(page.getByTestId('talent-card')).toHaveCount(30);
    await expect(page.getByTestId('shared-beyond')).toBeVisible();
  });

  test('any ids answer a page, never a server error; other locales’ names redirect with the query', async ({
    request,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'requests only: the same from any screen');
    test.setTimeout(120_000);
    const shared = pagePath('/favorites/shared', 'en');
    const answer = async (ids: string) => {
      const response = await request.get(`${shared}?ids=${encodeURIComponent(ids)}`, {
        maxRedirects: 0,
      });
      return response.status();
    };
    for (const ids of [
      '',
      ',',
      'abc',
      '1,1,1',
      '-1',
      '0',
      '99999999999999999999',
      '1e5',
      ' 7 ',
      '%',
      '\u00e9',
    ]) {
      expect(await answer(ids), ids).toBe(200);
    }
    expect(await answer(Array.from({ length: 2000 }, (_, i) => i).join(','))).toBe(200);
    expect((await request.get(shared)).status()).toBe(200);
    expect((await request.get(`${shared}?ids=1&ids=2`)).status()).toBe(200);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc
            .array(fc.oneof(fc.nat().map(String), fc.string({ maxLength: 6 })), { maxLength: 40 })
            .map((t) => t.join(',')),
        ),
        async (ids) => {
          expect(await answer(ids)).toBe(200);
        },
      ),
      { numRuns: 40 },
    );
    const redirect = await request.get(`${foreignPath('/favorites/shared', 'en', 'es')}?ids=1,2`, {
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toMatch(endsWithPath(shared, '\\?ids=1(,|%2C)2'));
  });

  test('fits every screen and has no axe violations, on the shared page and the favorites page', async ({
    page,
    subjects: { models, talent },
  }, info) => {
    test.skip(info.project.name !== 'desktop' || behindNginx, 'one run sets its own widths');
    test.setTimeout(180_000);
    const ids = [...models.slice(0, 4).map((m) => m.id), talent.id, 987654];
    await page.goto('/en/models');
    await heart(page, models[0]!.name).click();
    await heart(page, models[1]!.name).click();
    const problems: string[] = [];
    for (const width of [320, 375, 414, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, card] of [
        [`${pagePath('/favorites/shared', 'en')}?ids=${ids.join(',')}`, 'talent-card'],
        [pagePath('/favorites', 'pt'), 'favorite-card'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(card).first()).toBeVisible();
        problems.push(...(await misfits(page)).map((p) => `${path} at ${width}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    await page.goto(`${pagePath('/favorites/shared', 'en')}?ids=${ids.join(',')}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: msg('en', 'SharedSelection.addAll') }).click();
    await expect(page.getByTestId('add-all-status')).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });
});
