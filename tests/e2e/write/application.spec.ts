import type { Page } from '@playwright/test';
import { anyScreen, expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { HUMAN_FILL_MS, storedOnce } from '../../support/e2e/inbox';
import { runClockUntilReady, sentShownFor } from '../../support/e2e/sent-shown';
import { SENT_RESET_MS } from '@/components/forms/use-submission';
import { pagePath } from '@/tests/support/paths';
import {
  applicationLabel as label,
  applicationText as t,
  photo,
  photoFields,
} from '../../support/e2e/application-form';

async function chooseCountry(page: Page, value: string) {
  await page.getByLabel(t('country')).selectOption(value);
}

async function cityValues(page: Page): Promise<string[]> {
  return page
    .getByLabel(t('city'))
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

/** The labelled fields a visitor types in or picks from a list, but the city's (which waits for a country). */
const filledFields = [
  'name',
  'gender',
  'birthdate',
  'height',
  'nationality',
  'country',
  'email',
  'phone',
  'instagram',
];

test.describe('application (be a model) form', () => {
  test.beforeEach(async ({ page }) => {
    // The page's own clock (running as usual until a test moves it), so the send test can move past the
    // minimum fill time instead of waiting it (see HUMAN_FILL_MS).
    await page.clock.install();
    await page.goto(pagePath('/be-a-model', 'en'));
  });

  test('highlights the required fields after a failed submit, and has no axe violations', async ({
    page,
  }) => {
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: msg('en', 'Forms.send') }).click();
    for (const key of [...filledFields, 'city']) {
      await expect(page.getByLabel(label(key))).toHaveAttribute('aria-invalid', 'true');
    }
    for (let n = 1; n <= 4; n += 1) {
      await expect(page.locator(`#application-image_${n}`)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.locator('#application-accept')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#application-video_1')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(msg('en', 'Forms.invalidSummary'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'lists Mexico first, then the other countries in the alphabetical order of the language',
    anyScreen,
    async ({ page }) => {
      const names = async () =>
        page
          .locator('#application-country option:not([value=""])')
          .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
      for (const [path, locale] of [
        [pagePath('/be-a-model', 'en'), 'en'],
        [pagePath('/be-a-model', 'es'), 'es'],
        [pagePath('/be-a-model', 'pt'), 'pt'],
      ] as const) {
        await page.goto(path);
        const list = await names();
        expect(list[0]).toMatch(/^M[eé]xico$/);
        const rest = list.slice(1);
        expect(rest).toEqual([...rest].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare));
        expect(rest.length).toBeGreaterThan(50);
      }
    },
  );

  test('reloads the cities when the country changes', anyScreen, async ({ page }) => {
    const city = page.getByLabel(t('city'));
    await expect(city).toBeDisabled();
    await chooseCountry(page, '1');
    await expect.poll(() => cityValues(page)).not.toEqual([]);
    const mexican = await cityValues(page);
    await city.selectOption(mexican[0]!);
    const other = await page
      .getByLabel(t('country'))
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== '' && v !== '1'),
      );
    for (const country of other) {
      await chooseCountry(page, country);
      await expect(city).toHaveValue('');
      await expect.poll(() => cityValues(page)).not.toEqual(mexican);
      if ((await cityValues(page)).length > 0) break;
    }
    expect((await cityValues(page)).some((value) => mexican.includes(value))).toBe(false);
  });

  test(
    'shows at most five chosen skills, then an ellipsis, from the keyboard too',
    anyScreen,
    async ({ page }) => {
      const button = page.getByRole('button', { name: t('skillsButton') });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const boxes = page.locator('input[name="skills"]');
      for (let i = 0; i < 6; i += 1) {
        await boxes.nth(i).focus();
        await page.keyboard.press('Space');
      }
      const summary = page.getByTestId('skills-summary');
      await expect(summary).toHaveText(/, …$/);
      expect((await summary.textContent())!.replace(/, …$/, '').split(', ')).toHaveLength(5);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await button.click();
      await boxes.nth(5).uncheck();
      await expect(summary).not.toHaveText(/…/);
    },
  );

  test('previews each photo and shortens long file and link names', async ({ page }) => {
    await page.locator('#application-image_1').setInputFiles(photo('my-very-long-holiday-portrait-2026.png'));
    await expect(page.getByTestId('photo-name-image_1')).toHaveText('my-very-long-holiday….png');
    await expect(page.getByAltText(t('photoPreview').replace('{number}', '1'))).toBeVisible();
    await page.locator('#application-image_2').setInputFiles(photo('short.png'));
    await expect(page.getByTestId('photo-name-image_2')).toHaveText('short.png');
    await page.getByLabel(t('video')).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.getByTestId('video-name')).toHaveText(
      t('videoShown').replace('{name}', 'https://www.youtube.…'),
    );
  });

  test('is sent, stored once with its four photos, then resets everything 2.5 s later at the top', async ({
    page,
  }) => {
    const name = `E2E applicant ${test.info().project.name} ${Date.now()}`;
    await page.getByLabel(t('name')).fill(name);
    await page.getByLabel(t('gender')).selectOption('woman');
    await page.getByLabel(t('birthdate')).fill('04/05/2001');
    await page.getByLabel(t('height')).selectOption(`178/5'10"`);
    await page.getByLabel(t('nationality')).selectOption('1');
    await chooseCountry(page, '1');
    await expect.poll(() => cityValues(page)).not.toEqual([]);
    await page.getByLabel(t('city')).selectOption((await cityValues(page))[0]!);
    await page.getByLabel(t('email')).fill('applicant@example.com');
    await page.getByLabel(t('phone')).fill('+52 (55) 1234 - 5678');
    await page.getByLabel(t('instagram')).fill('@applicant');
    await page.getByRole('button', { name: t('skillsButton') }).click();
    await page.locator('input[name="skills"]').first().check();
    for (let n = 1; n <= 4; n += 1)
      await page.locator(`#application-image_${n}`).setInputFiles(photo(`photo-${n}.png`));
    await page.getByLabel(t('video')).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.locator('#application-accept').check();
    await expect(page.getByRole('link', { name: t('privacy') })).toHaveAttribute(
      'href',
      '/privacy/privacy-notice-en.pdf',
    );
    await page.clock.fastForward(HUMAN_FILL_MS);

    const button = page.locator('button[type="submit"]');
    const sent = `✓${msg('en', 'Forms.sent')}`;
    const shown = sentShownFor(button, sent, msg('en', 'Forms.send'));
    await button.click();
    await expect(button).toHaveText(sent);
    await expect(page.getByLabel(t('name'))).toHaveValue(name);
    await runClockUntilReady(page, button, msg('en', 'Forms.send'), SENT_RESET_MS);
    await expect(button).toHaveText(msg('en', 'Forms.send'));
    // The timer starts with the sent state, and each text shows once its render is done: give or take the two.
    expect(await shown).toBeGreaterThanOrEqual(SENT_RESET_MS - 250);
    for (const key of [...filledFields, 'video']) {
      await expect(page.getByLabel(label(key))).toHaveValue('');
    }
    await expect(page.getByLabel(t('city'))).toBeDisabled();
    await expect(page.locator('#application-accept')).not.toBeChecked();
    await expect(page.getByTestId('skills-summary')).toHaveText(t('skillsNone'));
    await expect(page.getByTestId('photo-name-image_1')).toHaveCount(0);
    await expect(page.locator('img[alt^="Preview"]')).toHaveCount(0);
    await expect(page.locator('#application-image_1')).toHaveJSProperty('value', '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const record = await storedOnce('application', name);
    expect(record.files.map((file) => file.field).sort()).toEqual(photoFields);
    expect(record.files.every((file) => file.mime === 'image/png')).toBe(true);
  });

  test('offers the privacy notice as a real PDF', anyScreen, async ({ page, request }) => {
    const href = await page.getByRole('link', { name: t('privacy') }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
