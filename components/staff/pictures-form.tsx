import type { ReactNode } from 'react';
import type { UploadLimit } from '@/lib/contract/upload-limits';
import styles from './staff.module.css';
import { UploadForm } from './upload-form.client';
import type { UploadLabels } from './upload-labels';

/** What the staff area's picture inputs take: what the backend keeps (it checks each file's bytes). */
export const pictureTypes = 'image/png,image/gif,image/jpeg';

/** A form that sends several pictures at once (field `pictures`), after any fields of its own (the gallery). */
export function PicturesForm(props: {
  action: string;
  limit: UploadLimit;
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
      refused={{}}
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
