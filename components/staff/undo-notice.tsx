import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { TrashKind } from '@/lib/contract/trash-kinds';
import { ActionForm } from './action-form.client';
import styles from './staff.module.css';

type Props = {
  message: string;
  undo: string;
  /** The trash's restore (app/staff/trash/actions.ts), and the row it restores. */
  action: StaffFormAction;
  kind: TrashKind;
  id: number;
};

/**
 * What an editor says after a picture went to the trash: that it did, and an Undo that restores it in its
 * place (the trash's restore, which comes back to the editor).
 */
export function UndoNotice({ message, undo, action, kind, id }: Props) {
  return (
    <ActionForm
      className={`${styles.notice} ${styles.inline}`}
      action={action}
      fields={{ kind, id, from: 'editor' }}
    >
      <span role="status">
        {message}
        <button className={styles.linkButton} type="submit">
          {undo}
        </button>
      </span>
    </ActionForm>
  );
}
