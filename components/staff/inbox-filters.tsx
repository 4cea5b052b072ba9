import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import { inboxHref, type InboxFilter } from '@/lib/staff/inbox-filter';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { ListFilters } from './list-filters';
import styles from './staff.module.css';

/**
 * The kind tabs and the status and search form: a plain GET form, no script needed. On a phone, where
 * the form took the first screen, it is folded behind its button (a `<details>`) unless a status or a
 * search is chosen.
 */
export function InboxFilters({ t, filter }: { t: StaffT; filter: InboxFilter }) {
  const active = Boolean(filter.status || filter.q);
  return (
    <>
      <nav aria-label={t('inbox.title')}>
        <ul className={styles.tabs}>
          {inboxKinds.map((kind) => (
            <li key={kind}>
              <a href={inboxHref({ kind, page: 1 })} aria-current={kind === filter.kind ? 'page' : undefined}>
                {t(`inbox.kinds.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <details className={`${styles.fold} ${styles.filtersFold}`} open={active}>
        <summary className={styles.foldButton}>{t('inbox.filters')}</summary>
        <ListFilters
          list="inbox"
          action={staffPaths.inbox}
          filter={{
            name: 'status',
            label: t('inbox.status'),
            values: inboxStatuses,
            words: (status) => t(`inbox.statuses.${status}`),
            value: filter.status,
            any: t('inbox.anyStatus'),
          }}
          search={{ label: t('inbox.search'), value: filter.q, placeholder: t('inbox.searchHint') }}
          apply={t('inbox.apply')}
        >
          <input type="hidden" name="kind" value={filter.kind} />
        </ListFilters>
      </details>
    </>
  );
}
