import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { staffPaths } from '@/lib/staff/paths';
import { draftTalent } from '../../support/e2e/backend-data';
import { expect, test } from '../../support/e2e/fixtures';
import { answerDialog, demoAdmin, signInAsStaff, type StaffMessages } from '../../support/e2e/staff';
import { sendContact } from '../../support/e2e/submit';

// No dead end in the staff area (docs/staff.md, "Changes"): a change sent after the session ended stays on
// its page, which says so with a sign-in that opens in a new tab; once signed in there, the same button goes
// through. What names nothing is the staff area's own 404.

/** The page keeps its address and HTML, and says the session ended, with a sign-in link back to it. */
async function endedHere(page: Page, t: StaffMessages, url: string) {
  const notice = page.getByRole('alert').filter({ hasText: t('forms.session.actionEnded') });
  await expect(notice).toBeVisible();
  expect(page.url()).toBe(url);
  const signIn = notice.getByRole('link', { name: t('forms.session.signIn') });
  await expect(signIn).toHaveAttribute('target', '_blank');
  const back = new URL(url);
  const next = new URL((await signIn.getAttribute('href'))!, url).searchParams.get('next');
  expect(next?.split('?')[0]).toBe(back.pathname);
  return signIn;
}

/** Signs in again in the tab a notice's link opens (they are alike), which lands on the page it came from. */
async function signInThere(page: Page, t: StaffMessages, link: ReturnType<Page['getByRole']>) {
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.first().click()]);
  await tab.getByLabel(t('signIn.email')).fill(demoAdmin.email);
  await tab.getByLabel(t('signIn.password')).fill(demoAdmin.password);
  await tab.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(tab).toHaveURL((url) => url.pathname === new URL(page.url()).pathname);
  await tab.close();
}

test('publish, a picture removal and the inbox status answer an ended session in the page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Aaaa Sin Salida ${testInfo.project.name} ${Date.now() % 100_000}`;
  expect(
    (
      await sendContact(request, { name, email: 'x@example.com', phone: '5512345678', message: 'Hola' })
    ).status(),
  ).toBe(201);
  const t = await signInAsStaff(page);
  await page.goto(staffPaths.newTalent);
  await page.getByLabel(t('talent.fields.name')).fill(name);
  await page.getByRole('button', { name: t('talent.create') }).click();
  await expect(page).toHaveURL(/\/staff\/talents\/\d+$/);
  const buffer = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#205080' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(t('talent.chooseFiles'))
    .setInputFiles([{ name: 'a.jpg', mimeType: 'image/jpeg', buffer }]);
  await page.getByRole('button', { name: t('talent.upload') }).click();
  const book = page.locator('ul[data-gallery="book"] img');
  await expect(book).toHaveCount(1);
  const editorUrl = page.url();

  // Publish, with the session over.
  await page.context().clearCookies();
  const publish = page.getByRole('button', { name: t('drafts.publish'), exact: true });
  await publish.click();
  const signIn = await endedHere(page, t, editorUrl);
  await expect(page.getByText(t('drafts.statusDraft.talent'))).toBeVisible();

  // A picture's removal, after its dialog: the same.
  const remove = page.getByRole('button', {
    name: t('talent.removePicture').replace('{n}', '1').replace('{gallery}', t('talent.galleries.book')),
    exact: true,
  });
  await remove.click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('alert').filter({ hasText: t('forms.session.actionEnded') })).toHaveCount(2);
  await expect(book).toHaveCount(1);

  // Signed in again in the new tab, both buttons go through.
  await signInThere(page, t, signIn);
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();
  await remove.click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('trash.pictureRemoved') })).toBeVisible();
  await expect(book).toHaveCount(0);

  // The inbox's bulk status: the row stays ticked, and goes through once signed in again.
  await page.goto(`${staffPaths.inbox}?kind=contact`);
  const inboxUrl = page.url();
  const tick = page.getByLabel(t('inbox.select').replace('{name}', name));
  await tick.check();
  await page.context().clearCookies();
  const setStatus = page.getByRole('button', { name: t('inbox.setStatus') });
  await setStatus.click();
  const again = await endedHere(page, t, inboxUrl);
  await expect(tick).toBeChecked();
  await signInThere(page, t, again);
  await setStatus.click();
  await expect(page).toHaveURL(/done=status&n=1/);

  // Off the roster again, for the specs that read it.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: t('talent.delete') }).click();
  await answerDialog(page, t('forms.trash'));
  await expect(page.getByRole('status').filter({ hasText: t('talents.deleted') })).toBeVisible();
});

test('publish and unpublish work without the page script', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const t = await signInAsStaff(page);
    await page.goto(staffPaths.newTalent);
    // The new-talent form needs the script: the draft is made in the backend, with this page's session.
    const id = await draftTalent(page, `Aaaa Sin Script ${testInfo.project.name} ${Date.now() % 100_000}`);
    await page.goto(staffPaths.talent(id));
    await page.getByRole('button', { name: t('drafts.publish'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();
    await expect(page).toHaveURL(`${staffPaths.talent(id)}?done=published`);
    // And back off the roster, the same way.
    await page.getByRole('button', { name: t('drafts.unpublish'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('drafts.didUnpublish') })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('what names nothing is the staff 404, in the staff frame', async ({ page }) => {
  const t = await signInAsStaff(page);
  for (const path of [
    staffPaths.talent(99_999),
    staffPaths.post(99_999),
    staffPaths.item({ kind: 'contact', id: 99_999 }),
    staffPaths.file(99_999),
    '/staff/nope',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') }), path).toBeVisible();
    await expect(page.getByRole('link', { name: t('notFound.back') }), path).toHaveAttribute(
      'href',
      staffPaths.inbox,
    );
    // The staff bar, signed in; not the public site's 404 and its HOME.
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('nav.signOut') }),
      path,
    ).toBeAttached();
    await expect(page.getByRole('link', { name: /^home$/i }), path).toHaveCount(0);
  }
});
