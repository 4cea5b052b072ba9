import styles from './staff.module.css';

type Props = { message: string; undo: string; action: string };

/**
 * What an editor says after a picture went to the trash: that it did, and an Undo that restores it in its
 * place (a plain form to the trash's restore route, which comes back to the editor).
 */
export function UndoNotice({ message, undo, action }: Props) {
  return (
    <form className={`${styles.notice} ${styles.inline}`} role="status" method="post" action={action}>
      {message}
      <input type="hidden" name="from" value="editor" />
      <button className={styles.linkButton} type="submit">
        {undo}
      </button>
    </form>
  );
}
