import { ConfirmForm } from './confirm-submit.client';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { ConfirmWords } from './confirm-dialog.client';
import styles from './staff.module.css';

type Props = {
  /** The id of the section's heading, unique on its page. */
  id: string;
  /** The Server Action (it deletes only with `confirm=yes`), and the ids it takes. */
  action: StaffFormAction;
  fields: Record<string, string | number>;
  title: string;
  hint: string;
  confirm: string;
  button: string;
  /** The dialog's question naming what goes, and its answers. */
  ask: ConfirmWords;
};

/** A record's removal (a talent or a post to the trash, a submission for good): asked first, then done. */
export function DeleteSection({ id, action, fields, title, hint, confirm, button, ask }: Props) {
  return (
    <section aria-labelledby={id} className={styles.actions}>
      <h2 id={id}>{title}</h2>
      <p>{hint}</p>
      <ConfirmForm
        className={styles.inline}
        action={action}
        fields={fields}
        tickBox={{ label: confirm, className: styles.check }}
        {...ask}
      >
        <button className={`${styles.button} ${styles.danger}`} type="submit">
          {button}
        </button>
      </ConfirmForm>
    </section>
  );
}
