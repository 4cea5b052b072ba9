import { useHydrated } from '@/components/ui/use-hydrated';
import { staffPaths } from '@/lib/staff/paths';
import type { SaveLabels, SaveStatus } from './use-staff-save';
import styles from './staff.module.css';

/**
 * An editor's save button and what became of the save: a status line, or an alert when it failed. The
 * editor saves by script: until the page has hydrated the button is disabled, so an early click (or Enter
 * in a field) does not send the form as a plain GET, its fields in the address and nothing saved.
 */
export function SaveControls({ status, labels }: { status: SaveStatus; labels: SaveLabels }) {
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
        {status === 'session' && (
          <>
            {labels.sessionEnded}{' '}
            <a href={staffPaths.signIn} target="_blank" rel="noopener">
              {labels.signIn}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
