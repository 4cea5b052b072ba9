import type { InboxStatus } from '@/lib/api/staff';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import type { StaffSubject } from '@/lib/staff/paths';
import { ActionForm } from './action-form.client';
import { mailLink, whatsAppLink } from '@/lib/staff/reply-links';
import { DeleteSection } from './delete-section';
import styles from './staff.module.css';
import { StatusField } from './status-field.client';

type Props = {
  t: StaffT;
  subject: StaffSubject;
  status: InboxStatus;
  reply: { email: string; phone: string; subject: string };
  /** Its Server Actions (app/staff/inbox/[kind]/[id]/actions.ts), each taking its `kind` and `id`. */
  actions: { setStatus: StaffFormAction; erase: StaffFormAction };
};

/** What staff do with a submission: write back, set its status, delete it for good. Plain forms, bound to Server Actions. */
export function ItemActions({ t, subject, status, reply, actions }: Props) {
  const whatsApp = whatsAppLink(reply.phone);
  return (
    <div className={styles.actions}>
      <section aria-labelledby="reply">
        <h2 id="reply">{t('item.reply')}</h2>
        <div className={styles.inline}>
          <a className={styles.button} href={mailLink(reply.email, reply.subject)}>
            {t('item.replyEmail')}
          </a>
          {whatsApp && (
            <a className={styles.button} href={whatsApp} rel="noopener noreferrer" target="_blank">
              {t('item.replyWhatsApp')}
            </a>
          )}
        </div>
      </section>
      <section aria-labelledby="status">
        <h2 id="status">{t('item.setStatus')}</h2>
        <ActionForm className={styles.inline} action={actions.setStatus} fields={subject}>
          <StatusField id="item-status" label={t('inbox.status')} status={status} />
          <button className={styles.button} type="submit">
            {t('item.save')}
          </button>
        </ActionForm>
      </section>
      <DeleteSection
        id="erase"
        action={actions.erase}
        fields={subject}
        title={t('item.eraseTitle')}
        hint={t(subject.kind === 'application' ? 'item.eraseHint' : 'item.eraseHintMessage')}
        confirm={t('item.eraseConfirm')}
        button={t('item.erase')}
        ask={{
          question: t(`forms.confirm.${subject.kind === 'application' ? 'application' : 'message'}`),
          confirm: t('forms.deleteForGood'),
        }}
      />
    </div>
  );
}
