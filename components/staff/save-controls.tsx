import { useHydrated } from '@/components/ui/use-hydrated';
import { staffPaths } from '@/lib/staff/paths';
import type { CurrentVersion } from '@/lib/contract/record-version';
import { ConflictNotice } from './conflict-notice.client';
import type { SaveLabels, SaveStatus } from './use-staff-save';
import styles from './staff.module.css';

/**
 * An editor's save button and what became of the save: a status line, or an alert when it failed. The
 * editor saves by script: until the page has hydrated the button is disabled, so an early click (or Enter
 * in a field) does not send the form as a plain GET, its fields in the address and nothing saved.
 */
type Props = {
  status: SaveStatus;
  labels: SaveLabels;
  /** A save refused as stale: who saved the record since, and the save over it (use-staff-save.ts). */
  conflict?: { current: CurrentVersion; onSaveOver: () => void } | null;
};

export function SaveControls({ status, labels, conflict }: Props) {
  const hydrated = useHydrated();
  return (
    <div className={styles.inline}>
      <button className={styles.button} type="submit" disabled={!hydrated || status === 'saving'}>
        {status === 'saving' ? labels.saving : labels.submit}
      </button>
      <p role="status" className={styles.formStatus}>
        {status === 'saved' && labels.saved}
        {status === 'refused' && labels.fixFields}
      </p>
      <p role="alert" className={styles.formStatus}>
        {status === 'failed' && labels.failed}
        {status === 'gone' && labels.gone}
        {status === 'session' && (
          <>
            {labels.sessionEnded}{' '}
            <a href={staffPaths.signIn} target="_blank" rel="noopener">
              {labels.signIn}
            </a>
          </>
        )}
      </p>
      {status === 'stale' && conflict && (
        <ConflictNotice current={conflict.current} words={labels.stale} onSaveOver={conflict.onSaveOver} />
      )}
    </div>
  );
}
