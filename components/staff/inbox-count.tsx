import { staffInboxNewCounts } from '@/lib/api/staff';
import { staffRequest } from '@/lib/staff/current';
import styles from './inbox.module.css';

/**
 * The number of applications and messages nobody has opened, beside "Inbox" in the staff bar, "999+" past
 * what the backend counts; nothing when there are none, or when the count cannot be read (the bar is never
 * the page's error).
 */
export async function InboxCount() {
  const { session, t } = await staffRequest();
  if (!session) return null;
  const counts = await staffInboxNewCounts(session).catch(() => null);
  const count = counts ? counts.application + counts.contact : 0;
  if (count === 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count > 999 ? '999+' : count}</span>
      <span className="visually-hidden"> ({t('inbox.newCount', { count })})</span>
    </span>
  );
}
