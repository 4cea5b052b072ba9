import { expect, type Locator, type Page } from '@playwright/test';
import { answerDialog, type StaffMessages } from './staff';

/** Which picture to remove: by the message naming its button, its place and its gallery's shown name. */
export type PictureToTrash = {
  button: 'talent.removePicture' | 'slides.removeSlide';
  /** Its place in the gallery, from 1. */
  n: number;
  gallery: string;
  /** Where its button is, when the page has more than one gallery of that name. */
  within?: Locator;
};

/** Sends a picture of a gallery to the trash by its own button, saying yes to the page's question. */
export async function trashPicture(page: Page, t: StaffMessages, which: PictureToTrash): Promise<void> {
  const name = t(which.button).replace('{n}', String(which.n)).replace('{gallery}', which.gallery);
  await (which.within ?? page).getByRole('button', { name, exact: true }).click();
  await answerDialog(page, t('forms.trash'));
}

/** Sends the `n`th slide of the home's slider to the trash, and waits for the page to say so. */
export async function trashSlide(page: Page, t: StaffMessages, n: number): Promise<void> {
  await trashPicture(page, t, { button: 'slides.removeSlide', n, gallery: t('slides.types.slidereach') });
  await expect(page.getByRole('status').filter({ hasText: t('slides.removed') })).toBeVisible();
}
