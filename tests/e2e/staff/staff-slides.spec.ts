import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures';
import { soon } from '../../support/e2e/shown-soon';
import { behindNginx } from '../../support/e2e/servers';
import { pickUpWithKeyboard, signInAsStaff, staffBar } from '../../support/e2e/staff';
import { trashSlide } from '../../support/e2e/trash-picture';
import { pagePath } from '@/tests/support/paths';

// The reach-out page's slides as the agency keeps them: a picture slide added last, moved first with the
// keyboard, shown first on the public page within 2 s, then removed with its files.

async function picture(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#604030' } })
    .jpeg()
    .toBuffer();
  return { name: `slide-${width}x${height}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** The paths of the pictures a slide list shows, in its order. */
function shownPaths(pictures: Locator): Promise<string[]> {
  return pictures.evaluateAll((images) =>
    images.map((image) => new URL((image as HTMLImageElement).src).pathname),
  );
}

/** Where each slide's phone picture first appears in the reach-out page's HTML, -1 when it does not. */
async function placesOnReachout(page: Page, paths: string[]) {
  const html = await (await page.request.get(pagePath('/reachout', 'es'))).text();
  return paths.map((path) => html.indexOf(path));
}

test('a picture slide added to the reach-out page, moved first with the keyboard, then removed', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone moves a talent’s pictures with the same list');
  test.setTimeout(90_000);
  const t = await signInAsStaff(page);
  await (await staffBar(page, t)).getByRole('link', { name: t('nav.slides') }).click();
  const reach = page.locator('section#slidereach');
  // Each slide by its first picture (the phone's): the list shows its desktop one beside it.
  const pictures = reach.locator('ul[data-gallery="slidereach"] > li > img:first-of-type');
  await expect(pictures.first()).toBeVisible();
  const before = await pictures.count();
  expect(before).toBeGreaterThan(0);

  // The form judges its files only once the page has hydrated: before, a click posts it the plain way. A
  // move handle is enabled by the same hydration (disabled until then).
  const moveHandle = (n: number) =>
    page.getByRole('button', {
      name: t('slides.moveHandle')
        .replace('{n}', String(n))
        .replace('{gallery}', t('slides.types.slidereach')),
      exact: true,
    });
  await expect(moveHandle(1)).toBeEnabled();

  // Without its desktop picture nothing is added, and the form says so.
  const form = reach.locator('form').filter({ hasText: t('slides.addImage') });
  await form.getByLabel(t('slides.alt')).fill('Casting de invierno');
  await form.getByLabel(t('slides.mobile')).setInputFiles([await picture(90, 160)]);
  await form.getByLabel(t('slides.desktop')).evaluate((input) => input.removeAttribute('required'));
  await form.getByRole('button', { name: t('slides.add') }).click();
  await expect(form.locator('[data-upload-progress] li')).toContainText(t('forms.upload.refused.invalid'));
  await expect(form.getByRole('alert')).toHaveText(
    t('forms.upload.done').replace('{arrived}', '0').replace('{total}', '1'),
  );
  await expect(pictures).toHaveCount(before);

  await form.getByLabel(t('slides.alt')).fill('Casting de invierno');
  await form.getByLabel(t('slides.mobile')).setInputFiles([await picture(90, 160)]);
  await form.getByLabel(t('slides.desktop')).setInputFiles([await picture(192, 108)]);
  await form.getByRole('button', { name: t('slides.add') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('slides.added') })).toBeVisible();
  await expect(pictures).toHaveCount(before + 1);
  // A new slide is a draft, on no public page until published.
  await reach
    .getByRole('listitem')
    .filter({ hasText: 'Casting de invierno' })
    .last()
    .getByRole('button', { name: t('drafts.publish'), exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: t('drafts.didPublish') })).toBeVisible();
  const paths = await shownPaths(pictures);
  const added = paths.at(-1)!;
  expect(added).toMatch(/^\/media\/staff\/slides\//);
  await expectNoAxeViolations(page);

  try {
    const handle = moveHandle(before + 1);
    // The handle works once the page has hydrated (disabled until then).
    await expect(handle).toBeEnabled();
    await handle.focus();
    // Each key waits for what a screen reader hears: a key pressed before the list has measured the last
    // move is lost (under load the slide then stopped one place short).
    const said = (key: string, values: Record<string, number>) =>
      page.getByText(
        Object.entries(values).reduce(
          (text, [name, value]) => text.replace(`{${name}}`, String(value)),
          t(key),
        ),
      );
    const n = before + 1;
    await pickUpWithKeyboard(page, said('slides.announce.picked', { n }));
    for (let position = before; position >= 1; position--) {
      await page.keyboard.press('ArrowLeft');
      await expect(said('slides.announce.over', { n, position })).toBeAttached();
    }
    await page.keyboard.press('Space');
    await expect(said('slides.announce.dropped', { n, position: 1 })).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: t('slides.orderSaved') })).toBeVisible();
    await page.reload();
    expect(await shownPaths(pictures)).toEqual([added, ...paths.slice(0, -1)]);

    if (!behindNginx) {
      // The public page shows the new order within 2 s: the new slide before the one that was first.
      await soon(async () => {
        const [mine, first] = await placesOnReachout(page, [added, paths[0]!]);
        return mine! >= 0 && mine! < first!;
      }).toBe(true);
    }
  } finally {
    // Removed wherever it stands, by its own button.
    await page.goto('/staff/slides');
    const index = (await shownPaths(pictures)).indexOf(added);
    if (index >= 0) {
      await trashSlide(page, t, index + 1);
    }
  }
  await expect(pictures).toHaveCount(before);
  if (!behindNginx) {
    await soon(async () => (await placesOnReachout(page, [added]))[0]).toBe(-1);
  }
});
