import { itemHref, type InboxFilter } from '@/lib/staff/inbox-filter';
import type { StaffT } from '@/lib/staff/locale';
import type { StaffSubject } from '@/lib/staff/paths';
import styles from './inbox.module.css';

type Props = {
  t: StaffT;
  kind: StaffSubject['kind'];
  neighbours: { previous: number | null; next: number | null };
  /** The list the item was opened from, which the links stay in. */
  filter: Pick<InboxFilter, 'status' | 'q'>;
};

/** The submissions above and below this one in the list it was opened from. */
export function InboxNeighbours({ t, kind, neighbours, filter }: Props) {
  if (neighbours.previous === null && neighbours.next === null) return null;
  return (
    <nav className={styles.around} aria-label={t('item.around')}>
      {neighbours.previous === null ? (
        <span />
      ) : (
        <a rel="prev" href={itemHref({ kind, id: neighbours.previous }, filter)}>
          ← {t('item.previous')}
        </a>
      )}
      {neighbours.next !== null && (
        <a rel="next" href={itemHref({ kind, id: neighbours.next }, filter)}>
          {t('item.next')} →
        </a>
      )}
    </nav>
  );
}
