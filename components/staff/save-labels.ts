import type { StaffT } from '@/lib/staff/locale';
import { byKey } from './words';

/** The question before leaving a page whose form was changed and not saved. */
export const unsavedWords = (t: StaffT) => ({
  question: t('forms.unsaved.question'),
  confirm: t('forms.unsaved.leave'),
  cancel: t('forms.unsaved.stay'),
});

/** The words of a save, and each refusal of a field by its code (`required`, `link`…). */
export type SaveLabels = ReturnType<typeof saveLabels> & { errors: Record<string, string> };

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
) {
  return {
    submit,
    ...byKey(['saving', 'failed', 'fixFields'], (word) => t(`${editor}.${word}`)),
    saved:
      editor === 'social' ? t('social.saved') : t(`${editor}.saved.${published ? 'published' : 'draft'}`),
    sessionEnded: t('forms.session.ended'),
    signIn: t('forms.session.signIn'),
    gone: t('forms.refused.gone'),
    unsaved: unsavedWords(t),
    stale: {
      // Its blanks kept for the editor to fill in with who saved since and when (conflict-notice.client.tsx).
      changed: t(`forms.stale.${editor}`, { name: '{name}', time: '{time}' }),
      ...byKey(['someone', 'kept', 'load', 'saveOver'], (word) => t(`forms.stale.${word}`)),
    },
  };
}
