import type { ReactNode } from 'react';
import styles from './staff.module.css';

/** What the staff area's picture inputs take: what the backend keeps (it checks each file's bytes). */
export const pictureTypes = 'image/png,image/gif,image/jpeg';

/**
 * A form that sends several pictures at once (field `pictures`) to a staff route, with any other fields it
 * needs before them; it works without a script.
 */
export function PicturesForm(props: {
  action: string;
  inputId: string;
  label: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <form className={styles.inline} method="post" action={props.action} encType="multipart/form-data">
      {props.children}
      <div className={styles.field}>
        <label htmlFor={props.inputId}>{props.label}</label>
        <input id={props.inputId} name="pictures" type="file" accept={pictureTypes} multiple required />
      </div>
      <button className={styles.button} type="submit">
        {props.button}
      </button>
    </form>
  );
}
