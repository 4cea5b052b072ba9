import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { staffPaths } from '@/lib/staff/paths';
import { ConflictNotice } from './conflict-notice.client';
import styles from './staff.module.css';
import type { useStaffSave } from './use-staff-save';
import { useStaffT } from './use-staff-t';

type Props = {
  editor: Omit<ReturnType<typeof useStaffSave>, 'errorOf'>;
  /** The editor's fields. */
  children: ReactNode;
};

/**
 * An editor's form: its fields, its save button, and what became of the save (a status line, or an alert).
 * The editor saves by script: until the page has hydrated the button is disabled, so an early click (or Enter
 * in a field) does not send the form as a plain GET, its fields in the address and nothing saved. A talent's
 * or a post's save says what the public sees of it: nothing while it is a draft, the edit within seconds once
 * it is published.
 */
export function EditorForm({ editor, children }: Props) {
  const { ref, submit, status, conflict, guard, kind, creating, published } = editor;
  const t = useStaffT();
  const hydrated = useHydrated();
  const submitWord = kind === 'social' ? t('social.save') : t(`${kind}.${creating ? 'create' : 'save'}`);
  return (
    <form ref={ref} className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      {children}
      <div className={styles.inline}>
        <button className={styles.button} type="submit" disabled={!hydrated || status === 'saving'}>
          {status === 'saving' ? t(`${kind}.saving`) : submitWord}
        </button>
        <p role="status" className={styles.formStatus}>
          {status === 'saved' &&
            (kind === 'social' ? t('social.saved') : t(`${kind}.saved.${published ? 'published' : 'draft'}`))}
          {status === 'refused' && t(`${kind}.fixFields`)}
        </p>
        <p role="alert" className={styles.formStatus}>
          {status === 'failed' && t(`${kind}.failed`)}
          {status === 'gone' && t('forms.refused.gone')}
          {status === 'session' && <SessionEnded />}
        </p>
        {status === 'stale' && conflict && (
          <ConflictNotice kind={kind} current={conflict.current} onSaveOver={conflict.onSaveOver} />
        )}
      </div>
      {guard}
    </form>
  );
}

/**
 * A save, a move (`of="order"`) or an upload refused for want of a session: what to do, and the sign-in in
 * a new tab.
 */
export function SessionEnded({ of }: { of?: 'order' }) {
  const t = useStaffT();
  return (
    <>
      {of === 'order' ? t('forms.session.orderEnded') : t('forms.session.ended')}{' '}
      <a href={staffPaths.signIn} target="_blank" rel="noopener">
        {t('forms.session.signIn')}
      </a>
    </>
  );
}
