import type { Page } from '@playwright/test';
import { misfits } from '../../support/e2e/misfits';
import { expect, expectNoAxeViolations, msg, test } from '../../support/e2e/fixtures';
import { MIN_FILL_MS } from '@/lib/forms/anti-spam';
import { FORM_STARTED_FIELD } from '@/lib/forms/plain-post';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { storedNamed, storedOnce } from '../../support/e2e/inbox';
import { endsWithPath, pagePath } from '@/tests/support/paths';
import { applicationLabel as label, photo, photoFields } from '../../support/e2e/application-form';

// The forms as a visitor meets them before the page's script has run, or with JavaScript off: the browser
// posts the form itself (lib/forms/plain-post.ts) and the site answers with pages. Run directly and
// behind nginx with TLS (E2E_BEHIND_NGINX=1).
test.use({ javaScriptEnabled: false });

const WIDTHS = [320, 375, 414, 768, 1366];

/**
 * Every URL the page asks for, to check afterwards that none of them carries what the visitor typed (the
 * address bar, the history, a proxy's log would keep it).
 */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoValueIn(urls: string[], values: string[]) {
  for (const url of urls) {
    let decoded = url.replace(/\+/g, ' ');
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // Not percent-encoded text: checked as it is.
    }
    for (const value of values) expect(decoded, `${url} holds a submitted value`).not.toContain(value);
  }
}

/**
 * The route refuses a form sent less than MIN_FILL_MS after the server rendered it (the page may have been
 * rendered for this very request): wait, if need be, until a person could have filled it. No clock of the
 * page can be moved here: the time is the server's, written into the form.
 */
async function afterHumanFillTime(page: Page) {
  const started = Number(
    await page.locator(`input[name="${FORM_STARTED_FIELD}"]`).first().getAttribute('value'),
  );
  await expect.poll(() => Date.now() - started, { intervals: [100] }).toBeGreaterThan(MIN_FILL_MS + 50);
}

async function expectFits(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    expect(await misfits(page), `at ${width} px`).toEqual([]);
  }
}

let visitors = 0;

