import type { InboxStatus } from '@/lib/api/staff';
import { inboxStatuses } from '@/lib/api/schemas/staff';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths, type StaffSubject } from '@/lib/staff/paths';
import { mailLink, whatsAppLink } from '@/lib/staff/reply-links';
import { DeleteSection } from './delete-section';
import styles from './staff.module.css';
import { SelectField } from './fields';

type Props = {
  t: StaffT;
  subject: StaffSubject;
  status: InboxStatus;
  reply: { email: string; phone: string; subject: string };
};

/** What staff do with a submission: write back, set its status, delete it for good. Plain forms. */
export function ItemActions({ t, subject, status, reply }: Props) {
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
        <form className={styles.inline} method="post" action={staffPaths.api.status(subject)}>
          <SelectField
            id="item-status"
            name="status"
            label={t('inbox.status')}
            values={inboxStatuses}
            words={(name) => t(`inbox.statuses.${name}`)}
            defaultValue={status}
          />
          <button className={styles.button} type="submit">
            {t('item.save')}
          </button>
        </form>
      </section>
      <DeleteSection
        id="erase"
        action={staffPaths.api.erase(subject)}
        title={t('item.eraseTitle')}
        hint={t(subject.kind === 'application' ? 'item.eraseHint' : 'item.eraseHintMessage')}
        confirm={t('item.eraseConfirm')}
        button={t('item.erase')}
        ask={{
          question: t(`forms.confirm.${subject.kind === 'application' ? 'application' : 'message'}`),
          confirm: t('forms.deleteForGood'),
          cancel: t('forms.cancel'),
        }}
      />
    </div>
  );
}
