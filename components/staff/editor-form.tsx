import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { staffPaths } from '@/lib/staff/paths';
import { ConflictNotice } from './conflict-notice.client';
import type { SaveLabels } from './save-labels';
import styles from './staff.module.css';
import type { useStaffSave } from './use-staff-save';

type Props = {
  editor: Omit<ReturnType<typeof useStaffSave>, 'errorOf'>;
  labels: SaveLabels;
  /** The editor's fields. */
  children: ReactNode;
};

/**
 * An editor's form: its fields, its save button, and what became of the save (a status line, or an alert).
 * The editor saves by script: until the page has hydrated the button is disabled, so an early click (or Enter
 * in a field) does not send the form as a plain GET, its fields in the address and nothing saved.
 */
export function EditorForm({ editor, labels, children }: Props) {
  const { ref, submit, status, conflict, guard } = editor;
  const hydrated = useHydrated();
  return (
    <form ref={ref} className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      {children}
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
          {status === 'session' && <SessionEnded labels={labels} />}
        </p>
        {status === 'stale' && conflict && (
          <ConflictNotice current={conflict.current} words={labels.stale} onSaveOver={conflict.onSaveOver} />
        )}
      </div>
      {guard}
    </form>
  );
}

/** A save, a move or an upload refused for want of a session: what to do, and the sign-in in a new tab. */
export function SessionEnded({ labels }: { labels: { sessionEnded: string; signIn: string } }) {
  return (
    <>
      {labels.sessionEnded}{' '}
      <a href={staffPaths.signIn} target="_blank" rel="noopener">
        {labels.signIn}
      </a>
    </>
  );
}
