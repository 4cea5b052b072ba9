import { expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { HUMAN_FILL_MS, storedOnce } from '../../support/e2e/inbox';
import { runClockUntilReady, sentShownFor } from '../../support/e2e/sent-shown';
import { SENT_RESET_MS } from '@/components/forms/use-submission';
import { pagePath } from '@/tests/support/paths';

test.describe('contact page', () => {
  test('has its title, the map centred on the agency with its marker, and no axe violations', async ({
    page,
  }) => {
    await page.goto(pagePath('/contact', 'en'));
    await expect(page).toHaveTitle(new RegExp(`^${msg('en', 'Navbar.contact')}`));
    const map = page.getByTestId('contact-map');
    await expect(map).toHaveAttribute('aria-label', msg('en', 'Contact.mapLabel'));
    // The map loads when it comes near the screen (below the form on a phone).
    await map.scrollIntoViewIfNeeded();
    const marker = map.locator('.leaflet-marker-icon');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute(
      'title',
      msg('en', 'Contact.marker').replace('{name}', 'Polanco Models'),
    );
    await expect(marker).toHaveAttribute('src', /\/_next\/static\//);
    // The marker's tip (bottom centre of the icon) sits at the centre of the map container.
    const box = await map.locator('.leaflet-container').boundingBox();
    const pin = await marker.boundingBox();
    expect(box && pin).toBeTruthy();
    expect(Math.abs(pin!.x + pin!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(3);
    expect(Math.abs(pin!.y + pin!.height - (box!.y + box!.height / 2))).toBeLessThan(3);
    await expect(map.locator('.leaflet-control-zoom-in')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('highlights every empty field and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto(pagePath('/contact', 'es'));
    await page.getByRole('button', { name: msg('es', 'Forms.send') }).click();
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const input = page.getByLabel(msg('es', `Contact.${field}`));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(msg('es', 'Forms.errors.required'));
    }
    await expect(page.getByLabel(msg('es', 'Contact.name'))).toBeFocused();
    await page.getByLabel(msg('es', 'Contact.email')).fill('not-an-email');
    await expect(page.getByLabel(msg('es', 'Contact.email'))).toHaveAccessibleDescription(
      msg('es', 'Forms.errors.invalidEmail'),
    );
    await expectNoAxeViolations(page);
    expect(posted).toBe(false);
  });

  test('goes idle → sending → sent, clears itself 2.5 s later and is stored once', async ({ page }) => {
    const name = `E2E contact ${test.info().project.name} ${Date.now()}`;
    // The page's own clock, so the minimum fill time can be moved past instead of waited (see HUMAN_FILL_MS).
    await page.clock.install();
    await page.goto(pagePath('/contact', 'en'));
    await page.getByLabel(msg('en', 'Contact.name')).fill(name);
    await page.getByLabel(msg('en', 'Contact.email')).fill('client@example.com');
    await page.getByLabel(msg('en', 'Contact.phone')).fill('+52 55 1234 5678');
    await page
      .getByLabel(msg('en', 'Contact.message'))
      .fill('We would like to book two models for a campaign.');
    await page.clock.fastForward(HUMAN_FILL_MS);

    // Hold the request until the sending state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.locator('button[type="submit"]');
    const sent = `✓${msg('en', 'Forms.sent')}`;
    const shown = sentShownFor(button, sent, msg('en', 'Forms.send'));
    await button.click();
    await expect(button).toHaveText(msg('en', 'Forms.sending'));
    await expect(button.locator('[class*="spinner"]')).toHaveCount(1);
    release();
    await expect(button).toHaveText(sent);
    await expect(
      page.getByRole('status').filter({ hasText: msg('en', 'Forms.sentAnnouncement') }),
    ).toHaveCount(1);
    // Before 2.5 s: still filled.
    await expect(page.getByLabel(msg('en', 'Contact.name'))).toHaveValue(name);
    // After: cleared, validation reset, idle again.
    await runClockUntilReady(page, button, msg('en', 'Forms.send'), SENT_RESET_MS);
    await expect(button).toHaveText(msg('en', 'Forms.send'));
    // The timer starts with the sent state, and each text shows once its render is done: give or take the two.
    expect(await shown).toBeGreaterThanOrEqual(SENT_RESET_MS - 250);
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      await expect(page.getByLabel(msg('en', `Contact.${field}`))).toHaveValue('');
      await expect(page.getByLabel(msg('en', `Contact.${field}`))).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await storedOnce('contact', name);
  });
});
