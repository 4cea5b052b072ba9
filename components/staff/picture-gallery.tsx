import type { ReactNode } from 'react';
import type { TrashKind } from '@/lib/contract/trash-kinds';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { ActionForm } from './action-form.client';
import { Outcome } from './outcome';
import styles from './staff.module.css';
import { UploadForm } from './upload-form.client';
import { UploadNote } from './upload-note';

/** What the staff area's picture inputs take: what the backend keeps (it checks each file's bytes). */
export const pictureTypes = 'image/png,image/gif,image/jpeg';

type Props = {
  t: StaffT;
  /** The section's id (its heading's and its file input's start with it), its heading and what it is for. */
  id: string;
  title: string;
  hint?: string;
  /** What the page's address says of the last change: its notice or alert, the note of a batch left out. */
  notice?: string | false;
  alert?: string | false;
  note?: string;
  /** The picture just moved to the trash, which the notice offers to restore in its place. */
  removed: { kind: TrashKind; id: number } | null;
  /** The trash's restore (app/staff/trash/actions.ts), which comes back to the editor. */
  restore: StaffFormAction;
  /** The upload route of several pictures at a time (field `pictures`), and the words of its form. */
  upload: { action: string; limit: UploadLimit; added: string; label: string; button: string };
  /** The upload form's fields before its files (a talent's gallery). */
  fields?: ReactNode;
  /** The pictures in their order (`PictureOrder`), gallery by gallery. */
  children: ReactNode;
};

/**
 * The pictures of a talent or under a post, in its editor: added several at a time, put in order, moved to
 * the trash with an Undo.
 */
export function PictureGallery(props: Props) {
  const { t, id, title, hint, removed, upload } = props;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.actions}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p className={styles.rowMeta}>{hint}</p>}
      {removed && (
        <ActionForm
          className={`${styles.notice} ${styles.inline}`}
          action={props.restore}
          fields={{ ...removed, from: 'editor' }}
        >
          <span role="status">
            {t('trash.pictureRemoved')}
            <button className={styles.linkButton} type="submit">
              {t('trash.undo')}
            </button>
          </span>
        </ActionForm>
      )}
      <Outcome notice={props.notice} alert={props.alert} />
      <UploadNote t={t} id={props.note} />
      <UploadForm
        className={styles.inline}
        action={upload.action}
        limit={upload.limit}
        refused={{}}
        added={upload.added}
      >
        {props.fields}
        <div className={styles.field}>
          <label htmlFor={`${id}-files`}>{upload.label}</label>
          <input id={`${id}-files`} name="pictures" type="file" accept={pictureTypes} multiple required />
        </div>
        <button className={styles.button} type="submit">
          {upload.button}
        </button>
      </UploadForm>
      {props.children}
    </section>
  );
}
