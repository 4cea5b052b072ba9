import { existsSync } from 'node:fs';
import { staffPaths } from '@/lib/staff/paths';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { e2eBackendUrl, e2eEnv } from '../../support/e2e/servers';
import { answerDialog, signInAsStaff, staffMsg, unfold } from '../../support/e2e/staff';
import { sendApplication } from '../../support/e2e/submit';
import { operatorGet } from '../../support/operator';
import { hydrated } from '../../support/e2e/hydrated';

// The inbox as the agency uses it, on a phone and on a desk: an application sent through the site is read
// with its four photos, marked, and erased with its files.

/** Where the backend keeps each photo of an application (its inbox names the files' places). */
async function photoPlaces(name: string): Promise<string[]> {
  const answer = await operatorGet(
    e2eBackendUrl,
    e2eEnv.DATA_DIR!,
    '/panel/api/inbox?kind=application&per_page=100',
  );
  const { data } = (await answer.json()) as { data: { name: string; files: { path: string }[] }[] };
  return data.find((item) => item.name === name)?.files.map((file) => file.path) ?? [];
}

const fitsTheScreen = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an application is read with its four photos, marked answered, then erased with its files', async ({
  page,
  request,
}, testInfo) => {
  const name = `Inbox ${testInfo.project.name} ${Date.now()}`;
  const sent = await sendApplication(request, {
    name,
    email: 'inbox.applicant@example.com',
    phone: '55 1234 5678',
    instagram: '@inbox.applicant',
  });
  expect(sent.status()).toBe(201);
  const places = await photoPlaces(name);
  expect(places).toHaveLength(4);

  const t = await signInAsStaff(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/staff' });
  expect(cookie?.secure).toBe(new URL(page.url()).protocol === 'https:');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);

  await unfold(page, t('inbox.filters'));
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: t('inbox.apply') }).click();
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const photos = page.getByRole('img');
  await expect(photos).toHaveCount(4);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: t('item.replyWhatsApp') })).toHaveAttribute(
    'href',
    'https://wa.me/525512345678',
  );

  await page.getByLabel(t('inbox.status'), { exact: true }).selectOption('answered');
  await page.getByRole('button', { name: t('item.save') }).click();
  await expect(page.getByRole('status')).toHaveText(t('item.statusSaved'));
  await expect(page.getByLabel(t('inbox.status'), { exact: true })).toHaveValue('answered');

  // Deleting asks first, in a dialog: Cancel keeps the submission.
  await page.getByRole('button', { name: t('item.erase') }).click();
  await answerDialog(page, t('forms.cancel'));
  expect(new URL(page.url()).pathname).toMatch(/^\/staff\/inbox\/application\/\d+$/);
  await page.getByRole('button', { name: t('item.erase') }).click();
  await answerDialog(page, t('forms.deleteForGood'));
  await expect(page.getByRole('status').first()).toHaveText(t('item.erased'));
  expect(places.filter((place) => existsSync(place))).toEqual([]);
  await unfold(page, t('inbox.filters'));
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: t('inbox.apply') }).click();
  await expect(page.getByText(t('inbox.empty'))).toBeVisible();
});

test('signing out ends the session on the server: its cookie, replayed, opens nothing', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a session is the same on every screen');
  const t = await signInAsStaff(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
  await page.getByRole('button', { name: t('nav.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('signIn.title') })).toBeVisible();
  const replayed = await request.get(staffPaths.inbox, {
    headers: { cookie: `staff_session=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(replayed.status()).toBe(307);
  expect(replayed.headers().location).toBe(`${staffPaths.signIn}?error=expired`);
});

test("the staff area switches to its other language and stays so, whatever the browser's", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the language is the same on every screen');
  const t = await signInAsStaff(page);
  const shown = await page.locator('html').getAttribute('lang');
  const other = shown === 'es' ? 'en' : 'es';
  await page.getByRole('button', { name: t('nav.languageLabel') }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffMsg(other, 'inbox.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  // The inbox says whether staff are told by e-mail; the test backend has no SMTP_URL.
  await expect(page.getByText(staffMsg(other, 'notify.off'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: staffMsg(other, 'inbox.title') })).toBeVisible();
});

/** The number of new submissions beside "Inbox" in the staff bar (0 when it shows none), its menu shut or not. */
async function newCount(page: import('@playwright/test').Page, t: (key: string) => string): Promise<number> {
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${t('nav.inbox')}`), includeHidden: true });
  const shown = link.locator('span[aria-hidden="true"]');
  return (await shown.count()) === 0 ? 0 : Number(await shown.textContent());
}

test('three applications are triaged: thumbnails, read in order with their photos large, set a status together', async ({
  page,
  request,
}, testInfo) => {
  const prefix = `Triage ${testInfo.project.name} ${Date.now()}`;
  for (const letter of ['A', 'B', 'C']) {
    const fields = { email: 'triage@example.com', phone: '5512345678', instagram: '@triage' };
    expect((await sendApplication(request, { name: `${prefix} ${letter}`, ...fields })).status()).toBe(201);
  }
  const t = await signInAsStaff(page);
  await unfold(page, t('inbox.filters'));
  await page.getByRole('searchbox').fill(prefix);
  await page.getByRole('button', { name: t('inbox.apply') }).click();
  const thumbnails = page.getByRole('listitem').getByRole('img');
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.first()).toHaveAttribute('loading', 'lazy');
  // The bar counts every new item, other specs' too: these three at least. Reading one takes it off the
  // count (the contract tests count it: tests/contract/backend/staff-inbox-triage.test.ts); here each row
  // of this test's own says it.
  expect(await newCount(page, t)).toBeGreaterThanOrEqual(3);
  const rows = page.getByRole('listitem').filter({ hasText: prefix });
  for (const row of await rows.all()) await expect(row).toContainText(t('inbox.statuses.new'));

  // The newest first.
  await page.getByRole('link', { name: new RegExp(`${prefix} C`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} C` })).toBeVisible();
  await expect(page.getByText(`178 cm / 5′10″`)).toBeVisible();
  await expect(page.getByText(new RegExp(t('item.age').replace('{age}', '\\d+')))).toBeVisible();

  const firstPhoto = page.getByRole('link', { name: t('item.openPhoto').replace('{n}', '1') });
  await hydrated(firstPhoto);
  await firstPhoto.click();
  const lightbox = page.locator('.yarl__container');
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  // Next and previous stay in the searched list.
  const around = page.getByRole('navigation', { name: t('item.around') });
  await around.getByRole('link', { name: new RegExp(t('item.next')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} B` })).toBeVisible();
  await around.getByRole('link', { name: new RegExp(t('item.next')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} A` })).toBeVisible();
  await expect(around.getByRole('link', { name: new RegExp(t('item.next')) })).toHaveCount(0);
  await around.getByRole('link', { name: new RegExp(t('item.previous')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${prefix} B` })).toBeVisible();

  // Back in the searched list, the three read, then archived at once.
  await page.getByRole('link', { name: t('item.back') }).click();
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText(t('inbox.statuses.seen'));
  await page.getByLabel(t('inbox.selectAll')).check();
  await page.getByLabel(t('inbox.bulkStatus')).selectOption('archived');
  await page.getByRole('button', { name: t('inbox.setStatus') }).click();
  await expect(page.getByRole('status').first()).toContainText('3');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText(t('inbox.statuses.archived'));
});
