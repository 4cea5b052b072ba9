import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { ConfirmForm } from './confirm-submit.client';
import styles from './staff.module.css';

type Props = {
  /** The Server Action, and the ids it takes. */
  action: StaffFormAction;
  fields: Record<string, string | number>;
  /** The dialog's question, naming what goes. */
  question: string;
  /** The danger button's words, and the dialog's answer that does it (the button's words unless given). */
  button: string;
  confirm?: string;
  /** The button's name for a screen reader, where its words alone do not say what goes. */
  label?: string;
  /** A deletion for good's box to tick without a script (`ConfirmForm`). */
  tickBox?: string;
};

/** A removal's form of one danger button, asked about first: a record, a cover, an account, the trash's. */
export function DeleteForm({ button, confirm = button, label, ...form }: Props) {
  return (
    <ConfirmForm className={styles.inline} confirm={confirm} {...form}>
      <button className={`${styles.button} ${styles.danger}`} type="submit" aria-label={label}>
        {button}
      </button>
    </ConfirmForm>
  );
}
