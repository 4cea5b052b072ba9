import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import transition from '../page-transition.module.css';
import styles from './status-view.module.css';

/**
 * The error page's body: the status, the message with the loading animation, and
 * optional actions. Shared by the 404 page and the error boundaries.
 */
export function StatusView({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className={`${styles.status} ${transition.page}`} aria-labelledby="status-message">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="status-message" className={styles.message}>
        {message}
      </h1>
      <Spinner />
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
