import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import type { controlProps } from '@/components/forms/field';
import styles from './application.module.css';

type Props = {
  control: ReturnType<typeof controlProps>;
  registration: UseFormRegisterReturn;
  /** Ticked in the server's HTML (a form shown again), before and without JavaScript. */
  defaultChecked?: boolean;
  error?: string;
  privacyHref: string;
  labels: { accept: string; privacy: string };
};

/** The required consent box, with the privacy notice's PDF beside it and the box's own error beneath. */
export function ConsentField({ control, registration, defaultChecked, error, privacyHref, labels }: Props) {
  return (
    <div className={styles.consent} data-invalid={error ? 'true' : undefined}>
      <input
        type="checkbox"
        {...control}
        className={styles.checkbox}
        defaultChecked={defaultChecked}
        {...registration}
      />
      <label htmlFor="application-accept">
        {labels.accept}
        <span aria-hidden="true"> *</span>
      </label>
      <a href={privacyHref} download className={styles.privacy} type="application/pdf">
        {labels.privacy}
      </a>
      {error ? (
        <p id="application-accept-error" className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