test.describe('forms without JavaScript', () => {
  // A visitor of its own per test (the e2e site trusts 127.0.0.1 as a proxy), so these sends do not use up
  // the rate limit of the other form tests, which all come from 127.0.0.1.
  test.beforeEach(async ({ page }) => {
    visitors += 1;
    const project = test.info().project.name === 'phone' ? 2 : 1;
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.${100 + project}.${(process.pid + visitors) % 250}`,
    });
  });

  test('a contact message is posted, stored once even when sent again, and lands on the sent page', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const name = `No-JS contact ${test.info().project.name} ${Date.now()}`;
    const values = {
      name,
      email: 'nojs.client@example.com',
      phone: '+52 55 8765 4321',
      message: 'Sent before any script ran: a quote for two models.',
    };
    for (let round = 0; round < 2; round += 1) {
      await page.goto(pagePath('/contact', 'en'));
      for (const [field, value] of Object.entries(values)) {
        await page.getByLabel(msg('en', `Contact.${field}`)).fill(value);
      }
      await afterHumanFillTime(page);
      await page.getByRole('button', { name: msg('en', 'Forms.send') }).click();
      await expect(page).toHaveURL(endsWithPath(pagePath('/contact/sent', 'en')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `✓ ${msg('en', 'PlainForm.contactSentTitle')}`,
      );
      await expect(page.getByText(msg('en', 'PlainForm.contactSent'))).toBeVisible();
    }
    // The same filled form sent twice (as a resend would) is one message for the agency.
    const record = await storedOnce('contact', name);
    expect(record.fields).toMatchObject({ email: values.email, message: values.message });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expectNoValueIn(urls, Object.values(values));
    await expectFits(page);
  });

  test('a contact message missing a field comes back with everything written and the error beside it', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const name = `No-JS refused ${test.info().project.name} ${Date.now()}`;
    const message = 'Hola,\nplease call me back about a casting.';
    await page.goto(pagePath('/contact', 'es'));
    await page.getByLabel(msg('es', 'Contact.name')).fill(name);
    await page.getByLabel(msg('es', 'Contact.phone')).fill('+52 55 1111 2222');
    await page.getByLabel(msg('es', 'Contact.message')).fill(message);
    await afterHumanFillTime(page);
    await page.getByRole('button', { name: msg('es', 'Forms.send') }).click();

    await expect(page).toHaveURL(endsWithPath(pagePath('/contact/review', 'es'), '\\?id=[0-9a-f-]{36}'));
    await expect(page.getByTestId('review-notice')).toHaveText(msg('es', 'PlainForm.reviewNotice'));
    const email = page.getByLabel(msg('es', 'Contact.email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(msg('es', 'Forms.errors.required'));
    await expect(page.getByLabel(msg('es', 'Contact.name'))).toHaveValue(name);
    await expect(page.getByLabel(msg('es', 'Contact.phone'))).toHaveValue('+52 55 1111 2222');
    await expect(page.getByLabel(msg('es', 'Contact.message'))).toHaveValue(message);
    await expect(page.getByLabel(msg('es', 'Contact.name'))).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await storedNamed('contact', name)).toHaveLength(0);
    await expectFits(page);

    await email.fill('nojs.refused@example.com');
    await page.getByRole('button', { name: msg('es', 'Forms.send') }).click();
    await expect(page).toHaveURL(endsWithPath(pagePath('/contact/sent', 'es')));
    await storedOnce('contact', name);
    expectNoValueIn(urls, [name, 'nojs.refused@example.com', '1111 2222', 'casting']);
  });

  test('an application with four photos: the cities come from the server, then it is stored once', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const name = `No-JS applicant ${test.info().project.name} ${Date.now()}`;
    await page.goto(pagePath('/be-a-model', 'en'));
    await page.getByLabel(label('name')).fill(name);
    await page.getByLabel(label('gender')).selectOption('woman');
    await page.getByLabel(label('birthdate')).fill('04/05/2001');
    await page.getByLabel(label('height')).selectOption(`178/5'10"`);
    await page.getByLabel(label('nationality')).selectOption('1');
    await page.getByLabel(label('country')).selectOption('1');
    await page.getByLabel(label('email')).fill('nojs.applicant@example.com');
    await expect(page.getByLabel(label('city'))).toBeDisabled();
    // No script loads the country's cities: the form goes to the server and comes back with them.
    await afterHumanFillTime(page);
    await page.getByRole('button', { name: msg('en', 'PlainForm.showCities') }).click();
    await expect(page).toHaveURL(endsWithPath(pagePath('/be-a-model/review', 'en'), '\\?id=[0-9a-f-]{36}'));
    await expect(page.getByLabel(label('name'))).toHaveValue(name);
    await expect(page.getByLabel(label('country'))).toHaveValue('1');
    await expect(page.getByLabel(label('email'))).toHaveValue('nojs.applicant@example.com');
    await expect(page.getByTestId('review-notice')).toHaveText(msg('en', 'PlainForm.filesNotice'));
    const city = page.getByLabel(label('city'));
    await expect(city).toBeEnabled();
    const firstCity = await city.locator('option:not([value=""])').first().getAttribute('value');
    await city.selectOption(firstCity);
    await page.getByLabel(label('phone')).fill('+52 (55) 1234 - 5678');
    await page.getByLabel(label('instagram')).fill('@nojs_applicant');
    for (let n = 1; n <= 4; n += 1) {
      await page.locator(`#application-image_${n}`).setInputFiles(photo(`photo-${n}.png`));
    }
    await page.locator('#application-accept').check();
    await page.getByRole('button', { name: msg('en', 'Forms.send') }).click();

    await expect(page).toHaveURL(endsWithPath(pagePath('/be-a-model/sent', 'en')));
    await expect(page.getByText(msg('en', 'PlainForm.applicationSent'))).toBeVisible();
    const record = await storedOnce('application', name);
    expect(record.files.map((file) => file.field).sort()).toEqual(photoFields);
    expect(record.fields).toMatchObject({ instagram: '@nojs_applicant', id_city: Number(firstCity) });
    expect(String(record.fields.idempotency_key)).toMatch(/^plain-application-[0-9a-f]{64}$/);
    expectNoValueIn(urls, [name, 'nojs.applicant@example.com', '1234 - 5678', 'nojs_applicant']);
    await expectFits(page);
  });

  test('an application missing a field keeps what was written, shows the error and asks for the photos again', async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const name = `No-JS refused applicant ${test.info().project.name} ${Date.now()}`;
    await page.goto(pagePath('/be-a-model', 'pt'));
    const tp = (key: string) => new RegExp(`^${msg('pt', `Application.${key}`)}( \\*)?$`);
    await page.getByLabel(tp('name')).fill(name);
    await page.getByLabel(tp('birthdate')).fill('04/05/2001');
    await page.getByLabel(tp('instagram')).fill('@refused');
    for (let n = 1; n <= 4; n += 1) {
      await page.locator(`#application-image_${n}`).setInputFiles(photo(`photo-${n}.png`));
    }
    await page.locator('#application-accept').check();
    await afterHumanFillTime(page);
    await page.getByRole('button', { name: msg('pt', 'Forms.send') }).click();

    await expect(page).toHaveURL(endsWithPath(pagePath('/be-a-model/review', 'pt'), '\\?id=[0-9a-f-]{36}'));
    const notice = page.getByTestId('review-notice');
    await expect(notice).toContainText(msg('pt', 'PlainForm.reviewNotice'));
    await expect(notice).toContainText(msg('pt', 'PlainForm.filesNotice'));
    await expect(page.getByLabel(tp('name'))).toHaveValue(name);
    await expect(page.getByLabel(tp('birthdate'))).toHaveValue('04/05/2001');
    await expect(page.getByLabel(tp('instagram'))).toHaveValue('@refused');
    await expect(page.locator('#application-accept')).toBeChecked();
    const email = page.getByLabel(tp('email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(msg('pt', 'Forms.errors.required'));
    expect(await storedNamed('application', name)).toHaveLength(0);
    expectNoValueIn(urls, [name, '@refused', '04/05/2001']);
    await expectFits(page);
  });

  test('a message over the size limit gets a page saying so in the visitor’s language, with 413', async ({
    page,
  }) => {
    const name = `No-JS too large ${test.info().project.name} ${Date.now()}`;
    await page.goto(pagePath('/contact', 'en'));
    await page.getByLabel(msg('en', 'Contact.name')).fill(name);
    await page.getByLabel(msg('en', 'Contact.email')).fill('nojs.large@example.com');
    await page.getByLabel(msg('en', 'Contact.phone')).fill('+52 55 1234 5678');
    // Over the contact form's 64 KB, the site's limit and nginx's alike.
    await page.getByLabel(msg('en', 'Contact.message')).fill('long '.repeat(14_000));
    await afterHumanFillTime(page);
    const answer = page.waitForResponse((response) => response.url().includes('/api/contact'));
    await page.getByRole('button', { name: msg('en', 'Forms.send') }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.getByTestId('plain-refusal')).toHaveText(msg('en', 'PlainForm.refused.tooLarge'));
    await expect(page.getByRole('link', { name: msg('en', 'PlainForm.backToForm') })).toHaveAttribute(
      'href',
      pagePath('/contact', 'en'),
    );
    expect(page.url()).not.toContain('nojs.large');
    expect(await storedNamed('contact', name)).toHaveLength(0);
    await expectFits(page);
  });
});

// axe-core runs on timers, which never fire in a page without JavaScript: the pages these sends lead to are
// checked with it. A review page is reached as the browser would, by a plain post and its 303.
test.describe('the pages of a send without JavaScript, checked by axe', () => {
  test.use({ javaScriptEnabled: true });

  test('the sent pages and the review pages have no axe violations', async ({ page }) => {
    for (const path of [pagePath('/contact/sent', 'en'), pagePath('/be-a-model/sent', 'es')]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    const headers = {
      origin: e2eSiteUrl,
      'x-forwarded-for': `198.51.103.${process.pid % 250}`,
    };
    const hidden = { website: '', form_token: 'axe', form_started: String(Date.now() - 60_000) };
    const contact = await page.request.post('/api/contact?lang=en', {
      headers,
      form: { ...hidden, locale: 'en', name: 'Axe', email: '', phone: '', message: 'Hola' },
      maxRedirects: 0,
    });
    expect(contact.status()).toBe(303);
    await page.goto(contact.headers()['location']!);
    await expect(page.getByTestId('review-notice')).toBeVisible();
    await expectNoAxeViolations(page);
    const application = await page.request.post('/api/get-scouted?lang=pt', {
      headers,
      multipart: { ...hidden, locale: 'pt', name: 'Axe', country: '1', intent: 'cities' },
      maxRedirects: 0,
    });
    expect(application.status()).toBe(303);
    await page.goto(application.headers()['location']!);
    await expect(page.locator('#application-city')).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});
