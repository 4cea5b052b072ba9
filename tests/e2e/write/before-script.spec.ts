import { anyScreen, expect, msg, test } from '../../support/e2e/fixtures';
import { pagePath } from '@/tests/support/paths';
import { applicationLabel as label } from '../../support/e2e/application-form';

// On a slow connection the form is on the screen seconds before the page's scripts have arrived, and a
// visitor starts writing. When the scripts run, the form must take what is already written as its own.
test(
  'what a visitor writes before the page has its scripts is kept once they run',
  anyScreen,
  async ({ page }) => {
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(pagePath('/be-a-model', 'en'), { waitUntil: 'commit' });
    const name = page.getByLabel(label('name'));
    const email = page.getByLabel(label('email'));
    const country = page.getByLabel(label('country'));
    const city = page.getByLabel(label('city'));
    await expect(page.locator('#application-accept')).toBeAttached();
    await name.fill('Ana Written Early');
    await email.fill('ana@example.com');
    const mexico = (await country.locator('option', { hasText: /^Mexico$/ }).getAttribute('value'))!;
    await country.selectOption(mexico);
    await expect(city).toBeDisabled();

    release();
    // The chosen country's cities arrive by script: the form has hydrated.
    await expect(city).toBeEnabled();
    await expect(city.locator('option:not([value=""])').first()).toBeAttached();
    await expect(name).toHaveValue('Ana Written Early');
    await expect(email).toHaveValue('ana@example.com');
    await expect(country).toHaveValue(mexico);
    // They are the form's values too: sent incomplete, it marks what is missing, not what was written.
    await page.getByRole('button', { name: msg('en', 'Forms.send') }).click();
    await expect(page.getByLabel(label('gender'))).toHaveAttribute('aria-invalid', 'true');
    for (const written of [name, email, country])
      await expect(written).not.toHaveAttribute('aria-invalid', 'true');
  },
);
