import type { TrashItem } from '@/lib/api/staff-trash';
import { talentGalleries } from '@/lib/contract/talent-input';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { agencyDateTime } from './agency-time';
import { ActionForm } from './action-form.client';
import { DeleteForm } from './delete-form';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  locale: StaffLocale;
  items: TrashItem[];
  /** The trash's Server Actions (app/staff/trash/actions.ts), each taking the row's `kind` and `id`. */
  actions: { restore: StaffFormAction; purge: StaffFormAction };
};

/** A talent's gallery in the staff's words (`Book`, `Snaps`), or as stored when it is none of theirs. */
const galleryWord = (t: StaffT, gallery: string | null) => {
  const known = talentGalleries.find((name) => name === gallery);
  return known ? t(`talent.galleries.${known}`) : (gallery ?? '');
};

/** What a row names: a talent's picture by whose it is and its gallery, so it is not read as the talent. */
function trashWords(t: StaffT, item: TrashItem) {
  const values = { name: item.name, gallery: galleryWord(t, item.gallery) };
  return {
    name: item.kind === 'picture' ? t('trash.pictureName', values) : item.name,
    question: t(`trash.deleteQuestion.${item.kind}`, values),
  };
}

/** What is in the trash, the last moved there first: each restored, or deleted for good once asked. */
export function TrashList({ t, locale, items, actions }: Props) {
  if (items.length === 0) return <p>{t('trash.empty')}</p>;
  const when = agencyDateTime(locale);
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const date = when.format(new Date(item.deletedAt));
        const words = trashWords(t, item);
        const fields = { kind: item.kind, id: item.id };
        return (
          <li key={`${item.kind}-${item.id}`} className={styles.row}>
            {item.picture ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={item.picture} alt="" width={72} height={96} loading="lazy" />
            ) : null}
            <span className={styles.rowName}>
              <span className={styles.badge}>{t(`trash.kinds.${item.kind}`)}</span>
              {words.name}
            </span>
            <span className={styles.rowMeta}>
              {item.by ? t('trash.removedBy', { date, email: item.by }) : t('trash.removed', { date })}
            </span>
            <ActionForm className={styles.inline} action={actions.restore} fields={fields}>
              <button className={styles.button} type="submit">
                {t('trash.restore')}
              </button>
            </ActionForm>
            <DeleteForm
              action={actions.purge}
              fields={fields}
              tickBox={t('trash.deleteConfirm')}
              question={words.question}
              button={t('trash.deleteForGood')}
            />
          </li>
        );
      })}
    </ul>
  );
}
