import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { Spinner } from '@/components/ui/spinner';
import { limitWords } from '@/lib/contract/upload-limits';
import type { SubmissionState } from './use-submission';
import styles from './forms.module.css';

type Props = {
  state: SubmissionState;
  onRetry: () => void;
  /** What a screen reader hears once sent, when the form's own words fit better than the generic thanks. */
  sentAnnouncement?: string;
};

/**
 * The send button through its states (idle, sending with a spinner, sent with a check), the polite
 * announcement of success and, after a failure, the localized error with its Retry button.
 */
export function SendControls({ state, onRetry, sentAnnouncement }: Props) {
  const t = useTranslations('Forms');
  const failure = state.status === 'failed' ? t(`failure.${state.failure}`, limitWords) : null;
  const busy = state.status === 'sending' || state.status === 'sent';
  return (
    <div className={styles.actions}>
      {failure ? (
        <div role="alert" className={styles.failure}>
          <p>{failure}</p>
          <button type="button" className={button.button} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <button
        type="submit"
        className={`${button.button} ${button.solid} ${styles.submit}`}
        aria-disabled={busy}
        data-state={state.status}
      >
        {state.status === 'sending' ? <Spinner /> : null}
        {state.status === 'sent' ? (
          <span aria-hidden="true" className={styles.check}>
            ✓
          </span>
        ) : null}
        <span>{t(state.status === 'sending' || state.status === 'sent' ? state.status : 'send')}</span>
      </button>
      <p className="visually-hidden" role="status">
        {state.status === 'sent' ? (sentAnnouncement ?? t('sentAnnouncement')) : ''}
      </p>
    </div>
  );
}
