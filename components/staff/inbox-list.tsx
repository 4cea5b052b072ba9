import type { StaffInboxItem } from '@/lib/api/staff';
import { inboxHref, itemHref, type InboxFilter } from '@/lib/staff/inbox-filter';
import { timeAgo } from '@/lib/staff/inbox-format';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { staffPaths } from '@/lib/staff/paths';
import { agencyDateTime } from './agency-time';
import { InboxSelection } from './inbox-selection.client';
import styles from './inbox.module.css';
import staffStyles from './staff.module.css';

type Props = {
  t: StaffT;
  items: StaffInboxItem[];
  locale: StaffLocale;
  filter: InboxFilter;
  /** The bulk Server Action (app/staff/actions.ts). */
  bulk: StaffFormAction;
};

/** The first photo of an application, small; a message has none, and keeps the space empty. */
function Thumb({ t, item }: { t: StaffT; item: StaffInboxItem }) {
  const first = item.kind === 'application' ? item.files[0] : undefined;
  if (!first) return <span className={styles.thumb} aria-hidden="true" />;
  return (
    // The staff's own photos, fetched with the session: not for next/image, which caches.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.thumb}
      src={staffPaths.file(first.id)}
      alt={t('item.photo', { n: 1, name: item.name })}
      width={48}
      height={64}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One line per submission, newest first: a box to tick, the first photo, its status, who, how to reach them
 * and how long ago it came; the ticked ones get a status or are deleted together.
 */
export function InboxList({ t, items, locale, filter, bulk }: Props) {
  if (items.length === 0) return <p>{t('inbox.empty')}</p>;
  const exact = agencyDateTime(locale);
  return (
    <InboxSelection action={bulk} kind={filter.kind} back={inboxHref(filter)}>
      <ul className={staffStyles.list}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className={styles.row}>
            <label className={styles.tick}>
              <input
                type="checkbox"
                name="id"
                value={item.id}
                aria-label={t('inbox.select', { name: item.name })}
              />
            </label>
            <Thumb t={t} item={item} />
            <a href={itemHref(item, filter)}>
              <span className={staffStyles.rowName}>
                <span className={staffStyles.badge}>{t(`inbox.statuses.${item.status}`)}</span>
                {item.name}
              </span>
              <span className={staffStyles.rowMeta}>
                {item.email} · {item.phone}
                {item.kind === 'application' && ` · ${t('inbox.photos', { count: item.files.length })}`}
              </span>
              <span className={staffStyles.rowMeta}>
                <time dateTime={item.created_at} title={exact.format(new Date(item.created_at))}>
                  {timeAgo(item.created_at, locale)}
                </time>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </InboxSelection>
  );
}
