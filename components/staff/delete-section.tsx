import styles from './staff.module.css';

type Props = {
  /** The id of the section's heading, unique on its page. */
  id: string;
  /** Where the form posts; the route deletes only when the box was ticked (`confirm=yes`). */
  action: string;
  title: string;
  hint: string;
  confirm: string;
  button: string;
};

/**
 * A deletion for good, asked for twice: a box saying it cannot be undone (which the browser requires
 * before sending, and the route checks again), then the button. A plain form: no script needed.
 */
export function DeleteSection({ id, action, title, hint, confirm, button }: Props) {
  return (
    <section aria-labelledby={id} className={styles.actions}>
      <h2 id={id}>{title}</h2>
      <p>{hint}</p>
      <form className={styles.inline} method="post" action={action}>
        <label className={styles.check}>
          <input type="checkbox" name="confirm" value="yes" required />
          {confirm}
        </label>
        <button className={`${styles.button} ${styles.danger}`} type="submit">
          {button}
        </button>
      </form>
    </section>
  );
}
