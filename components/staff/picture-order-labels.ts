import type { StaffT } from '@/lib/staff/locale';

/** The templates' slots, kept for the client to fill in (words.ts). */
const slots = { n: '{n}', position: '{position}', gallery: '{gallery}' };

export type PictureOrderLabels = ReturnType<typeof pictureOrderLabels>;

/**
 * The labels of a list put in order, named `gallery`: of pictures (a talent's gallery, a post's) or
 * of the home's and the reach-out page's slides, which have words of their own.
 */
export function pictureOrderLabels(t: StaffT, gallery: string, of: 'pictures' | 'slides') {
  const words = of === 'pictures' ? 'talent' : 'slides';
  return {
    gallery,
    help: t(`${words}.orderHelp`),
    saved: t(`${words}.orderSaved`),
    failed: t(`${words}.orderFailed`),
    sessionEnded: t('forms.session.orderEnded'),
    signIn: t('forms.session.signIn'),
    picture: of === 'pictures' ? t('talent.picture', slots) : t('slides.slide', slots),
    moveHandle: t(`${words}.moveHandle`, slots),
    removePicture: of === 'pictures' ? t('talent.removePicture', slots) : t('slides.removeSlide', slots),
    // What the button does, and its dialog's answer: the picture or slide goes to the trash.
    remove: t('forms.trash'),
    confirmRemove: t(`forms.confirm.${of === 'pictures' ? 'picture' : 'slide'}`, slots),
    cancel: t('forms.cancel'),
    picked: t(`${words}.announce.picked`, slots),
    over: t(`${words}.announce.over`, slots),
    dropped: t(`${words}.announce.dropped`, slots),
    cancelled: t(`${words}.announce.cancelled`, slots),
  };
}
