import { notifyStatus } from '@/lib/api/staff-notify';
import { staffRequest } from '@/lib/staff/current';
import styles from './notify-status.module.css';

/**
 * Whether staff are told of what arrives by e-mail, and to whom (docs/staff-inbox.md, "Notifications"), with
 * what waits in the outbox; nothing when it cannot be read (the line is never the page's error).
 */
export async function NotifyStatus() {
  const { session, t } = await staffRequest();
  if (!session) return null;
  const status = await notifyStatus(session).catch(() => null);
  if (!status) return null;
  return (
    <p className={styles.status}>
      {status.on ? t('notify.on', { to: status.to.join(', ') }) : t('notify.off')}
      {status.pending > 0 && ` ${t('notify.pending', { count: status.pending })}`}
      {status.failing > 0 && ` ${t('notify.failing', { count: status.failing })}`}
    </p>
  );
}
