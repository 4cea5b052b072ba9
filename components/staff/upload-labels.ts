import { limitWords } from '@/lib/contract/upload-limits';
import type { StaffT } from '@/lib/staff/locale';
import type { UploadReason } from '@/lib/staff/upload-check';
import { unsavedWords } from './save-labels';
import { byKey } from './words';

const states = ['list', 'waiting', 'sending', 'arrived', 'cancelled', 'failed', 'cancelAll'] as const;
const reasons = ['type', 'size', 'invalid', 'session'] as const satisfies readonly UploadReason[];
const slots = { name: '{name}', arrived: '{arrived}', total: '{total}' };

export type UploadLabels = ReturnType<typeof uploadLabels>;

/**
 * The words of an upload form's progress, each file's state by its name; `left`: a file of a batch past the
 * number one batch takes; `added`: what the page says once every file of the batch arrived.
 */
export function uploadLabels(t: StaffT, added: string) {
  return {
    ...byKey(states, (state) => t(`forms.upload.${state}`)),
    left: t('forms.upload.left', limitWords),
    refused: byKey(reasons, (reason) => t(`forms.upload.refused.${reason}`)),
    // A file's cancel button: its words, and its name for a screen reader.
    cancelOne: t('forms.cancel'),
    cancel: t('forms.upload.cancel', slots),
    done: t('forms.upload.done', slots),
    added,
    sessionEnded: t('forms.session.ended'),
    signIn: t('forms.session.signIn'),
    unsaved: unsavedWords(t),
  };
}
