import { Spinner } from '@/components/ui/spinner';
import type { SubmissionState } from './use-submission';
import styles from './forms.module.css';

type Labels = { send: string; sending: string; sent: string; retry: string; sentAnnouncement: string; failure: string | null };

/**
 * The send button through its states (idle, sending with a spinner, sent with a check), the polite
 * announcement of success and, after a failure, the error with its Retry button.
 */
export function SendControls({ state, labels, onRetry }: { state: SubmissionState; labels: Labels; onRetry: () => void }) {
  const busy = state.status === 'sending' || state.status === 'sent';
  return (
    <div className={styles.actions}>
      {state.status === 'failed' && labels.failure ? (
        <div role="alert" className={styles.failure}>
          <p>{labels.failure}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      <button type="submit" className={styles.submit} aria-disabled={busy} data-state={state.status}>
        {state.status === 'sending' ? <Spinner /> : null}
        {state.status === 'sent' ? (
          <span aria-hidden="true" className={styles.check}>
            ✓
          </span>
        ) : null}
        <span>{state.status === 'sending' ? labels.sending : state.status === 'sent' ? labels.sent : labels.send}</span>
      </button>
      <p className="visually-hidden" role="status">
        {state.status === 'sent' ? labels.sentAnnouncement : ''}
      </p>
    </div>
  );
}
