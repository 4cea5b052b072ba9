import type { ComponentProps } from 'react';
import { DeleteForm } from './delete-form';
import styles from './staff.module.css';

type Props = {
  /** The id of the section's heading, unique on its page. */
  id: string;
  title: string;
  hint: string;
  /** The box to tick without a script (the action deletes only with `confirm=yes`). */
  confirm: string;
  /** The dialog's question naming what goes, and its answer that does it. */
  ask: { question: string; confirm: string };
} & Pick<ComponentProps<typeof DeleteForm>, 'action' | 'fields' | 'button'>;

/** A record's removal (a talent or a post to the trash, a submission for good): asked first, then done. */
export function DeleteSection({ id, title, hint, confirm, ask, ...form }: Props) {
  return (
    <section aria-labelledby={id} className={styles.actions}>
      <h2 id={id}>{title}</h2>
      <p>{hint}</p>
      <DeleteForm {...form} tickBox={confirm} {...ask} />
    </section>
  );
}
