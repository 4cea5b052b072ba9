import type { ComponentProps } from 'react';
import { ConfirmForm } from './confirm-submit.client';
import styles from './staff.module.css';

type Props = Pick<ComponentProps<typeof ConfirmForm>, 'action' | 'fields' | 'question' | 'tickBox'> & {
  /** The danger button's words, and the dialog's answer that does it (the button's words unless given). */
  button: string;
  confirm?: string;
  /** The button's name for a screen reader, where its words alone do not say what goes. */
  label?: string;
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
