import { limitWords } from '@/lib/contract/upload-limits';
import type { StaffT } from '@/lib/staff/locale';
import type { UploadReason } from '@/lib/staff/upload-check';
import type { ConfirmWords } from './confirm-dialog.client';
import { unsavedWords } from './save-labels';

/** The words of an upload form's progress, from the server; `{name}`, `{arrived}` and `{total}` filled in. */
export type UploadLabels = {
  list: string;
  waiting: string;
  sending: string;
  arrived: string;
  cancelled: string;
  failed: string;
  /** A file of a batch past the number one batch takes, not sent. */
  left: string;
  refused: Record<UploadReason, string>;
  /** A file's cancel button: its words, and its name for a screen reader (`{name}`). */
  cancelOne: string;
  cancel: string;
  cancelAll: string;
  done: string;
  /** What the page says once every file of the batch arrived (its own notice). */
  added: string;
  sessionEnded: string;
  signIn: string;
  unsaved: ConfirmWords;
};

const slots = { name: '{name}', arrived: '{arrived}', total: '{total}' };
const reasons = ['type', 'size', 'invalid', 'session'] as const;

export function uploadLabels(t: StaffT, added: string): UploadLabels {
  return {
    list: t('forms.upload.list'),
    waiting: t('forms.upload.waiting'),
    sending: t('forms.upload.sending'),
    arrived: t('forms.upload.arrived'),
    cancelled: t('forms.upload.cancelled'),
    failed: t('forms.upload.failed'),
    left: t('forms.upload.left', limitWords),
    refused: Object.fromEntries(
      reasons.map((reason) => [reason, t(`forms.upload.refused.${reason}`)]),
    ) as Record<UploadReason, string>,
    cancelOne: t('forms.cancel'),
    cancel: t('forms.upload.cancel', slots),
    cancelAll: t('forms.upload.cancelAll'),
    done: t('forms.upload.done', slots),
    added,
    sessionEnded: t('forms.session.ended'),
    signIn: t('forms.session.signIn'),
    unsaved: unsavedWords(t),
  };
}
