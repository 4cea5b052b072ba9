import type { SaveLabels, SaveStatus } from './use-staff-save';
import styles from './staff.module.css';

/** An editor's save button and what became of the save: a status line, or an alert when it failed. */
export function SaveControls({ status, labels }: { status: SaveStatus; labels: SaveLabels }) {
  return (
    <div className={styles.inline}>
      <button className={styles.button} type="submit" disabled={status === 'saving'}>
        {status === 'saving' ? labels.saving : labels.submit}
      </button>
      <p role="status" className={styles.formStatus}>
        {status === 'saved' && labels.saved}
        {status === 'refused' && labels.fixFields}
      </p>
      <p role="alert" className={styles.formStatus}>
        {status === 'failed' && labels.failed}
      </p>
    </div>
  );
}
