import styles from './staff.module.css';

/**
 * What became of the last thing sent from the page (a route sends the member back with a `done` code): a
 * notice when it went through, an alert when it was refused.
 */
export function Outcome({ notice, alert }: { notice?: string | false; alert?: string | false }) {
  return (
    <>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {alert && (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      )}
    </>
  );
}
