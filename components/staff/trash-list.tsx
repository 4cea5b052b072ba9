import type { TrashItem } from '@/lib/api/staff-trash';
import { intlLocale } from '@/lib/staff/inbox-format';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { ConfirmForm } from './confirm-submit.client';
import styles from './staff.module.css';

type Props = { t: StaffT; locale: StaffLocale; items: TrashItem[] };

/**
 * What is in the trash, the last removed first: what it is, its name and picture, when and by whom it was
 * removed; each restored in its place, or deleted for good once asked (a dialog, or a box to tick).
 */
export function TrashList({ t, locale, items }: Props) {
  if (items.length === 0) return <p>{t('trash.empty')}</p>;
  const when = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const date = when.format(new Date(item.deletedAt));
        return (
          <li key={`${item.kind}-${item.id}`} className={styles.row}>
            {item.picture ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={item.picture} alt="" width={72} height={96} loading="lazy" />
            ) : null}
            <span className={styles.rowName}>
              <span className={styles.badge}>{t(`trash.kinds.${item.kind}`)}</span>
              {item.name}
            </span>
            <span className={styles.rowMeta}>
              {item.by ? t('trash.removedBy', { date, email: item.by }) : t('trash.removed', { date })}
            </span>
            <form className={styles.inline} method="post" action={staffPaths.api.restore(item.kind, item.id)}>
              <button className={styles.button} type="submit">
                {t('trash.restore')}
              </button>
            </form>
            <ConfirmForm
              className={styles.inline}
              action={staffPaths.api.deleteForGood(item.kind, item.id)}
              tickBox={{ label: t('trash.deleteConfirm'), className: styles.check }}
              question={t('trash.deleteQuestion', { name: item.name })}
              confirm={t('trash.deleteForGood')}
              cancel={t('forms.cancel')}
            >
              <button className={`${styles.button} ${styles.danger}`} type="submit">
                {t('trash.deleteForGood')}
              </button>
            </ConfirmForm>
          </li>
        );
      })}
    </ul>
  );
}
