import type { StaffT } from '@/lib/staff/locale';
import type { SaveLabels } from './use-staff-save';

/** The question before leaving a page whose form was changed and not saved. */
export const unsavedWords = (t: StaffT) => ({
  question: t('forms.unsaved.question'),
  confirm: t('forms.unsaved.leave'),
  cancel: t('forms.unsaved.stay'),
});

/**
 * The words of an editor's save, from its part of the staff messages; `submit` is its button's. A talent's
 * or a post's save says what the public sees of it: nothing while it is a draft, the edit within seconds
 * once it is published, on its own pages.
 */
export function saveLabels(
  t: StaffT,
  editor: 'post' | 'talent' | 'social',
  submit: string,
  published = false,
): Omit<SaveLabels, 'errors'> {
  return {
    submit,
    saving: t(`${editor}.saving`),
    saved:
      editor === 'social' ? t('social.saved') : t(`${editor}.saved.${published ? 'published' : 'draft'}`),
    failed: t(`${editor}.failed`),
    fixFields: t(`${editor}.fixFields`),
    sessionEnded: t('forms.session.ended'),
    signIn: t('forms.session.signIn'),
    gone: t('forms.refused.gone'),
    unsaved: unsavedWords(t),
    stale: {
      // Its blanks kept for the editor to fill in with who saved since and when (stale-message.ts).
      changed: t(`forms.stale.${editor}`, { name: '{name}', time: '{time}' }),
      someone: t('forms.stale.someone'),
      kept: t('forms.stale.kept'),
      load: t('forms.stale.load'),
      saveOver: t('forms.stale.saveOver'),
    },
  };
}
