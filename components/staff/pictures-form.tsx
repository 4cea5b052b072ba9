import type { ReactNode } from 'react';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import type { UploadRefusal } from '@/lib/staff/upload-check';
import styles from './staff.module.css';
import { UploadForm } from './upload-form.client';
import type { UploadLabels } from './upload-labels';

/** What the staff area's picture inputs take: what the backend keeps (it checks each file's bytes). */
export const pictureTypes = 'image/png,image/gif,image/jpeg';

/**
 * A form that sends several pictures at once (field `pictures`) to a staff route, with any other fields it
 * needs before them; it works without a script, and with one refuses files over the route's bounds before
 * sending them.
 */
export function PicturesForm(props: {
  action: string;
  limit: UploadLimit;
  refused: Partial<Record<UploadRefusal, string>>;
  labels: UploadLabels;
  inputId: string;
  label: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <UploadForm
      className={styles.inline}
      action={props.action}
      limit={props.limit}
      refused={props.refused}
      labels={props.labels}
    >
      {props.children}
      <div className={styles.field}>
        <label htmlFor={props.inputId}>{props.label}</label>
        <input id={props.inputId} name="pictures" type="file" accept={pictureTypes} multiple required />
      </div>
      <button className={styles.button} type="submit">
        {props.button}
      </button>
    </UploadForm>
  );
}
