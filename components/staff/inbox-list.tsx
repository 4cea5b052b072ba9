import type { StaffInboxItem } from '@/lib/api/staff';
import type { StaffLocale, StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import styles from './staff.module.css';

function received(iso: string, locale: StaffLocale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));
}

/** One line per submission, newest first: its status, who, how to reach them and when it came. */
export function InboxList({ t, items, locale }: { t: StaffT; items: StaffInboxItem[]; locale: StaffLocale }) {
  if (items.length === 0) return <p>{t('inbox.empty')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} className={styles.row}>
          <a href={staffPaths.item(item)}>
            <span className={styles.rowName}>
              <span className={styles.badge}>{t(`inbox.statuses.${item.status}`)}</span>
              {item.name}
            </span>
            <span className={styles.rowMeta}>
              {item.email} · {item.phone}
              {item.kind === 'application' && ` · ${t('inbox.photos', { count: item.files.length })}`}
            </span>
            <span className={styles.rowMeta}>
              {t('inbox.received')}: {received(item.created_at, locale)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
